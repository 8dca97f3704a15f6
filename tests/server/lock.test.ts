import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DirectoryLockedError, lockDirectory } from '../../server/db/lock.ts';

let dir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-lock-'));
});

afterEach(() => {
  for (const child of children.splice(0)) if (child.pid) process.kill(child.pid);
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

  it('does not remove a lock another process took after ours was released', () => {
    const release = lockDirectory(dir);
    fs.writeFileSync(lockFile(), '999999');

    release();

    expect(fs.readFileSync(lockFile(), 'utf8')).toBe('999999');
  });
});
