import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { inTransaction, sqlRows, type Database, type Db } from '../../server/db/db.ts';
import { DRIZZLE_PARSERS, leanParsers } from '../../server/db/pglite-parsers.ts';
import { migratedPgliteTemplate } from './pglite-template.ts';

// PGlite whatever engine the suite runs on: the parsers are PGlite's own.
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', loadDataDir: await migratedPgliteTemplate() });
});
afterAll(() => database.close());

describe('PGlite statements sent without the parsers the client already has', () => {
  it('still give Drizzle dates as dates and intervals as text, in a transaction and out of one', async () => {
    const at = new Date('2026-03-01T10:20:30.456Z');
    const read = async (db: Db) => (await sqlRows<{ at: string; span: string }>(db, sql`SELECT ${at.toISOString()}::timestamptz AS at, interval '90 minutes' AS span`))[0];
    const outside = await read(database.db);
    const inside = await inTransaction(database.db, read);

    for (const row of [outside, inside]) {
      // Drizzle reads the text PostgreSQL sends itself; PGlite's own parser would have made a Date.
      expect(typeof row!.at).toBe('string');
      expect(new Date(row!.at).getTime()).toBe(at.getTime());
      expect(row!.span).toBe('01:30:00');
    }
  });

  it('drops only Drizzle’s own parsers from a statement, and keeps a statement’s other parsers', async () => {
    const raw = await PGlite.create({ parsers: DRIZZLE_PARSERS });
    // What the client itself is asked, under the lean layer.
    const seen: Array<object | undefined> = [];
    const query = raw.query;
    raw.query = function (this: PGlite, text: string, params?: unknown[], options?: QueryOptions) {
      seen.push(options?.parsers);
      return query.call(raw, text, params, options);
    } as PGlite['query'];
    const client = leanParsers(raw);
    try {
      const dated = await client.query<{ at: string }>(`SELECT '2026-03-01 10:20:30'::timestamp AS at`, [], { parsers: { ...DRIZZLE_PARSERS } });
      const doubled = await client.query<{ n: number }>('SELECT 21::int AS n', [], { parsers: { 23: (value: string) => Number(value) * 2 } });

      expect(seen[0]).toBeUndefined();
      // The client's own parsers answer as the statement's would have: the text as sent.
      expect(dated.rows[0]!.at).toBe('2026-03-01 10:20:30');
      expect(Object.keys(seen[1] ?? {})).toEqual(['23']);
      expect(doubled.rows[0]!.n).toBe(42);
    } finally {
      await client.close();
    }
  });
});
