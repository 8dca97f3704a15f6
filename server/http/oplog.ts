import type { Db } from '../db/client.ts';
import { operationsLog } from '../db/schema/installation.ts';
import { SECRET_FIELDS } from './secret-fields.ts';
import { safeJson, safeText } from './text.ts';

/** One row of the operations' log. */
export interface LogEntry {
  at: Date;
  operatorId: string | null;
  ip: string;
  endpoint: string;
  status: number;
  target?: string | null;
  companyId?: string | null;
  summary: Record<string, unknown>;
}

const MAX_TEXT = 200;

/** The input as the log keeps it: secrets masked, long texts cut, at most 20 fields. */
export function summarize(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  const entries = Object.entries(input as Record<string, unknown>).slice(0, 20);
  return Object.fromEntries(entries.map(([key, value]) => [key, SECRET_FIELDS.has(key) ? '***' : shorten(value)]));
}

function shorten(value: unknown): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (typeof value === 'object' && value !== null) {
    const text = JSON.stringify(value);
    return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : value;
  }
  return value;
}

/**
 * Writes one row of the operations' log. Its texts are made storable first: a NUL or a lone
 * surrogate in them would make the database refuse the row, and the refusal would leave no trace.
 */
export async function writeLog(db: Db, entry: LogEntry): Promise<void> {
  await db.insert(operationsLog).values({
    ...entry,
    ip: safeText(entry.ip),
    endpoint: safeText(entry.endpoint),
    target: entry.target == null ? null : safeText(entry.target),
    companyId: entry.companyId ?? null,
    summary: safeJson(entry.summary) as Record<string, unknown>,
  });
}
