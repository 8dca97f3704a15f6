import { inArray } from 'drizzle-orm';
import { ENDPOINTS, labelsOf } from '../../../contract/endpoints.ts';
import { isErrorCode } from '../../../contract/endpoints.ts';
import { errorTemplate } from '../../../contract/contract-texts.ts';
import { fieldLabel, type FieldLabels } from '../../../contract/labels.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Db } from '../../db/db.ts';
import { operators } from '../../db/schema/accounting.ts';
import { companies } from '../../db/schema/companies.ts';
import type { operationsLog } from '../../db/schema/installation.ts';
import { projects } from '../../db/schema/projects.ts';
import { registeredUsers } from '../../db/schema/users.ts';

/** One stored row of the log. */
export type LogDbRow = typeof operationsLog.$inferSelect;

type Kind = 'company' | 'project' | 'operator' | 'user';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The summary's fields that name a record by id, and the kind of record they name.
const SUMMARY_REFS: Record<string, Kind> = { company: 'company', project: 'project', Projects: 'project', operator: 'operator' };

const LABELS = new Map<string, FieldLabels>(ENDPOINTS.map((endpoint) => [endpoint.path, labelsOf(endpoint)]));

/** The record a row is about, from its target (`company:<id>`, `invite:<email>`...). */
export function targetOf(row: Pick<LogDbRow, 'target'>): { kind: string; id: string } | null {
  const match = /^([a-z-]+):(.+)$/.exec(row.target ?? '');
  return match ? { kind: match[1]!, id: match[2]! } : null;
}

function idsIn(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((item): item is string => typeof item === 'string' && UUID.test(item)).map((id) => id.toLowerCase());
}

// Every record a page names, by kind: the actor, the company, the target and the summary's ids.
function wanted(rows: LogDbRow[]): Record<Kind, Set<string>> {
  const ids: Record<Kind, Set<string>> = { company: new Set(), project: new Set(), operator: new Set(), user: new Set() };
  for (const row of rows) {
    if (row.operatorId) ids.operator.add(row.operatorId);
    if (row.companyId) ids.company.add(row.companyId);
    const target = targetOf(row);
    if (target && target.kind in ids) idsIn(target.id).forEach((id) => ids[target.kind as Kind].add(id));
    for (const [field, kind] of Object.entries(SUMMARY_REFS)) idsIn(row.summary[field]).forEach((id) => ids[kind].add(id));
  }
  return ids;
}

/** The names of the records a page of the log names, read with one query per kind of record. */
export interface NameBook {
  company: Map<string, string>;
  project: Map<string, string>;
  operator: Map<string, { name: string; email: string }>;
  /** Registered users, by their name (else their address) while they are registered: an erased one reads as gone. */
  user: Map<string, string>;
}

/** Reads the names a page needs: at most one query each for operators, companies, projects and registered users. */
export async function readNames(db: Db, rows: LogDbRow[]): Promise<NameBook> {
  const ids = wanted(rows);
  const [companyRows, projectRows, operatorRows, userRows] = await Promise.all([
    ids.company.size ? db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, [...ids.company])) : [],
    ids.project.size ? db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, [...ids.project])) : [],
    ids.operator.size
      ? db.select({ id: operators.id, firstName: operators.firstName, email: operators.email }).from(operators).where(inArray(operators.id, [...ids.operator]))
      : [],
    ids.user.size
      ? db
          .select({ id: registeredUsers.id, firstName: registeredUsers.firstName, lastName: registeredUsers.lastName, email: registeredUsers.email })
          .from(registeredUsers)
          .where(inArray(registeredUsers.id, [...ids.user]))
      : [],
  ]);
  return {
    company: new Map(companyRows.map((row) => [row.id, row.name])),
    project: new Map(projectRows.map((row) => [row.id, row.name])),
    operator: new Map(operatorRows.map((row) => [row.id, { name: row.firstName.trim() || row.email, email: row.email }])),
    user: new Map(userRows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim() || row.email])),
  };
}

function nameOf(book: NameBook, kind: string, id: string): string | undefined {
  if (kind === 'operator') return book.operator.get(id)?.name;
  if (kind === 'company' || kind === 'project' || kind === 'user') return book[kind].get(id);
  return undefined;
}

// The name a row kept of its record when it was written: a saved record's name, an address, a file's name.
function keptName(row: LogDbRow): string | null {
  const kept = row.summary.name ?? row.summary.Email;
  return typeof kept === 'string' && kept !== '' ? kept : null;
}

/** A row's names: the target's, the company's and those of the records its summary names. */
export function rowNames(book: NameBook, row: LogDbRow) {
  const target = targetOf(row);
  const targetName = target ? (nameOf(book, target.kind, target.id.toLowerCase()) ?? (target.kind === 'invite' ? target.id : keptName(row))) : null;
  const companyIsTarget = target?.kind === 'company' && target.id === row.companyId;
  const companyName = row.companyId ? (book.company.get(row.companyId) ?? (companyIsTarget ? keptName(row) : null)) : null;
  const names: Record<string, string> = {};
  for (const [field, kind] of Object.entries(SUMMARY_REFS)) {
    for (const id of idsIn(row.summary[field])) {
      const name = nameOf(book, kind, id);
      if (name !== undefined) names[id] = name;
    }
  }
  return { target_name: targetName, company_name: companyName, names };
}

/** A row's changed fields, each with its label in the reader's language. */
export function rowChanges(row: LogDbRow, lang: Language) {
  const labels = LABELS.get(row.endpoint) ?? {};
  return Object.entries(row.changes ?? {}).map(([field, change]) => ({ field, label: fieldLabel(field, lang, labels), from: change.from, to: change.to }));
}

/** Why a row's call was refused or failed, in the reader's language: its error code's text, else none. */
export function rowReason(row: LogDbRow, lang: Language): string | null {
  if (row.status < 400) return null;
  const code = row.summary.error;
  return isErrorCode(code) ? errorTemplate(code, lang) : null;
}
