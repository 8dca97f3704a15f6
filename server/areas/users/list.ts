import { desc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserList } from '../../../contract/users.ts';
import type { Db } from '../../db/db.ts';
import { registeredUsers } from '../../db/schema/users.ts';
import { fieldError } from '../../errors.ts';
import { daysReversed, sentCount, userFiltersWhere } from '../../respondents/user-filters.ts';
import { userListItem } from './presenter.ts';

type ListInput = z.output<typeof UserList.input>;

/** One page of a project's registered users, newest first, searched by address or name and filtered. */
export async function listUsers(db: Db, input: ListInput) {
  if (daysReversed(input)) throw fieldError({ to: { rule: 'invalid' } });
  const where = userFiltersWhere(input, input);
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
