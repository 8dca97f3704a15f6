// Registered users, their submissions, files and acceptances, stored directly: the tests of the
// operators' side need them before the public side makes them.
import crypto from 'node:crypto';
import type { Answers } from '../../contract/answer.ts';
import type { SubmissionStatus } from '../../contract/submission-status.ts';
import { conditions } from '../../server/db/schema/installation.ts';
import { media } from '../../server/db/schema/media.ts';
import { submissions } from '../../server/db/schema/submissions.ts';
import { conditionAcceptances, emailCodes, registeredUsers, respondentSessions } from '../../server/db/schema/users.ts';
import type { TestServer } from './harness.ts';

/** Where a registered user belongs. */
export interface ProjectRef {
  company: string;
  project: string;
}

/** Stores a registered user of a project and returns their id. */
export async function seedRespondent(
  server: TestServer,
  scope: ProjectRef,
  who: { email: string; firstName?: string; lastName?: string; lang?: string; createdAt?: Date },
): Promise<string> {
  const id = crypto.randomUUID();
  const createdAt = who.createdAt ?? server.clock.now();
  await server.db.insert(registeredUsers).values({
    id,
    companyId: scope.company,
    projectId: scope.project,
    email: who.email,
    firstName: who.firstName ?? '',
    lastName: who.lastName ?? '',
    preferredLang: who.lang ?? '',
    createdAt,
    updatedAt: createdAt,
  });
  return id;
}

/** Stores a submission to a form's published version 1 and returns its id. */
export async function seedSubmission(
  server: TestServer,
  scope: ProjectRef & { form: string },
  userId: string | null,
  values: { status?: SubmissionStatus; answers?: Answers; version?: number; submittedAt?: Date | null; lang?: string } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const now = server.clock.now();
  const status = values.status ?? 'received';
  await server.db.insert(submissions).values({
    id,
    companyId: scope.company,
    projectId: scope.project,
    formId: scope.form,
    userId,
    status,
    formVersion: values.version ?? 1,
    answers: values.answers ?? {},
    lang: values.lang ?? 'en',
    createdAt: now,
    updatedAt: now,
    submittedAt: values.submittedAt !== undefined ? values.submittedAt : status === 'draft' ? null : now,
  });
  return id;
}

/** Stores a file a registered user uploaded, bytes in the server's storage; returns the answer that names it. */
export async function seedRespondentFile(server: TestServer, scope: ProjectRef, userId: string, name: string, bytes: Uint8Array, kind: 'attachment' | 'answer' = 'attachment') {
  const id = crypto.randomUUID();
  const key = `media/${id}`;
  const stored = await server.deps.storage.put(key, bytes);
  await server.db.insert(media).values({
    id,
    kind,
    userId,
    companyId: scope.company,
    projectId: scope.project,
    fileName: name,
    mime: 'application/pdf',
    size: stored.size,
    sha256: stored.sha256,
    storageKey: key,
    createdAt: server.clock.now(),
  });
  return { media_id: id, name, size: stored.size, type: 'application/pdf', key };
}

/** Publishes a version of one of the installation's conditions and returns its id. */
export async function seedCondition(server: TestServer, key: string, version: number, required = true): Promise<string> {
  const id = crypto.randomUUID();
  await server.db.insert(conditions).values({
    id,
    key,
    version,
    required,
    title: { en: `${key} v${version}`, it: `${key} v${version} (it)` },
    body: { en: 'The text.' },
    publishedAt: server.clock.now(),
  });
  return id;
}

/** Records that a registered user accepted a condition's version. */
export async function acceptCondition(server: TestServer, userId: string, conditionId: string): Promise<void> {
  await server.db.insert(conditionAcceptances).values({ userId, conditionId, acceptedAt: server.clock.now(), ip: '198.51.100.7' });
}

/** Opens a session for a registered user, as confirming their address would. */
export async function seedRespondentSession(server: TestServer, userId: string): Promise<void> {
  const now = server.clock.now();
  await server.db.insert(respondentSessions).values({
    id: crypto.randomBytes(32).toString('hex'),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
    ip: '198.51.100.7',
    userAgent: 'Firefox',
  });
}

/** Stores a mailed code for an address of a project. */
export async function seedEmailCode(server: TestServer, project: string, email: string): Promise<void> {
  const now = server.clock.now();
  await server.db.insert(emailCodes).values({
    id: crypto.randomUUID(),
    projectId: project,
    email,
    bindingHash: 'binding',
    codeHash: 'code',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 600_000),
  });
}
