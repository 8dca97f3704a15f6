import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyList } from '../../contract/companies.ts';
import { listCompanies } from '../../server/areas/companies/list.ts';
import { companyPageQuery } from '../../server/areas/companies/list-queries.ts';
import { openDatabase } from '../../server/db/client.ts';
import type { Db } from '../../server/db/db.ts';
import { keepStatisticsFresh, refreshStatistics, tableActivity, tablesDue, vacuumChangedTables } from '../../server/db/maintenance.ts';
import { companies } from '../../server/db/schema/companies.ts';
import { migratedPgliteTemplate } from './pglite-template.ts';
import { openTestDatabase, queryRows, type TestDatabase } from './test-database.ts';

// A database of this file's own, never emptied between tests: TRUNCATE would forget the statistics looked at here.
let testDb: TestDatabase;
const db = (): Db => testDb.database.db;

beforeAll(async () => {
  testDb = await openTestDatabase();
});
afterAll(() => testDb.dispose());

async function insertCompanies(prefix: string, count: number): Promise<void> {
  const now = new Date();
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => {
      const n = start + i;
      return { id: crypto.randomUUID(), name: `${prefix} ${n}`, slug: `${prefix}-${n}`, contactEmail: `office${n}@${prefix}.example.com`, createdAt: now, updatedAt: now };
    });
    await db().insert(companies).values(batch);
  }
}

async function companiesCount(): Promise<number> {
  return (await db().$count(companies));
}

async function companiesReltuples(): Promise<number> {
  const [row] = await queryRows<{ reltuples: number }>(db(), sql`SELECT reltuples::float8 AS reltuples FROM pg_class WHERE relname = 'companies'`);
  return row!.reltuples;
}

// The plan the list's own searched query gets for `term`, on one connection (PREPARE lives in its session).
async function searchedListPlan(term: string): Promise<string> {
  const { sql: text } = companyPageQuery(db(), { sort: 'name', byStatus: false, searched: true }).toSQL();
  return db().transaction(async (tx) => {
    await tx.execute(sql.raw(`PREPARE searched_list AS ${text}`));
    // EXPLAIN EXECUTE takes no bound parameters: the test's own term is written in.
    const plan = await queryRows<{ 'QUERY PLAN': string }>(tx, sql.raw(`EXPLAIN EXECUTE searched_list('%${term}%', 25, 0)`));
    await tx.execute(sql`DEALLOCATE searched_list`);
    return plan.map((line) => line['QUERY PLAN']).join('\n');
  });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the planner statistics', () => {
  it('exist for every table once the migrations ran, and nothing is left due', async () => {
    const activity = await tableActivity(db());

    expect(activity.map((t) => t.table)).toContain('companies');
    expect(activity.filter((t) => t.reltuples < 0).map((t) => t.table)).toEqual([]);
    expect(tablesDue(activity)).toEqual([]);
  });

  it('follow a bulk insert once refreshed, and a searched list then reads the trigram index', async () => {
    await insertCompanies('bulk', 3000);
    // Without statistics the planner takes the new table for a few rows and scans it whole.
    expect(await searchedListPlan('bulk-1234')).toMatch(/Seq Scan on companies/);

    await refreshStatistics(db(), [companies]);

    expect(await companiesReltuples()).toBe(3000);
    const [stats] = await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM pg_stats WHERE tablename = 'companies' AND attname = 'search'`);
    expect(stats!.n).toBe(1);
    expect(await searchedListPlan('bulk-1234')).toMatch(/Bitmap Index Scan on companies_search_idx/);
    const found = await listCompanies(db(), CompanyList.input.parse({ search: 'BULK-1234' }));
    expect(found).toMatchObject({ total: 1, items: [{ slug: 'bulk-1234', projects: 0 }] });
  });

  it('are due again on a table whose rows changed enough, by autovacuum thresholds, and not on the others', () => {
    const table = (name: string, reltuples: number, modified: number, inserted = 0, dead = 0) => ({
      table: name,
      reltuples,
      modifiedSinceAnalyze: modified,
      insertedSinceVacuum: inserted,
      deadRows: dead,
      ...{ pages: 300, statPages: 300, indexPages: 400, indexStatPages: 400 },
    });

    const due = tablesDue([
      table('never_analyzed', -1, 0),
      table('changed', 10_000, 1051),
      table('barely_changed', 10_000, 1049),
      table('inserted', 10_000, 0, 3001),
      table('barely_inserted', 10_000, 0, 2999),
      table('updated', 10_000, 0, 0, 2051),
      table('quiet', 0, 50),
      // PGlite's counts start again from 0 when it restarts; the files still show the growth.
      { ...table('grown', 10_000, 0), pages: 339 },
      { ...table('barely_grown', 10_000, 0), pages: 338 },
      { ...table('index_grown', 10_000, 0), indexPages: 449 },
    ]);

    expect(due).toEqual(['never_analyzed', 'changed', 'inserted', 'updated', 'grown', 'index_grown']);
  });

  it('are kept by the upkeep after writes outside any refresh, as the statistics collector reports them', async () => {
    await insertCompanies('later', 2000);

    // The collector publishes a connection's counts within a few seconds; the upkeep acts once they show.
    const vacuumed = await until(
      () => vacuumChangedTables(db()),
      (tables) => tables.includes('companies'),
    );

    expect(vacuumed).toContain('companies');
    expect(await companiesReltuples()).toBe(await companiesCount());
  });
});

describe('the periodic upkeep', () => {
  it('runs on PGlite, which has no autovacuum, and stops with the database; PostgreSQL keeps its own', async () => {
    const seen: unknown[] = [];
    const database = { ...testDb.database, close: async () => void seen.push('closed') };
    await insertCompanies('periodic', 1200);
    const count = await companiesCount();

    const kept = keepStatisticsFresh(database, (error) => seen.push(error), 50);
    if (database.kind === 'postgres') {
      expect(kept).toBe(database);
      return;
    }
    const after = await until(companiesReltuples, (reltuples) => reltuples === count);
    await kept.close();

    expect(after).toBe(count);
    expect(seen).toEqual(['closed']);
  });
});

describe('a PGlite database opened again', () => {
  it('still finds the tables that grew before it stopped, though the collector forgot their counts', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-statistics-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: await migratedPgliteTemplate() });
      await first.migrate();
      await first.db.insert(companies).values(
        Array.from({ length: 1500 }, (_, n) => {
          const now = new Date();
          return { id: crypto.randomUUID(), name: `Grown ${n}`, slug: `grown-${n}`, createdAt: now, updatedAt: now };
        }),
      );
      await first.close();

      const again = await openDatabase({ kind: 'pglite', dataDir });
      const [counts] = (await tableActivity(again.db)).filter((t) => t.table === 'companies');
      const vacuumed = await vacuumChangedTables(again.db);
      const [after] = await queryRows<{ reltuples: number }>(again.db, sql`SELECT reltuples::float8 AS reltuples FROM pg_class WHERE relname = 'companies'`);
      await again.close();

      expect(counts).toMatchObject({ modifiedSinceAnalyze: 0, insertedSinceVacuum: 0 });
      expect(vacuumed).toEqual(['companies']);
      expect(after!.reltuples).toBe(1500);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
