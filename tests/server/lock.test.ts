import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DirectoryLockedError, lockDirectory } from '../../server/db/lock.ts';

let dir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-lock-'));
});

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

const lockFile = () => path.join(dir, 'server.lock');

/** A process that stays alive until the test ends, to hold a lock. */
function liveProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('lockDirectory', () => {
  it('takes the lock with its own pid, and releases it', () => {
    const release = lockDirectory(dir);

    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    expect(fs.readdirSync(dir)).toEqual(['server.lock']);
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses a directory held by a live process, naming the pid', () => {
    const holder = liveProcess();
    fs.writeFileSync(lockFile(), String(holder));

    expect(() => lockDirectory(dir)).toThrow(DirectoryLockedError);
    expect(() => lockDirectory(dir)).toThrow(`pid ${holder}`);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(holder));
  });

  it('takes over the lock left by a process that no longer runs', async () => {
    fs.writeFileSync(lockFile(), String(await deadPid()));

    const release = lockDirectory(dir);

    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('never removes a lock another server took over right after this one found the old holder dead', async () => {
    const other = liveProcess();
    fs.writeFileSync(lockFile(), String(await deadPid()));
    const read = fs.readFileSync;
    let raced = false;
    const spy = vi.spyOn(fs, 'readFileSync').mockImplementation(((file: fs.PathOrFileDescriptor, options?: unknown) => {
      const text = read(file, options as BufferEncoding);
      if (!raced && String(file) === lockFile()) {
        raced = true;
        // The other server takes the stale lock over between this read and whatever comes next.
        fs.writeFileSync(lockFile(), String(other));
      }
      return text;
    }) as typeof fs.readFileSync);
    try {
      expect(() => lockDirectory(dir)).toThrow(`pid ${other}`);
    } finally {
      spy.mockRestore();
    }
    expect(raced).toBe(true);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(other));
  });

  it('lets exactly one of several servers starting at once take over a stale lock', async () => {
    fs.writeFileSync(lockFile(), String(await deadPid()));
    const lockModule = fileURLToPath(new URL('../../server/db/lock.ts', import.meta.url));
    const script = `
      const { lockDirectory } = await import(${JSON.stringify(lockModule)});
      const start = Number(process.argv[1]);
      while (Date.now() < start) {}
      let outcome = 'took';
      try { lockDirectory(${JSON.stringify(dir)}); } catch { outcome = 'refused'; }
      console.log(outcome);
      setTimeout(() => {}, 1500);
    `;
    const start = String(Date.now() + 1500);
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, start], { stdio: ['ignore', 'pipe', 'inherit'] });
        children.push(child);
        let out = '';
        child.stdout!.setEncoding('utf8').on('data', (text: string) => (out += text));
        return new Promise<string>((resolve) => child.once('exit', () => resolve(out.trim())));
      }),
    );

    expect(outcomes.sort()).toEqual(['refused', 'refused', 'refused', 'took']);
  });

  it('takes the lock on a file system without hard links', () => {
    const link = vi.spyOn(fs, 'linkSync').mockImplementation(() => {
      throw Object.assign(new Error('operation not permitted'), { code: 'EPERM' });
    });
    try {
      const release = lockDirectory(dir);
      expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
      expect(fs.readdirSync(dir)).toEqual(['server.lock']);
      release();
      const holder = liveProcess();
      fs.writeFileSync(lockFile(), String(holder));
      expect(() => lockDirectory(dir)).toThrow(`pid ${holder}`);
    } finally {
      link.mockRestore();
    }
  });

  it('does not remove a lock another process took after ours was released', () => {
    const release = lockDirectory(dir);
    fs.writeFileSync(lockFile(), '999999');

    release();

    expect(fs.readFileSync(lockFile(), 'utf8')).toBe('999999');
  });
});
