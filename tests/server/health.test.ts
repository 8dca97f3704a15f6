import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();
const packageVersion = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;

describe('GET /api/health', () => {
  it('tells a monitor the server and its database answer, with the engine and the version', async () => {
    const answer = await server.browser().fetch('/api/health');

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, db: server.engine, version: packageVersion });
  });

  it('answers 503 with ok false when the database does not answer', async () => {
    const unreachable = { ...server.deps.database, db: { execute: () => Promise.reject(new Error('connection lost')) } };
    const app = createApp({ ...server.deps, database: unreachable as unknown as Database });

    const answer = await app.request('/api/health');

    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ ok: false, db: server.engine, version: packageVersion });
  });
});
