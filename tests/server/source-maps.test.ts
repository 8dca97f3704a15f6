import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();
let dist: string;

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  fs.writeFileSync(path.join(dist, 'sw.js.map'), '{"version":3}');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.map.gz'), 'compressed map');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.map.br'), 'compressed map');
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('source maps', () => {
  it('are never served, even when a build left some in dist/', async () => {
    const app = createApp(server.deps, dist);

    const script = await app.request('/assets/app-1a2b3c.js');
    const map = await app.request('/assets/app-1a2b3c.js.map');
    const workerMap = await app.request('/sw.js.map');
    const encoded = await app.request('/assets/app-1a2b3c.js%2Emap');
    const compressed = await app.request('/assets/app-1a2b3c.js.map.gz');
    const brotli = await app.request('/assets/app-1a2b3c.js.map.br');

    expect(script.status).toBe(200);
    expect(map.status).toBe(404);
    expect(workerMap.status).toBe(404);
    expect(encoded.status).toBe(404);
    expect(compressed.status).toBe(404);
    expect(brotli.status).toBe(404);
    expect(await map.text()).not.toContain('secret');
  });

  it('are written by the build only when SOURCE_MAPS=1 asks for them', async () => {
    const build = async () => ((await import('../../vite.config.ts')).default as { build: { sourcemap: unknown } }).build.sourcemap;
    vi.stubEnv('SOURCE_MAPS', '');
    vi.resetModules();
    const plain = await build();
    vi.stubEnv('SOURCE_MAPS', '1');
    vi.resetModules();
    const asked = await build();
    vi.unstubAllEnvs();

    expect(plain).toBe(false);
    expect(asked).toBe('hidden');
  });
});
