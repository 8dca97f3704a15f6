// The installation admins' export of people: its start (checked, recorded with its purpose, queued
// as a job of the caller's), the list of past exports, and the choices its filters offer.
import { asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import {
  USER_EXPORT_COLUMNS,
  USER_EXPORT_DEFAULT_COLUMNS,
  USER_EXPORT_FILTERS,
  UserExportChoices,
  UserExportList,
  UserExportStart,
  type UserExportColumn,
  type UserExportFilters,
  type UserExportKind,
} from '../../../contract/users.ts';
import type { Db } from '../../db/db.ts';
import { companies } from '../../db/schema/companies.ts';
import { conditions } from '../../db/schema/installation.ts';
import { projects } from '../../db/schema/projects.ts';
import { fieldError, type FieldProblem } from '../../errors.ts';
import { containing } from '../../db/search.ts';
import { handle } from '../../http/handler.ts';
import { presentJob } from '../../jobs/presenter.ts';
import { enqueueJob } from '../../jobs/store.ts';
import { wakeRunners } from '../../jobs/wake.ts';
import { userExportJob, type UserExportJobInput } from './export.ts';
import { exportStarted, exportTarget, listExports } from './export-store.ts';

/** The most choices one search answers. */
const CHOICES_LIMIT = 20;

// Filters the kind does not take, columns it does not offer, days the wrong way round: each refused on its field.
function checked(kind: UserExportKind, filters: UserExportFilters, columns: readonly UserExportColumn[] | undefined) {
  const problems: Record<string, FieldProblem> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && !USER_EXPORT_FILTERS[kind].includes(name as keyof UserExportFilters)) problems[`filters.${name}`] = { rule: 'invalid' };
  }
  if (filters.from && filters.to && filters.to < filters.from) problems['filters.to'] = { rule: 'invalid' };
  const offered = USER_EXPORT_COLUMNS[kind];
  if (columns?.some((column) => !offered.includes(column))) problems.columns = { rule: 'invalid' };
  if (Object.keys(problems).length > 0) throw fieldError(problems);
  // In the kind's order, each once.
  const chosen = new Set(columns ?? USER_EXPORT_DEFAULT_COLUMNS[kind]);
  return offered.filter((column) => chosen.has(column));
}

// What the filters keep: the ones given, without empty lists.
function kept(filters: UserExportFilters): UserExportFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0))) as UserExportFilters;
}

async function choices(db: Db, of: 'company' | 'project' | 'condition', search: string, ids: string[]) {
  const like = containing(search);
  if (of === 'company') {
    const where: SQL | undefined = ids.length > 0 ? inArray(companies.id, ids) : search ? or(ilike(companies.name, like), ilike(companies.slug, like)) : undefined;
    const rows = await db.select({ id: companies.id, name: companies.name, detail: companies.slug }).from(companies).where(where).orderBy(asc(companies.name)).limit(CHOICES_LIMIT);
    return rows;
  }
  if (of === 'project') {
    const where: SQL | undefined = ids.length > 0 ? inArray(projects.id, ids) : search ? or(ilike(projects.name, like), ilike(companies.name, like)) : undefined;
    return db
      .select({ id: projects.id, name: projects.name, detail: companies.name })
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .where(where)
      .orderBy(asc(companies.name), asc(projects.name))
      .limit(CHOICES_LIMIT);
  }
  const where: SQL | undefined = ids.length > 0 ? inArray(conditions.id, ids) : search ? ilike(conditions.key, like) : undefined;
  const rows = await db
    .select({ id: conditions.id, key: conditions.key, version: conditions.version, title: conditions.title })
    .from(conditions)
    .where(where)
    .orderBy(asc(conditions.key), desc(conditions.version))
    .limit(CHOICES_LIMIT);
  return rows.map((row) => ({ id: row.id, name: `${row.key} v${row.version}`, detail: row.title.en ?? Object.values(row.title)[0] ?? '' }));
}

/** The handlers of the export of people (installation admins only, by the calls' permission). */
export const userExportHandlers = [
  handle(UserExportStart, async (ctx, input) => {
    const columns = checked(input.kind, input.filters, input.columns);
    const filters = kept(input.filters);
    const jobInput: UserExportJobInput = { kind: input.kind, format: input.format, filters, columns, lang: ctx.lang };
    const ownerId = ctx.session!.operator.id;
    const job = await enqueueJob(ctx.db, { kind: userExportJob.name, ownerId, input: jobInput, maxAttempts: userExportJob.maxAttempts }, ctx.now);
    await exportStarted(ctx.db, { id: job.id, kind: input.kind, format: input.format, purpose: input.purpose, filters, columns, requestedBy: ownerId }, ctx.now);
    ctx.audit({ target: exportTarget(job.id), summary: { kind: input.kind, format: input.format, purpose: input.purpose, filters, columns } });
    // Woken once the call's transaction has committed, so the runner finds the row.
    ctx.defer(async () => wakeRunners());
    return { job: job.id, started: presentJob(job) };
  }),

  handle(UserExportList, async (ctx, input) => listExports(ctx.db, ctx.session!.operator.id, input.page, input.pageSize, ctx.now)),

  handle(UserExportChoices, async (ctx, input) => ({ items: await choices(ctx.db, input.of, input.search, input.ids) })),
];
