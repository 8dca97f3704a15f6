// The people an export selects, read a page at a time in the order they joined (created_at, id):
// registered users across companies and projects, or the operators. What is read is named column
// by column: password hashes, TOTP secrets and sessions are never selected.
import { and, asc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  USER_EXPORT_COLUMN_LABELS,
  type UserExportColumn,
  type UserExportFilters,
  type UserExportKind,
} from '../../../contract/users.ts';
import { EXPORT_WORD_LABELS } from '../../../contract/labels.ts';
import type { Language } from '../../../contract/languages.ts';
import { labelIn } from '../../../contract/text-overrides.ts';
import type { Db } from '../../db/db.ts';
import { dayEnd, dayStart } from '../../db/days.ts';
import { operators } from '../../db/schema/accounting.ts';
import { companies } from '../../db/schema/companies.ts';
import { projects } from '../../db/schema/projects.ts';
import { registeredUsers } from '../../db/schema/users.ts';
import type { Cell, ExportColumn } from '../../exports/xlsx.ts';
import { sentCount, userFilterParts } from '../../respondents/user-filters.ts';

/** Where the reading goes on: after this person (by when they joined, then id). */
export interface PeopleCursor {
  at: string;
  id: string;
}

/** One page of people as cells, and the cursor after its last row (null once read to the end). */
export interface PeoplePage {
  rows: Cell[][];
  next: PeopleCursor | null;
}

/** One person as read: the cursor's fields, and the cells of every column the kind offers. */
interface PersonRecord {
  id: string;
  at: Date;
  cells: Partial<Record<UserExportColumn, Cell>>;
}

/** How a kind's people are read: the table, its filters as SQL, one page as records. */
interface PeopleSource {
  created: typeof registeredUsers.createdAt | typeof operators.createdAt;
  id: typeof registeredUsers.id | typeof operators.id;
  where(filters: UserExportFilters): SQL | undefined;
  count(db: Db, where: SQL | undefined): Promise<number>;
  page(db: Db, where: SQL | undefined, limit: number, lang: Language): Promise<PersonRecord[]>;
}

const nonEmpty = (ids: readonly string[] | undefined): ids is string[] => Boolean(ids && ids.length > 0);
const iso = (date: Date | null) => date?.toISOString() ?? null;

// The conditions a person accepted, as `terms v2; privacy v1`.
const acceptedConditions = sql<string>`coalesce((SELECT string_agg(c.key || ' v' || c.version, '; ' ORDER BY c.key, c.version)
  FROM condition_acceptances AS a JOIN conditions AS c ON c.id = a.condition_id WHERE a.user_id = registered_users.id), '')`;

const registeredSource: PeopleSource = {
  created: registeredUsers.createdAt,
  id: registeredUsers.id,
  where(filters) {
    const parts = userFilterParts(filters);
    if (nonEmpty(filters.companies)) parts.push(inArray(registeredUsers.companyId, filters.companies));
    if (nonEmpty(filters.projects)) parts.push(inArray(registeredUsers.projectId, filters.projects));
    if (filters.blocked !== undefined) parts.push(filters.blocked ? sql`${registeredUsers.blockedAt} IS NOT NULL` : sql`${registeredUsers.blockedAt} IS NULL`);
    return and(...parts);
  },
  async count(db, where) {
    const [{ total = 0 } = {}] = await db.select({ total: sql<number>`count(*)::int` }).from(registeredUsers).where(where);
    return total;
  },
  async page(db, where, limit) {
    const rows = await db
      .select({
        id: registeredUsers.id,
        email: registeredUsers.email,
        firstName: registeredUsers.firstName,
        lastName: registeredUsers.lastName,
        lang: registeredUsers.preferredLang,
        company: companies.name,
        project: projects.name,
        at: registeredUsers.createdAt,
        blockedAt: registeredUsers.blockedAt,
        sent: sentCount,
        conditions: acceptedConditions,
      })
      .from(registeredUsers)
      .innerJoin(companies, eq(companies.id, registeredUsers.companyId))
      .innerJoin(projects, eq(projects.id, registeredUsers.projectId))
      .where(where)
      .orderBy(asc(registeredUsers.createdAt), asc(registeredUsers.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      at: row.at,
      cells: {
        id: row.id,
        email: row.email,
        first_name: row.firstName,
        last_name: row.lastName,
        preferred_lang: row.lang,
        company: row.company,
        project: row.project,
        registered_at: iso(row.at),
        blocked_at: iso(row.blockedAt),
        submissions: row.sent,
        conditions: row.conditions,
      },
    }));
  },
};

// An operator's grants as `manager @ Acme; editor @ Acme / Prize 2030`.
const operatorRoles = sql<string>`coalesce((SELECT string_agg(g.role || ' @ ' || co.name || coalesce(' / ' || p.name, ''), '; ' ORDER BY co.name, g.role, p.name)
  FROM grants AS g JOIN companies AS co ON co.id = g.company_id LEFT JOIN projects AS p ON p.id = g.project_id
  WHERE g.operator_id = operators.id), '')`;

function grantsWhere(filters: UserExportFilters): SQL | undefined {
  const companyIds = nonEmpty(filters.companies) ? filters.companies : null;
  const roles = filters.roles && filters.roles.length > 0 ? filters.roles : null;
  if (!companyIds && !roles) return undefined;
  const parts: SQL[] = [sql`g.operator_id = operators.id`];
  if (companyIds) parts.push(sql`g.company_id IN (${sql.join(companyIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
  if (roles) parts.push(sql`g.role IN (${sql.join(roles.map((role) => sql`${role}`), sql`, `)})`);
  return sql`EXISTS (SELECT 1 FROM grants AS g WHERE ${sql.join(parts, sql` AND `)})`;
}

// A yes-or-no cell in the export's language (the installation's correction first).
const yesNo = (value: boolean, lang: Language) => labelIn(EXPORT_WORD_LABELS[value ? 'yes' : 'no'], lang);

const operatorSource: PeopleSource = {
  created: operators.createdAt,
  id: operators.id,
  where(filters) {
    const parts: SQL[] = [];
    const granted = grantsWhere(filters);
    if (granted) parts.push(granted);
    if (filters.installation_admin !== undefined) parts.push(eq(operators.installationAdmin, filters.installation_admin));
    if (filters.from) parts.push(gte(operators.createdAt, dayStart(filters.from, filters.zone)));
    if (filters.to) parts.push(lt(operators.createdAt, dayEnd(filters.to, filters.zone)));
    return and(...parts);
  },
  async count(db, where) {
    const [{ total = 0 } = {}] = await db.select({ total: sql<number>`count(*)::int` }).from(operators).where(where);
    return total;
  },
  async page(db, where, limit, lang) {
    const rows = await db
      .select({
        id: operators.id,
        email: operators.email,
        firstName: operators.firstName,
        lang: operators.preferredLang,
        admin: operators.installationAdmin,
        disabled: operators.disabled,
        at: operators.createdAt,
        roles: operatorRoles,
      })
      .from(operators)
      .where(where)
      .orderBy(asc(operators.createdAt), asc(operators.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      at: row.at,
      cells: {
        id: row.id,
        email: row.email,
        first_name: row.firstName,
        preferred_lang: row.lang,
        installation_admin: yesNo(row.admin, lang),
        disabled: yesNo(row.disabled, lang),
        roles: row.roles,
        created_at: iso(row.at),
      },
    }));
  },
};

const SOURCES: Record<UserExportKind, PeopleSource> = { registered_users: registeredSource, operators: operatorSource };

/** The people of a kind the filters select, read with their count and page by page. */
export function peopleReader(db: Db, kind: UserExportKind, filters: UserExportFilters, columns: readonly UserExportColumn[], lang: Language) {
  const source = SOURCES[kind];
  const where = source.where(filters);
  return {
    count: () => source.count(db, where),
    /** The page after `cursor` (from the first person when null), as the chosen columns' cells. */
    async page(cursor: PeopleCursor | null, limit: number): Promise<PeoplePage> {
      const after = cursor
        ? or(gt(source.created, new Date(cursor.at)), and(eq(source.created, new Date(cursor.at)), gt(source.id, cursor.id)))
        : undefined;
      const records = await source.page(db, and(where, after), limit, lang);
      const last = records.at(-1);
      return {
        rows: records.map((record) => columns.map((column) => record.cells[column] ?? null)),
        next: records.length < limit || !last ? null : { at: last.at.toISOString(), id: last.id },
      };
    },
  };
}

const MOMENTS: ReadonlySet<UserExportColumn> = new Set(['registered_at', 'blocked_at', 'created_at']);
const WIDE: ReadonlySet<UserExportColumn> = new Set(['email', 'conditions', 'roles', 'id']);

/** The chosen columns as the files head them, in a language; moments are dates in XLSX. */
export function exportColumns(columns: readonly UserExportColumn[], lang: Language): ExportColumn[] {
  return columns.map((column) => ({
    header: labelIn(USER_EXPORT_COLUMN_LABELS[column], lang),
    kind: MOMENTS.has(column) ? 'moment' : column === 'submissions' ? 'number' : 'text',
    width: WIDE.has(column) ? 36 : 18,
  }));
}
