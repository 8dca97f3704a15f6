import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { forms } from '../../db/schema/forms.ts';
import { conditions } from '../../db/schema/installation.ts';
import { submissions } from '../../db/schema/submissions.ts';
import { conditionAcceptances, registeredUsers, respondentSessions } from '../../db/schema/users.ts';
import { AppError } from '../../errors.ts';
import { sentCount } from '../../respondents/user-filters.ts';
import { conditionVersion, userConsent, userListItem, userSubmission, type UserRow } from './presenter.ts';
import type { ProjectScope } from '../../../contract/fields.ts';

/** A registered user of the project, found only under the company and project named with them; anyone else is not found. */
export async function findUser(db: Db, scope: ProjectScope, userId: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(registeredUsers)
    .where(and(eq(registeredUsers.id, userId), eq(registeredUsers.projectId, scope.project), eq(registeredUsers.companyId, scope.company)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

async function sentBy(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ sent: sentCount }).from(registeredUsers).where(eq(registeredUsers.id, userId));
  return row?.sent ?? 0;
}

/** A registered user as the list shows them. */
export async function presentUser(db: Db, row: UserRow) {
  return userListItem(row, await sentBy(db, row.id));
}

/** A registered user with every submission of theirs (drafts too, last changed first) and the conditions they accepted. */
export async function getUser(db: Db, scope: ProjectScope, userId: string) {
  const row = await findUser(db, scope, userId);
  const [items, consents, entity] = await Promise.all([
    db
      .select({
        id: submissions.id,
        formId: submissions.formId,
        slug: forms.slug,
        status: submissions.status,
        formVersion: submissions.formVersion,
        updatedAt: submissions.updatedAt,
        submittedAt: submissions.submittedAt,
      })
      .from(submissions)
      .innerJoin(forms, eq(forms.id, submissions.formId))
      .where(and(eq(submissions.userId, row.id), eq(submissions.projectId, scope.project)))
      .orderBy(desc(sql`coalesce(${submissions.submittedAt}, ${submissions.updatedAt})`), desc(submissions.id)),
    db
      .select({ id: conditions.id, key: conditions.key, version: conditions.version, required: conditions.required, acceptedAt: conditionAcceptances.acceptedAt })
      .from(conditionAcceptances)
      .innerJoin(conditions, eq(conditions.id, conditionAcceptances.conditionId))
      .where(eq(conditionAcceptances.userId, row.id))
      .orderBy(asc(conditions.key), desc(conditions.version)),
    presentUser(db, row),
  ]);
  return { ...entity, items: items.map(userSubmission), consents: consents.map(userConsent) };
}

/**
 * Blocks a registered user, signing them out everywhere (their sessions are deleted, and a
 * blocked user's cookie opens none), or unblocks them. A user blocked already keeps the moment
 * they were first blocked.
 */
export async function blockUser(db: Db, scope: ProjectScope, userId: string, blocked: boolean, now: Date): Promise<UserRow> {
  const row = await findUser(db, scope, userId);
  if (blocked) await db.delete(respondentSessions).where(eq(respondentSessions.userId, row.id));
  if (blocked === (row.blockedAt !== null)) return row;
  const [saved] = await db
    .update(registeredUsers)
    .set({ blockedAt: blocked ? now : null, updatedAt: now })
    .where(eq(registeredUsers.id, row.id))
    .returning();
  return saved!;
}

/** Every version of the installation's conditions, by key and newest version first. */
export async function listConditionVersions(db: Db) {
  const rows = await db.select().from(conditions).orderBy(asc(conditions.key), desc(conditions.version));
  return rows.map(conditionVersion);
}
