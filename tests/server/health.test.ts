import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Database } from '../../server/db/db.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

describe('GET /api/health', () => {
  it('tells a load balancer the server and its database answer, and nothing more: no version, no engine', async () => {
    const answer = await server.browser().fetch('/api/health');

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
  });

  it('answers 503 with ok false when the database does not answer', async () => {
    const unreachable = { ...server.deps.database, db: { execute: () => Promise.reject(new Error('connection lost')) } };
    const app = createApp({ ...server.deps, database: unreachable as unknown as Database });

    const answer = await app.request('/api/health');

    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ ok: false });
  });
});
