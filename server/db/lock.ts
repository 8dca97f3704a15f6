import fs from 'node:fs';
import path from 'node:path';

/** Another live process holds the data directory. */
export class DirectoryLockedError extends Error {}

/**
 * Takes the lock file of a PGlite data directory, so that a second server on the
 * same directory refuses to start instead of corrupting it. A lock left by a
 * process that no longer runs is taken over. Returns the release function.
 */
export function lockDirectory(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DirectoryLockedError(
          `The database directory ${dir} is in use by another server (pid ${holder}). ` +
            'Stop that server, or give this one another DATA_DIR.',
        );
      }
      fs.unlinkSync(file);
    }
  }
  throw new DirectoryLockedError(`Could not take the lock file ${file}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
