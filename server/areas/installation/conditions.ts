import crypto from 'node:crypto';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Condition, ConditionPublish, ConditionWithdraw } from '../../../contract/installation.ts';
import type { Db } from '../../db/db.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { operators } from '../../db/schema/accounting.ts';
import { conditions } from '../../db/schema/installation.ts';
import { AppError, fieldError } from '../../errors.ts';
import { checkVersion } from '../../http/versions.ts';
import { acceptedCounts, conditionEntity, conditionVersion, writtenTexts, type ConditionRead } from './condition-presenter.ts';

type PublishInput = z.output<typeof ConditionPublish.input>;
type WithdrawInput = z.output<typeof ConditionWithdraw.input>;

function readVersions(db: Db, where: SQL | undefined) {
  return db
    .select({ row: conditions, email: operators.email })
    .from(conditions)
    .leftJoin(operators, eq(operators.id, conditions.publishedBy))
    .where(where);
}

// The highest version of each key (of one key when given): a condition's current version.
async function currentVersions(db: Db, key?: string): Promise<ConditionRead[]> {
  return db
    .selectDistinctOn([conditions.key], { row: conditions, email: operators.email })
    .from(conditions)
    .leftJoin(operators, eq(operators.id, conditions.publishedBy))
    .where(key === undefined ? undefined : eq(conditions.key, key))
    .orderBy(asc(conditions.key), desc(conditions.version));
}

async function withCounts(db: Db, reads: ConditionRead[]): Promise<Condition[]> {
  const accepted = await acceptedCounts(
    db,
    reads.map((read) => read.row.id),
  );
  return reads.map((read) => conditionEntity(read, accepted.get(read.row.id) ?? 0));
}

/** Every condition in its current version, by key, with its acceptances of that version. */
export async function listConditions(db: Db): Promise<Condition[]> {
  return withCounts(db, await currentVersions(db));
}

/** One condition in its current version, or null when no version of that key was ever published. */
export async function currentCondition(db: Db, key: string): Promise<Condition | null> {
  const [read] = await currentVersions(db, key);
  return read ? ((await withCounts(db, [read]))[0] ?? null) : null;
}

/** Every version of a condition, newest first; 404 for a key never published. */
export async function conditionVersions(db: Db, key: string) {
  const reads = await readVersions(db, eq(conditions.key, key)).orderBy(desc(conditions.version));
  if (reads.length === 0) throw new AppError('not_found');
  return reads.map(conditionVersion);
}

// The version the screen read must still be the current one: 0 says the key is new.
function checkFollows(current: Condition | null, version: number | undefined): void {
  if (version === undefined) return;
  if (version === 0 && current) throw fieldError({ key: { code: 'slug_taken' } }, 'slug_taken');
  if (version > 0 && current?.version !== version) throw new AppError('conflict', { extra: { current } });
}

/** Publishes the next version of a condition (the first of a new key): never withdrawn, by the operator. */
export async function publishCondition(
  db: Db,
  input: PublishInput,
  operatorId: string,
  now: Date,
): Promise<{ before: Condition | null; entity: Condition }> {
  const before = await currentCondition(db, input.key);
  checkFollows(before, input.version);
  try {
    await db.insert(conditions).values({
      id: crypto.randomUUID(),
      key: input.key,
      version: (before?.version ?? 0) + 1,
      required: input.required,
      title: writtenTexts(input.title),
      body: writtenTexts(input.body),
      publishedAt: now,
      publishedBy: operatorId,
      withdrawnAt: null,
    });
  } catch (error) {
    // Another publication of the same key landed between the read and the write.
    if (isUniqueViolation(error, 'conditions_key_version_key')) throw new AppError('conflict');
    throw error;
  }
  return { before, entity: (await currentCondition(db, input.key))! };
}

/** Withdraws a condition at its current version, or publishes it again; doing what is already done changes nothing. */
export async function withdrawCondition(db: Db, input: WithdrawInput, now: Date): Promise<{ before: Condition; entity: Condition }> {
  const before = await currentCondition(db, input.key);
  if (!before) throw new AppError('not_found');
  checkVersion(before, input.version, () => before);
  if ((before.withdrawn_at !== null) === input.withdrawn) return { before, entity: before };
  await db
    .update(conditions)
    .set({ withdrawnAt: input.withdrawn ? now : null })
    .where(and(eq(conditions.key, input.key), eq(conditions.version, before.version)));
  return { before, entity: (await currentCondition(db, input.key))! };
}
