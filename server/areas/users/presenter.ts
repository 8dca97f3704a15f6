import type { z } from 'zod';
import type { ConditionVersionSchema, RegisteredUserListItemSchema, UserGet } from '../../../contract/users.ts';
import type { conditions } from '../../db/schema/installation.ts';
import type { registeredUsers } from '../../db/schema/users.ts';

/** A registered user's row. */
export type UserRow = typeof registeredUsers.$inferSelect;

/** A registered user as the list shows them; `submissions` counts what they sent (drafts aside). */
export function userListItem(row: UserRow, submissions: number): z.input<typeof RegisteredUserListItemSchema> {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    preferred_lang: row.preferredLang,
    submissions,
    created_at: row.createdAt.toISOString(),
    blocked_at: row.blockedAt?.toISOString() ?? null,
  };
}

type UserEntity = z.input<typeof UserGet.output>['entity'];

/** One submission of a registered user, as their record lists it. */
export function userSubmission(row: {
  id: string;
  formId: string;
  slug: string;
  status: UserEntity['items'][number]['status'];
  formVersion: number;
  updatedAt: Date;
  submittedAt: Date | null;
}): UserEntity['items'][number] {
  return {
    id: row.id,
    form: { id: row.formId, slug: row.slug },
    status: row.status,
    version: row.formVersion,
    updated_at: row.updatedAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
  };
}

/** One acceptance of a condition's version. */
export function userConsent(row: { id: string; key: string; version: number; required: boolean; acceptedAt: Date }): UserEntity['consents'][number] {
  return { condition: row.id, key: row.key, version: row.version, required: row.required, accepted_at: row.acceptedAt.toISOString() };
}

/** A version of a condition, as the list's filter offers it. */
export function conditionVersion(row: typeof conditions.$inferSelect): z.input<typeof ConditionVersionSchema> {
  return {
    id: row.id,
    key: row.key,
    version: row.version,
    required: row.required,
    title: row.title,
    published_at: row.publishedAt.toISOString(),
    withdrawn: row.withdrawnAt !== null,
  };
}
