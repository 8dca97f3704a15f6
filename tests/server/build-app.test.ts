import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_SOURCES, appIsStale, newestMtime } from '../../server/build-app.ts';

const made: string[] = [];
afterAll(() => made.forEach((dist) => fs.rmSync(dist, { recursive: true, force: true })));

function emptyDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-dist-'));
  made.push(dist);
  return dist;
}

function distWithIndexAt(time: Date): string {
  const dist = emptyDist();
  const index = path.join(dist, 'index.html');
  fs.writeFileSync(index, '<!doctype html>');
  fs.utimesSync(index, time, time);
  return dist;
}

describe('npm start rebuilds the app only when it must', () => {
  it('builds when dist/ has no index.html', () => {
    expect(appIsStale(emptyDist())).toBe(true);
  });

  it('builds when a source is newer than the built index.html', () => {
    const newestSource = newestMtime(APP_SOURCES);
    expect(appIsStale(distWithIndexAt(new Date(newestSource - 60_000)))).toBe(true);
  });

  it('serves dist/ as it is when it is newer than every source', () => {
    const newestSource = newestMtime(APP_SOURCES);
    expect(appIsStale(distWithIndexAt(new Date(newestSource + 60_000)))).toBe(false);
  });
});
