import type { Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { MEDIA_KIND_RULES } from '../../../contract/media.ts';
import { accepts, fileSizeLimit } from '../../../contract/answer-checks.ts';
import { fieldsOf, type FieldOf } from '../../../contract/form-definition.ts';
import { PUBLIC_UPLOAD_PATH, PublicUploadFields } from '../../../contract/public.ts';
import { hitRateLimit } from '../../auth/rate-limit.ts';
import { inTransaction, type Db } from '../../db/db.ts';
import { forms, formVersions } from '../../db/schema/forms.ts';
import { media } from '../../db/schema/media.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, fieldError } from '../../errors.ts';
import { writeLog, summarize } from '../../http/oplog.ts';
import { isSecure } from '../../http/request.ts';
import { parseInput } from '../../http/validation.ts';
import { loadRespondentSession, type RespondentSession } from '../../respondents/sessions.ts';
import { findSite, type Site } from '../../respondents/site.ts';
import { checkAnswerQuota } from './answer-quota.ts';
import type { UploadOutcome } from './audit.ts';
import { errorAnswer, newCaller, type Caller } from './caller.ts';
import { readMultipart, type MultipartReading } from './multipart.ts';
import { cleanFileName } from './names.ts';
import { answerFile } from './serve.ts';
import { insertMedia, storeFile, type StoredFile } from './service.ts';
import { bodyOf, checkLength, checkRequest, discardUpload, MULTIPART_OVERHEAD_BYTES, refusalOutcome } from './upload.ts';

/** Files one registered user may give in a window, refused ones included. */
export const ANSWER_UPLOAD_LIMIT = { limit: 30, windowSeconds: 600 };

interface Upload {
  fields: Record<string, string>;
  name?: string;
  reading?: MultipartReading;
  storing?: Promise<StoredFile>;
  site?: Site;
  respondent?: RespondentSession;
}

/**
 * `POST /api/p/:company/:project/upload`: a file given as the answer to a file field of one of the
 * project's published forms, by its signed-in registered user. Checked as the operators' uploads are
 * (host and origin, size announced and read, type from the first bytes), and against the field: its
 * types and its largest size (10 MiB when it names none), and within the person's share of answer
 * files. The file is theirs (erased with them) and is read by them and the project's operators.
 */
export async function handlePublicUpload(c: Context, deps: AppDeps): Promise<Response> {
  const caller = newCaller(c, deps);
  const upload: Upload = { fields: {} };
  try {
    return c.json(await receive(c, deps, caller, upload), 200);
  } catch (error) {
    const refusal = await discardUpload(deps, upload, error);
    await log(deps.database.db, caller, upload, refusalOutcome(refusal, error)).catch((problem: unknown) =>
      deps.logger.error('Could not write the operations log', problem),
    );
    return errorAnswer(c, refusal, caller.lang);
  }
}

async function receive(c: Context, deps: AppDeps, caller: Caller, upload: Upload) {
  const db = deps.database.db;
  const contentType = checkRequest(c, deps);
  const site = await findSite(db, c.req.param('company') ?? '', c.req.param('project') ?? '');
  if (!site) throw new AppError('not_found');
  upload.site = site;
  const respondent = await loadRespondentSession(db, c, site, caller.now, isSecure(c, deps.config));
  if (!respondent) throw new AppError('not_signed_in');
  upload.respondent = respondent;
  const rule = MEDIA_KIND_RULES.answer;
  checkLength(c, rule.maxBytes + MULTIPART_OVERHEAD_BYTES);
  const wait = await hitRateLimit(db, `${PUBLIC_UPLOAD_PATH}:user:${respondent.user.id}`, scaled(deps), caller.now);
  if (wait > 0) throw new AppError('rate_limited', { retryAfter: wait });
  const reading = (upload.reading = readMultipart(bodyOf(c), contentType, { maxBodyBytes: rule.maxBytes + MULTIPART_OVERHEAD_BYTES, maxFileBytes: rule.maxBytes }));
  const parts = await reading.first;
  upload.fields = parts.fields;
  upload.name = cleanFileName(parts.file.name);
  const fields = parseInput(PublicUploadFields, parts.fields);
  const field = await fileField(db, site, fields.form, fields.field);
  const maxBytes = Math.min(rule.maxBytes, fileSizeLimit(field));
  checkLength(c, maxBytes + MULTIPART_OVERHEAD_BYTES);
  reading.limitTo(maxBytes + MULTIPART_OVERHEAD_BYTES);
  upload.storing = storeFile(deps.storage, parts.file, { ...rule, maxBytes });
  const file = await upload.storing;
  await reading.end;
  if (!accepts(field.accept, upload.name, file.type)) throw fieldError({ file: { rule: 'invalid' } });
  await inTransaction(db, async (tx) => {
    await checkAnswerQuota(tx, respondent.user.id, file.size);
    await insertMedia(
      tx,
      { file, kind: 'answer', operatorId: null, userId: respondent.user.id, companyId: site.companyId, projectId: site.project.id, fileName: upload.name! },
      caller.now,
    );
    await log(tx, caller, upload, { status: 200, mediaId: file.id, type: file.type, size: file.size });
  });
  return { media_id: file.id, name: upload.name, size: file.size, type: file.type };
}

function scaled(deps: AppDeps) {
  return { ...ANSWER_UPLOAD_LIMIT, limit: Math.ceil(ANSWER_UPLOAD_LIMIT.limit * deps.config.rateLimitFactor) };
}

// The file field a file answers: of the form's published version, which must be open or closed to the public.
async function fileField(db: Db, site: Site, slug: string, key: string): Promise<FieldOf<'file'>> {
  const [found] = await db
    .select({ status: forms.status, definition: formVersions.definition })
    .from(forms)
    .innerJoin(formVersions, and(eq(formVersions.formId, forms.id), eq(formVersions.number, forms.publishedVersion)))
    .where(and(eq(forms.projectId, site.project.id), eq(forms.slug, slug)))
    .limit(1);
  if (!found || found.status !== 'open') throw new AppError('not_found');
  const field = fieldsOf(found.definition).find((entry) => entry.field.key === key)?.field;
  if (!field || field.type !== 'file') throw fieldError({ field: { rule: 'invalid' } });
  return field;
}

async function log(db: Db, caller: Caller, upload: Upload, outcome: UploadOutcome) {
  const { status, mediaId, ...rest } = outcome;
  await writeLog(db, {
    at: caller.now,
    operatorId: null,
    ip: caller.ip,
    endpoint: PUBLIC_UPLOAD_PATH,
    status,
    target: mediaId ? `media:${mediaId}` : upload.respondent ? `user:${upload.respondent.user.id}` : null,
    companyId: upload.site?.companyId ?? null,
    summary: JSON.parse(JSON.stringify({ ...summarize(upload.fields), name: upload.name, ...rest })) as Record<string, unknown>,
  });
}

/**
 * `GET /api/p/:company/:project/file/:media`: a file the signed-in registered user gave; any other
 * file, or none, is 404 alike.
 */
export async function servePublicFile(c: Context, deps: AppDeps): Promise<Response> {
  const caller = newCaller(c, deps);
  try {
    const db = deps.database.db;
    const site = await findSite(db, c.req.param('company') ?? '', c.req.param('project') ?? '');
    const respondent = site && (await loadRespondentSession(db, c, site, caller.now, isSecure(c, deps.config)));
    const id = (c.req.param('media') ?? '').toLowerCase();
    if (!respondent || !/^[0-9a-f-]{36}$/.test(id)) throw new AppError('not_found');
    const [row] = await db
      .select()
      .from(media)
      .where(and(eq(media.id, id), eq(media.userId, respondent.user.id)))
      .limit(1);
    if (!row) throw new AppError('not_found');
    return await answerFile(c, deps, { ...row, companyStatus: 'active' }, 'attachment');
  } catch (error) {
    if (error instanceof AppError) return errorAnswer(c, error, caller.lang);
    throw error;
  }
}

