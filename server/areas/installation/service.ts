import { and, desc, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { LogFilters } from '../../../contract/installation.ts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { operators } from '../../db/schema/accounting.ts';
import { companies } from '../../db/schema/companies.ts';
import { operationsLog } from '../../db/schema/installation.ts';
import { projects } from '../../db/schema/projects.ts';

/** The log's filters, as the contract parsed them. */
export type Filters = z.output<typeof LogFilters>;

/** The conditions of the log's filters. */
export function where(filters: Filters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.operator) conditions.push(eq(operationsLog.operatorId, filters.operator));
  if (filters.company) conditions.push(eq(operationsLog.companyId, filters.company));
  if (filters.area) conditions.push(like(operationsLog.endpoint, `${filters.area}/%`));
  if (filters.from) conditions.push(gte(operationsLog.at, new Date(filters.from)));
  if (filters.to) conditions.push(lte(operationsLog.at, new Date(filters.to)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function select(db: Db, filters: Filters) {
  return db
    .select({ row: operationsLog, email: operators.email })
    .from(operationsLog)
    .leftJoin(operators, eq(operators.id, operationsLog.operatorId))
    .where(where(filters))
    .orderBy(desc(operationsLog.at), desc(operationsLog.id));
}

function present({ row, email }: { row: typeof operationsLog.$inferSelect; email: string | null }) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    operator_id: row.operatorId,
    operator_email: email,
    ip: row.ip,
    endpoint: row.endpoint,
    status: row.status,
    target: row.target,
    company_id: row.companyId,
    summary: row.summary,
  };
}

/** One page of the log, newest first. */
export async function listLog(db: Db, input: Filters & { page: number; pageSize: number }) {
  const [rows, [{ total = 0 } = {}]] = await Promise.all([
    select(db, input).limit(input.pageSize).offset((input.page - 1) * input.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(operationsLog).where(where(input)),
  ]);
  return { items: rows.map(present), total };
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
