import { jsonEqual } from '../../contract/json-equal.ts';
import type { Db } from '../db/db.ts';
import { operationsLog } from '../db/schema/installation.ts';
import { SECRET_FIELDS, withoutSecrets } from './secret-fields.ts';
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
  /** A saved record's changed fields: before and after, by the field's name in the calls. */
  changes?: RecordChanges | null;
}

/** The changed fields of a saved record, by the field's name in the calls. */
export type RecordChanges = Record<string, { from: unknown; to: unknown }>;

// What every record has and nobody edits: not a change a person made.
const BOOKKEEPING = new Set(['id', 'version', 'created_at', 'updated_at']);

const MAX_TEXT = 200;

/** The input as the log keeps it: secrets masked, long texts cut, at most 20 fields. */
/**
 * What the log keeps of a public side's call: what it was about, never what the person typed
 * (their address, name or answers), so nothing of theirs outlives an erasure in the log.
 */
export function publicSummary(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null) return {};
  const kept = Object.entries(input as Record<string, unknown>).filter(([key]) => PUBLIC_LOGGED.has(key));
  return summarize(Object.fromEntries(kept));
}

const PUBLIC_LOGGED = new Set(['company', 'project', 'form', 'submission', 'block', 'lang']);

export function summarize(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  const entries = Object.entries(input as Record<string, unknown>).slice(0, 20);
  // A secret inside an object (a relay's password) is left out of it.
  return Object.fromEntries(entries.map(([key, value]) => [key, SECRET_FIELDS.has(key) ? '***' : shorten(withoutSecrets(value))]));
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
 * The fields that differ between a record before and after a save, both as the area presents
 * them (the calls' field names): a new record (no before) changes every field it has set.
 * Secrets and bookkeeping fields never go in; long texts are cut as in the summary.
 */
export function recordChanges(before: Record<string, unknown> | null, after: Record<string, unknown>): RecordChanges | null {
  const changes: RecordChanges = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after)])) {
    if (BOOKKEEPING.has(field) || SECRET_FIELDS.has(field)) continue;
    const from = before?.[field] ?? null;
    const to = after[field] ?? null;
    if (before === null && (to === null || to === '')) continue;
    if (!jsonEqual(from, to)) changes[field] = { from: shorten(from), to: shorten(to) };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * Writes one row of the operations' log. Its texts are made storable first: a NUL or a lone
 * surrogate in them would make the database refuse the row, and the refusal would leave no trace.
 */
export async function writeLog(db: Db, entry: LogEntry): Promise<void> {
  await db.insert(operationsLog).values(logRow(entry));
}

/**
 * The log row's insert as a `WITH` part of another statement (`db.with(...)`), written with it in
 * one statement: a keyed change's row goes with its key's answer.
 */
export function logAlongside(db: Db, entry: LogEntry) {
  return db.$with('logged').as(db.insert(operationsLog).values(logRow(entry)).returning({ id: operationsLog.id }));
}

function logRow(entry: LogEntry): typeof operationsLog.$inferInsert {
  return {
    ...entry,
    ip: safeText(entry.ip),
    endpoint: safeText(entry.endpoint),
    target: entry.target == null ? null : safeText(entry.target),
    companyId: entry.companyId ?? null,
    summary: safeJson(entry.summary) as Record<string, unknown>,
    changes: entry.changes ? (safeJson(entry.changes) as RecordChanges) : null,
  };
}
