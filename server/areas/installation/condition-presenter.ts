import { count, inArray } from 'drizzle-orm';
import type { Condition, ConditionVersion } from '../../../contract/installation.ts';
import type { Db } from '../../db/db.ts';
import type { conditions } from '../../db/schema/installation.ts';
import { conditionAcceptances } from '../../db/schema/users.ts';

/** A stored version of a condition. */
export type ConditionRow = typeof conditions.$inferSelect;

/** A version as read with the address of the operator who published it. */
export interface ConditionRead {
  row: ConditionRow;
  email: string | null;
}

/** One version as the contract shows it. */
export function conditionVersion({ row, email }: ConditionRead): ConditionVersion {
  return {
    id: row.id,
    key: row.key,
    version: row.version,
    required: row.required,
    title: row.title,
    body: row.body,
    published_at: row.publishedAt.toISOString(),
    published_by_email: email,
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
  };
}

/** How many registered users accepted each of these versions, read with one query. */
export async function acceptedCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: conditionAcceptances.conditionId, n: count() })
    .from(conditionAcceptances)
    .where(inArray(conditionAcceptances.conditionId, ids))
    .groupBy(conditionAcceptances.conditionId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/**
 * A condition in its current version: the versions are numbered from 1 without gaps and none is
 * ever removed, so the current one's number is also how many there are.
 */
export function conditionEntity(read: ConditionRead, accepted: number): Condition {
  return { ...conditionVersion(read), accepted, versions: read.row.version };
}

/** The texts a version shows, without the languages left blank. */
export function writtenTexts(text: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(text).filter((entry): entry is [string, string] => (entry[1] ?? '').trim() !== ''));
}
