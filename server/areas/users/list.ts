import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserList } from '../../../contract/users.ts';
import type { Db } from '../../db/db.ts';
import { containing } from '../../db/search.ts';
import { registeredUsers } from '../../db/schema/users.ts';
import { fieldError } from '../../errors.ts';
import { dayEnd, dayStart } from '../../db/days.ts';
import { userListItem } from './presenter.ts';

type ListInput = z.output<typeof UserList.input>;

// Written out in full: in a query on one table the builder leaves columns unqualified, and a bare "id" in a subquery is the subquery's own.
const SENT = sql`FROM submissions AS sent WHERE sent.user_id = registered_users.id AND sent.status <> 'draft'`;

/** What a registered user sent to the project's forms: drafts are not counted. */
export const sentCount = sql<number>`(SELECT count(*) ${SENT})::int`;

function searched(search: string): SQL {
  const like = containing(search);
  const fullName = sql`${registeredUsers.firstName} || ' ' || ${registeredUsers.lastName}`;
  return or(ilike(registeredUsers.email, like), ilike(registeredUsers.firstName, like), ilike(registeredUsers.lastName, like), sql`${fullName} ILIKE ${like}`)!;
}

function filtersOf(input: ListInput): SQL[] {
  const filters: SQL[] = [eq(registeredUsers.projectId, input.project), eq(registeredUsers.companyId, input.company)];
  if (input.search) filters.push(searched(input.search));
  if (input.submitted !== undefined) {
    const sent = sql`EXISTS (SELECT 1 ${SENT})`;
    filters.push(input.submitted ? sent : sql`NOT ${sent}`);
  }
  if (input.condition) {
    filters.push(
      sql`EXISTS (SELECT 1 FROM condition_acceptances AS accepted WHERE accepted.user_id = registered_users.id AND accepted.condition_id = ${input.condition})`,
    );
  }
  if (input.lang) filters.push(eq(registeredUsers.preferredLang, input.lang));
  if (input.from) filters.push(gte(registeredUsers.createdAt, dayStart(input.from, input.zone)));
  if (input.to) filters.push(lt(registeredUsers.createdAt, dayEnd(input.to, input.zone)));
  return filters;
}

/** One page of a project's registered users, newest first, searched by address or name and filtered. */
export async function listUsers(db: Db, input: ListInput) {
  if (input.from && input.to && input.to < input.from) throw fieldError({ to: { rule: 'invalid' } });
  const where = and(...filtersOf(input));
  const [rows, [{ total = 0 } = {}]] = await Promise.all([
    db
      .select({ user: registeredUsers, sent: sentCount })
      .from(registeredUsers)
      .where(where)
      .orderBy(desc(registeredUsers.createdAt), desc(registeredUsers.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(registeredUsers).where(where),
  ]);
  return { items: rows.map((row) => userListItem(row.user, row.sent)), total };
}
