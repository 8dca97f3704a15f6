import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ResultsChange, ResultsList, ResultsSummary } from '../../contract/results.ts';
import { createApp } from '../../server/app.ts';
import { sessionCookieName } from '../../server/auth/sessions.ts';
import { openDatabase } from '../../server/db/client.ts';
import { resultsVersions } from '../../server/db/schema/results.ts';
import { submissions } from '../../server/db/schema/submissions.ts';
import { expectOk } from './accounts.ts';
import { Browser } from './browser.ts';
import { MINUTE } from './clock.ts';
import { useTestServer } from './harness.ts';
import { SEEDED, resultsTeam, seedResultsWorld } from './results-fixtures.ts';
import { testEngine } from './test-database.ts';

const server = useTestServer();

async function world() {
  const seeded = await seedResultsWorld(server.db, server.clock.now());
  const team = await resultsTeam(server, seeded);
  return { ...seeded, scope: { company: seeded.company, project: seeded.project, form: seeded.form }, browser: team.asia.browser };
}

const byAge = { by: 'answer:age', dir: 'desc' } as const;

async function version(form: string): Promise<string | undefined> {
  const [row] = await server.db.select({ version: resultsVersions.version }).from(resultsVersions).where(eq(resultsVersions.formId, form));
  return row?.version;
}

describe("the results' versions", () => {
  it('are new after every statement that inserts, changes or deletes a form’s submissions, and only that form’s', async () => {
    const w = await world();
    const seeded = await version(w.form);
    const other = await version(w.otherForm);
    expect(seeded).toBeDefined();

    await server.db.update(submissions).set({ tags: ['again'] }).where(eq(submissions.id, w.ids.ana));
    const changed = await version(w.form);
    expect(changed).not.toBe(seeded);
    expect(await version(w.otherForm)).toBe(other);

    // A statement that changes nothing leaves the version as it was.
    await server.db.update(submissions).set({ tags: ['none'] }).where(eq(submissions.id, crypto.randomUUID()));
    expect(await version(w.form)).toBe(changed);

    // Many rows of the form in one statement: one new version.
    await server.db.update(submissions).set({ tags: ['all'] }).where(eq(submissions.formId, w.form));
    const all = await version(w.form);
    expect(all).not.toBe(changed);

    await server.db.delete(submissions).where(eq(submissions.id, w.ids.ana));
    expect(await version(w.form)).not.toBe(all);
  });

  it('let the table and the dashboard follow a change written straight in the database, as another server or a job writes it', async () => {
    const w = await world();
    const list = async () => (await w.browser.call(ResultsList, { ...w.scope, sort: byAge, page: 1, pageSize: 50 })).body;
    const summary = async () => (await w.browser.call(ResultsSummary, { ...w.scope, filters: {} })).body;
    const before = await list();
    const dashboard = await summary();
    expect(await list()).toEqual(before);

    server.clock.advance(MINUTE);
    // Ana becomes the eldest, and leaves the received ones (every writer of answers moves `updated_at`, as here).
    await server.db.execute(
      sql`UPDATE submissions SET answers = ${JSON.stringify({ ...SEEDED.ana.answers, age: 130 })}::jsonb, status = 'accepted',
        updated_at = updated_at + interval '1 minute' WHERE id = ${w.ids.ana}`,
    );
    const after = await list();
    expect(after.items[0]!.id).toBe(w.ids.ana);
    expect(after.total).toBe(before.total);
    const changed = await summary();
    expect(changed.by_status.accepted).toBe(dashboard.by_status.accepted + 1);
    expect(changed.fields.find((field) => field.key === 'age')!.mean).not.toBe(dashboard.fields.find((field) => field.key === 'age')!.mean);

    await server.db.delete(submissions).where(eq(submissions.id, w.ids.ana));
    expect((await list()).total).toBe(before.total - 1);
    expect((await summary()).total).toBe(dashboard.total - 1);
  });
});

describe('two servers on one PostgreSQL database', () => {
  // PGlite is one process's database: a second server with its own connections exists only on PostgreSQL.
  it.skipIf(testEngine() !== 'postgres')('each sees at its next call the submissions the other changed', async () => {
    const w = await world();
    // A second server as another process would be: its own pool on the same database.
    const url = (server.deps.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    try {
      const second = createApp({ ...server.deps, database }, '/nonexistent-dist');
      const onSecond = new Browser(second);
      const cookie = sessionCookieName(false);
      onSecond.setCookie(cookie, w.browser.cookie(cookie)!);

      const read = async (browser: Browser) => ({
        list: (await browser.call(ResultsList, { ...w.scope, sort: byAge, page: 1, pageSize: 50 })).body,
        summary: (await browser.call(ResultsSummary, { ...w.scope, filters: {} })).body,
      });
      const first = await read(w.browser);
      expect(await read(onSecond)).toEqual(first);

      // A change through the second server shows on the first at once.
      expectOk(await onSecond.call(ResultsChange, { ...w.scope, target: { ids: [w.ids.ana] }, status: 'rejected', add_tags: ['seen-twice'] }));
      const seen = await read(w.browser);
      expect(seen.summary.by_status.rejected).toBe(first.summary.by_status.rejected + 1);
      expect(seen.list.items.find((item) => item.id === w.ids.ana)!.tags).toContain('seen-twice');

      // And an answer changed by the second server's own connections reorders the first server's table.
      await database.db.execute(sql`UPDATE submissions SET answers = answers || '{"age": 140}'::jsonb, updated_at = updated_at + interval '1 minute' WHERE id = ${w.ids.ana}`);
      expect((await read(w.browser)).list.items[0]!.id).toBe(w.ids.ana);
      expect((await read(onSecond)).list.items[0]!.id).toBe(w.ids.ana);
    } finally {
      await database.close();
    }
  });
});
