import fs from 'node:fs';
import path from 'node:path';

/** Another live process holds the data directory. */
export class DirectoryLockedError extends Error {}

// A server taking over a stale lock needs a few milliseconds; another one starting meanwhile waits this long between looks.
const ATTEMPTS = 50;
const PAUSE_MS = 10;

/**
 * Takes the lock file of a PGlite data directory, so that a second server on the
 * same directory refuses to start instead of corrupting it. A lock left by a
 * process that no longer runs is taken over. Returns the release function.
 */
export function lockDirectory(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (tryCreate(file, String(process.pid))) return () => release(file);
    const holder = readPid(file);
    // Gone between our two looks: try again.
    if (holder === null) continue;
    if (holder !== process.pid && isAlive(holder)) {
      throw new DirectoryLockedError(
        `The database directory ${dir} is in use by another server (pid ${holder}). ` +
          'Stop that server, or give this one another DATA_DIR.',
      );
    }
    if (!removeStaleLock(file, holder)) pause(PAUSE_MS);
  }
  throw new DirectoryLockedError(`Could not take the lock file ${file}: other servers kept taking it over.`);
}

/**
 * Removes the lock of a dead holder. Seeing it dead and removing it are two steps, so two
 * servers starting at once could both see it dead and the slower remove the lock the faster
 * one had just taken. A guard file named after the dead holder lets one server at a time
 * through, which removes the lock only if it still names that holder. False when another
 * server holds the guard.
 */
function removeStaleLock(file: string, deadHolder: number): boolean {
  const guard = `${file}.takeover-${deadHolder}`;
  if (!tryCreate(guard, String(process.pid))) {
    const guardian = readPid(guard);
    if (guardian !== null && guardian !== process.pid && !isAlive(guardian)) {
      throw new DirectoryLockedError(
        `A server (pid ${guardian}) stopped while taking over the lock of ${path.dirname(file)} and left ${guard}: ` +
          'make sure no server runs on this DATA_DIR, remove that file, and start again.',
      );
    }
    return false;
  }
  try {
    if (readPid(file) === deadHolder) fs.unlinkSync(file);
  } finally {
    fs.rmSync(guard, { force: true });
  }
  return true;
}

/**
 * Creates `file` holding `content`, or returns false when it exists. The content is written to a
 * file of its own first and then linked into place, so nobody ever reads the lock empty: an empty
 * lock read between a create and its write would look like a dead holder's, and be removed.
 */
function tryCreate(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.draft`;
  fs.writeFileSync(draft, content);
  try {
    return exclusively(() => fs.linkSync(draft, file));
  } catch (error) {
    // A file system without hard links: the file is created and written in one call instead.
    if (!NO_HARD_LINKS.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    return exclusively(() => fs.writeFileSync(file, content, { flag: 'wx' }));
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'ENOSYS', 'EOPNOTSUPP']);

// Runs a create that fails when the file exists: true when it made it, false when it was there.
function exclusively(create: () => void): boolean {
  try {
    create();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

// The pid a lock file names; null when it is gone, 0 when it names none (a damaged file counts as a dead holder's).
function readPid(file: string): number | null {
  try {
    return Number(fs.readFileSync(file, 'utf8')) || 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function release(file: string): void {
  try {
    if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
  } catch {
    // Already gone: nothing to release.
  }
}

function isAlive(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
