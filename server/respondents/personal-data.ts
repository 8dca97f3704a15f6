// What the project holds about one registered user: all of it as a file they may take away,
// and its erasure, which keeps only what says nothing about them (anonymous answers).
import { and, asc, eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Answers } from '../../contract/answer.ts';
import { fieldsOf, type FormDefinition } from '../../contract/form-definition.ts';
import { inTransaction, type Db } from '../db/db.ts';
import { companies } from '../db/schema/companies.ts';
import { idempotencyKeys } from '../db/schema/http.ts';
import { conditions } from '../db/schema/installation.ts';
import { media } from '../db/schema/media.ts';
import { projects } from '../db/schema/projects.ts';
import { forms } from '../db/schema/forms.ts';
import { submissions, votes } from '../db/schema/submissions.ts';
import { conditionAcceptances, emailCodes, registeredUsers, respondentSessions } from '../db/schema/users.ts';
import { AppError } from '../errors.ts';
import type { Storage } from '../storage/storage.ts';
import { answeredVersions, formsOf, personalKeys, textIn, versionKey } from './answered-versions.ts';

/** The name and version of the export's format. */
export const PERSONAL_DATA_FORMAT = 'registered-user/1';

type SubmissionRow = typeof submissions.$inferSelect;
type MediaRow = typeof media.$inferSelect;

async function userOf(db: Db, userId: string) {
  const [row] = await db
    .select({ user: registeredUsers, project: projects.name, company: companies.name })
    .from(registeredUsers)
    .innerJoin(projects, eq(projects.id, registeredUsers.projectId))
    .innerJoin(companies, eq(companies.id, registeredUsers.companyId))
    .where(eq(registeredUsers.id, userId))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

// Every answer by its key, with the question as the version answered asked it, in the form's order.
function labelledAnswers(answers: Answers, definition: FormDefinition | undefined, lang: string) {
  const labelled: Record<string, { label: string; value: unknown }> = {};
  for (const { field } of definition ? fieldsOf(definition) : []) {
    if (field.key in answers) labelled[field.key] = { label: textIn(field.label, lang, definition!.default_lang), value: answers[field.key] ?? null };
  }
  for (const [key, value] of Object.entries(answers)) labelled[key] ??= { label: key, value: value ?? null };
  return labelled;
}

async function submissionsOf(db: Db, userId: string) {
  const rows = await db.select().from(submissions).where(eq(submissions.userId, userId)).orderBy(asc(submissions.createdAt), asc(submissions.id));
  const [versions, formRows] = await Promise.all([answeredVersions(db, rows), formsOf(db, rows.map((row) => row.formId))]);
  return rows.map((row: SubmissionRow) => {
    const form = formRows.get(row.formId);
    const definition = versions.get(versionKey(row.formId, row.formVersion)) ?? form?.draft;
    return {
      id: row.id,
      form: { slug: form?.slug ?? '', title: definition ? textIn(definition.title, row.lang, definition.default_lang) : '' },
      status: row.status,
      form_version: row.formVersion,
      lang: row.lang,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      submitted_at: row.submittedAt?.toISOString() ?? null,
      withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
      answers: labelledAnswers(row.answers, definition, row.lang),
    };
  });
}

async function bytesOf(storage: Storage, row: MediaRow): Promise<Buffer | null> {
  if (row.data) return row.data;
  const stream: Readable | null = row.storageKey ? await storage.open(row.storageKey) : null;
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function filesOf(db: Db, storage: Storage, userId: string) {
  const rows = await db.select().from(media).where(eq(media.userId, userId)).orderBy(asc(media.createdAt), asc(media.id));
  const files = [];
  // One at a time: a person's files together may be large, and each is held only while it is encoded.
  for (const row of rows) {
    const bytes = await bytesOf(storage, row);
    files.push({
      id: row.id,
      name: row.fileName,
      type: row.mime,
      size: row.size,
      sha256: row.sha256,
      uploaded_at: row.createdAt.toISOString(),
      content_base64: bytes ? bytes.toString('base64') : null,
    });
  }
  return files;
}

async function consentsOf(db: Db, userId: string, lang: string) {
  const rows = await db
    .select({ key: conditions.key, version: conditions.version, title: conditions.title, required: conditions.required, acceptance: conditionAcceptances })
    .from(conditionAcceptances)
    .innerJoin(conditions, eq(conditions.id, conditionAcceptances.conditionId))
    .where(eq(conditionAcceptances.userId, userId))
    .orderBy(asc(conditions.key), asc(conditions.version));
  return rows.map((row) => ({
    condition: row.key,
    version: row.version,
    title: textIn(row.title, lang, 'en'),
    required: row.required,
    accepted_at: row.acceptance.acceptedAt.toISOString(),
    ip: row.acceptance.ip,
  }));
}

// Their public votes: in which form, for which submission, when, and whether it still counts.
async function votesOf(db: Db, userId: string) {
  const rows = await db
    .select({ vote: votes, form: forms.slug })
    .from(votes)
    .innerJoin(forms, eq(forms.id, votes.formId))
    .where(eq(votes.userId, userId))
    .orderBy(asc(votes.createdAt), asc(votes.id));
  return rows.map((row) => ({
    form: row.form,
    submission: row.vote.submissionId,
    voted_at: row.vote.createdAt.toISOString(),
    valid: row.vote.invalidAt === null,
  }));
}

async function sessionsOf(db: Db, userId: string) {
  const rows = await db.select().from(respondentSessions).where(eq(respondentSessions.userId, userId)).orderBy(asc(respondentSessions.createdAt));
  return rows.map((row) => ({
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    ip: row.ip,
    user_agent: row.userAgent,
  }));
}

/**
 * Everything a project holds about a registered user, as pretty JSON: the account, the
 * conditions they accepted, their open sessions, every submission with its answers by key and
 * labelled with the question, their public votes, and every file of theirs with its bytes in base64.
 */
export async function exportPersonalData(db: Db, storage: Storage, userId: string): Promise<string> {
  const { user, project, company } = await userOf(db, userId);
  const lang = user.preferredLang || 'en';
  const [consents, sessions, answered, files, cast] = await Promise.all([
    consentsOf(db, userId, lang),
    sessionsOf(db, userId),
    submissionsOf(db, userId),
    filesOf(db, storage, userId),
    votesOf(db, userId),
  ]);
  const account = {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    preferred_lang: user.preferredLang,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    blocked_at: user.blockedAt?.toISOString() ?? null,
  };
  const data = { format: PERSONAL_DATA_FORMAT, project: { company, name: project }, account, consents, sessions, submissions: answered, votes: cast, files };
  return `${JSON.stringify(data, null, 2)}\n`;
}

// A submission of an erased person: its personal answers and files blanked, and no longer theirs.
async function anonymise(db: Db, row: SubmissionRow, definition: FormDefinition | undefined, now: Date): Promise<void> {
  const answers: Answers = { ...row.answers };
  for (const key of personalKeys(row.answers, definition)) if (key in answers) answers[key] = null;
  await db.update(submissions).set({ answers, userId: null, updatedAt: now }).where(eq(submissions.id, row.id));
}

async function eraseRows(db: Db, userId: string, now: Date): Promise<{ submissions: number; files: number; storageKeys: string[] }> {
  const { user } = await userOf(db, userId);
  const rows = await db.select().from(submissions).where(eq(submissions.userId, userId));
  const [versions, formRows] = await Promise.all([answeredVersions(db, rows), formsOf(db, rows.map((row) => row.formId))]);
  for (const row of rows) {
    // A draft was never sent: it goes whole. What was sent stays, without the person.
    if (row.status === 'draft') await db.delete(submissions).where(eq(submissions.id, row.id));
    else await anonymise(db, row, versions.get(versionKey(row.formId, row.formVersion)) ?? formRows.get(row.formId)?.draft, now);
  }
  const files = await db.delete(media).where(eq(media.userId, userId)).returning({ storageKey: media.storageKey });
  await db.delete(respondentSessions).where(eq(respondentSessions.userId, userId));
  await db.delete(emailCodes).where(and(eq(emailCodes.projectId, user.projectId), eq(emailCodes.email, user.email)));
  await db.delete(conditionAcceptances).where(eq(conditionAcceptances.userId, userId));
  // Their votes stay counted, without their address: the domain stays for the suspicion flags.
  await db.update(votes).set({ email: null }).where(eq(votes.userId, userId));
  // The answers kept for their repeated requests may hold what they typed.
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, `respondent:${userId}`));
  await db.delete(registeredUsers).where(eq(registeredUsers.id, userId));
  return { submissions: rows.length, files: files.length, storageKeys: files.flatMap((file) => (file.storageKey ? [file.storageKey] : [])) };
}

/**
 * Erases a registered user, in one transaction: every answer of a field marked personal (in
 * the version each submission answered) and every file answer blanked, their submissions kept
 * without them (drafts, never sent, removed), their votes kept without their address, their
 * files, sessions, codes, acceptances and account deleted; then the files' bytes leave the storage. Anonymous answers stay.
 * Returns how many submissions and files were theirs.
 */
export async function erasePerson(db: Db, storage: Storage, userId: string, now: Date): Promise<{ submissions: number; files: number }> {
  const erased = await inTransaction(db, (tx) => eraseRows(tx, userId, now));
  // After the rows. Within a call's transaction a failure here brings the rows back, so erasing again finishes the work.
  for (const key of erased.storageKeys) await storage.remove(key);
  return { submissions: erased.submissions, files: erased.files };
}
