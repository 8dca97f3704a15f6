// The registered-users screen's filters as SQL on `registered_users`: the screen's list and a
// mail-merge audience of users select the same people. Shared by two areas, it lives outside both.
import { and, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../contract/languages.ts';
import { dayEnd, dayStart } from '../db/days.ts';
import { containing } from '../db/search.ts';
import { registeredUsers } from '../db/schema/users.ts';

/** The filters of the registered-users screen. */
export interface UserFilters {
  search?: string | undefined;
  /** true: only those who sent something to the project's forms; false: only those who have not. */
  submitted?: boolean | undefined;
  /** Only those who accepted this condition version (its id). */
  condition?: string | undefined;
  lang?: Language | undefined;
  /** Registered on or after this day (YYYY-MM-DD), read in `zone`. */
  from?: string | undefined;
  /** Registered on or before this day (YYYY-MM-DD), read in `zone`. */
  to?: string | undefined;
  zone?: string | undefined;
}

// Written out in full: in a query on one table the builder leaves columns unqualified, and a bare "id" in a subquery is the subquery's own.
const SENT = sql`FROM submissions AS sent WHERE sent.user_id = registered_users.id AND sent.status <> 'draft'`;

/** What a registered user sent to the project's forms: drafts are not counted. */
export const sentCount = sql<number>`(SELECT count(*) ${SENT})::int`;

function searched(search: string): SQL {
  const like = containing(search);
  const fullName = sql`${registeredUsers.firstName} || ' ' || ${registeredUsers.lastName}`;
  return or(ilike(registeredUsers.email, like), ilike(registeredUsers.firstName, like), ilike(registeredUsers.lastName, like), sql`${fullName} ILIKE ${like}`)!;
}

/** The days of the filters run backwards (`to` before `from`): the list refuses them on `to`. */
export const daysReversed = (filters: UserFilters): boolean => Boolean(filters.from && filters.to && filters.to < filters.from);

/** The project's registered users the filters select, as a where-clause on `registered_users` alone. */
export function userFiltersWhere(scope: { company: string; project: string }, filters: UserFilters): SQL {
  return and(eq(registeredUsers.projectId, scope.project), eq(registeredUsers.companyId, scope.company), ...userFilterParts(filters))!;
}

/** The filters' conditions on `registered_users`, in any project: the installation's export adds its own scope. */
export function userFilterParts(filters: UserFilters): SQL[] {
  const parts: SQL[] = [];
  if (filters.search) parts.push(searched(filters.search));
  if (filters.submitted !== undefined) {
    const sent = sql`EXISTS (SELECT 1 ${SENT})`;
    parts.push(filters.submitted ? sent : sql`NOT ${sent}`);
  }
  if (filters.condition) {
    parts.push(
      sql`EXISTS (SELECT 1 FROM condition_acceptances AS accepted WHERE accepted.user_id = registered_users.id AND accepted.condition_id = ${filters.condition})`,
    );
  }
  if (filters.lang) parts.push(eq(registeredUsers.preferredLang, filters.lang));
  if (filters.from) parts.push(gte(registeredUsers.createdAt, dayStart(filters.from, filters.zone)));
  if (filters.to) parts.push(lt(registeredUsers.createdAt, dayEnd(filters.to, filters.zone)));
  return parts;
}
