import { and, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { sqlRows, type Db } from '../../db/db.ts';
import { operators } from '../../db/schema/accounting.ts';
import { operationsLog } from '../../db/schema/installation.ts';
import { csvLine } from '../../exports/csv.ts';

/** The export's columns, in the order of its header. */
export const LOG_EXPORT_HEADER = ['at', 'operator', 'address', 'call', 'status', 'target', 'company', 'summary'];

type RawRow = [id: number, at: string, operatorId: string | null, ip: string, endpoint: string, status: number, target: string | null, companyId: string | null, summary: unknown];

/**
 * One keyset page of the log below `cursor` that the condition of its filters keeps, newest first. The database hands the page
 * over as one JSON text: row by row, PGlite's hand-over cost 3.5 times as much as the query.
 */
export async function readLogPage(db: Db, filtered: SQL | undefined, cursor: number, limit: number): Promise<RawRow[]> {
  const page = sql`SELECT * FROM ${operationsLog} WHERE ${and(filtered, lt(operationsLog.id, cursor))} ORDER BY ${operationsLog.id} DESC LIMIT ${limit}`;
  const result = await sqlRows<{ page: string | null }>(db, sql`SELECT json_agg(json_build_array(l.id, l.at, l.operator_id, l.ip, l.endpoint, l.status, l.target, l.company_id, l.summary) ORDER BY l.id DESC)::text AS page
    FROM (${page}) AS l`);
  const text = result[0]?.page;
  return text ? (JSON.parse(text) as RawRow[]) : [];
}

/** The operators' emails a page names, read once per export and kept for the pages after. */
export class EmailBook {
  private readonly known = new Map<string, string | null>();

  constructor(private readonly db: Db) {}

  /** Learns the emails of the operators of `rows` not met before. */
  async learn(rows: RawRow[]): Promise<void> {
    const missing = [...new Set(rows.map((row) => row[2]).filter((id): id is string => id !== null && !this.known.has(id)))];
    if (missing.length === 0) return;
    const found = await this.db.select({ id: operators.id, email: operators.email }).from(operators).where(inArray(operators.id, missing));
    for (const id of missing) this.known.set(id, found.find((row) => row.id === id)?.email ?? null);
  }

  /** The operator column: their email, else the id of an operator since removed, else empty. */
  operator(id: string | null): string {
    return id === null ? '' : (this.known.get(id) ?? id);
  }
}

/** The CSV lines of a page, as the export has always written them. */
export function pageLines(rows: RawRow[], emails: EmailBook): string {
  return rows
    .map(([, at, operatorId, ip, endpoint, status, target, companyId, summary]) =>
      csvLine([new Date(at).toISOString(), emails.operator(operatorId), ip, endpoint, status, target, companyId, summary]),
    )
    .join('');
}
