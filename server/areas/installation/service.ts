import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { LogFilters } from '../../../contract/installation.ts';
import type { Language } from '../../../contract/languages.ts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/db.ts';
import { operators } from '../../db/schema/accounting.ts';
import { companies } from '../../db/schema/companies.ts';
import { operationsLog } from '../../db/schema/installation.ts';
import { projects } from '../../db/schema/projects.ts';
import type { LogBook } from '../../http/log-sentence.ts';
import { areaCondition, areaOf } from './log-areas.ts';
import { logSentence } from './log-sentences.ts';
import { readNames, rowChanges, rowNames, rowReason, type LogDbRow, type NameBook } from './log-names.ts';

/** The log's filters, as the contract parsed them. */
export type Filters = z.output<typeof LogFilters>;

/** The conditions of the log's filters; the book says which calls an area filter names. */
export function where(filters: Filters, book: LogBook): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.operator) conditions.push(eq(operationsLog.operatorId, filters.operator));
  if (filters.company) conditions.push(eq(operationsLog.companyId, filters.company));
  const area = filters.area ? areaCondition(book, filters.area) : undefined;
  if (area) conditions.push(area);
  if (filters.outcome === 'done') conditions.push(lt(operationsLog.status, 400));
  if (filters.outcome === 'refused') conditions.push(and(gte(operationsLog.status, 400), lt(operationsLog.status, 500))!);
  if (filters.outcome === 'failed') conditions.push(gte(operationsLog.status, 500));
  if (filters.from) conditions.push(gte(operationsLog.at, new Date(filters.from)));
  if (filters.to) conditions.push(lte(operationsLog.at, new Date(filters.to)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function select(db: Db, filters: Filters, book: LogBook) {
  return db.select().from(operationsLog).where(where(filters, book)).orderBy(desc(operationsLog.at), desc(operationsLog.id));
}

function present(row: LogDbRow, names: NameBook, lang: Language, book: LogBook) {
  const actor = row.operatorId ? names.operator.get(row.operatorId) : undefined;
  const presented = {
    id: row.id,
    at: row.at.toISOString(),
    operator_id: row.operatorId,
    operator_email: actor?.email ?? null,
    ip: row.ip,
    endpoint: row.endpoint,
    status: row.status,
    target: row.target,
    company_id: row.companyId,
    summary: row.summary,
    operator_name: actor?.name ?? null,
    ...rowNames(names, row),
    area: areaOf(book, row.endpoint),
    reason: rowReason(row, lang),
    changes: rowChanges(row, lang),
  };
  return { ...presented, sentence: logSentence(book, presented, lang) };
}

/**
 * One page of the log, newest first, each row in a sentence of the reader's language, with the
 * names of the people and records it names as they are now.
 */
export async function listLog(db: Db, input: Filters & { page: number; pageSize: number }, lang: Language, book: LogBook) {
  const [rows, [{ total = 0 } = {}]] = await Promise.all([
    select(db, input, book).limit(input.pageSize).offset((input.page - 1) * input.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(operationsLog).where(where(input, book)),
  ]);
  const names = await readNames(db, rows);
  return { items: rows.map((row) => present(row, names, lang, book)), total };
}

async function count(db: Db, table: typeof companies | typeof projects | typeof operators): Promise<number> {
  const [{ n = 0 } = {}] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return n;
}

/** Version, database engine and size, mail transport, uptime and the main counts. */
export async function installationInfo(deps: AppDeps, now: Date) {
  const db = deps.database.db;
  return {
    version: deps.version,
    database: { engine: deps.database.kind, size_bytes: await deps.database.sizeBytes() },
    mail: { transport: deps.mailer.transport },
    uptime_seconds: Math.max(0, Math.floor((now.getTime() - deps.startedAt.getTime()) / 1000)),
    counts: { companies: await count(db, companies), projects: await count(db, projects), operators: await count(db, operators) },
  };
}
