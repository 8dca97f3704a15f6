import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MEDIA_KIND_RULES, MEDIA_UPLOAD_PATH } from '../../contract/media.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { media } from '../../server/db/schema/media.ts';
import { signInAsAdmin } from './accounts.ts';
import { useTestServer } from './harness.ts';
import { person, seedCompany, seedGrant, seedOperator, seedProject, sessionBrowser } from './tenancy.ts';
import { emptyStorage, multipartBody, pdfOfSize, PIXEL_PNG, pngOfSize, sendRaw, sendUpload, storedFiles, uploadParts } from './uploads.ts';
import { ERRORS } from '../../contract/endpoints.ts';

const server = useTestServer();
beforeEach(() => emptyStorage(server));

const png = (filename = 'logo.png', type = 'image/png', bytes: Uint8Array = PIXEL_PNG) => ({ bytes, filename, type });

async function uploadLog() {
  const rows = await server.db.select().from(operationsLog).where(eq(operationsLog.endpoint, MEDIA_UPLOAD_PATH)).orderBy(asc(operationsLog.id));
  return rows.map((row) => ({ status: row.status, target: row.target, companyId: row.companyId, summary: row.summary }));
}

/** A company with a project and its editor, signed in. */
async function projectWithEditor() {
  const company = await seedCompany(server, 'aurora');
  const project = await seedProject(server, company, 'prize');
  const editorId = await seedOperator(server, person('editor'));
  await seedGrant(server, editorId, 'editor', company, project);
  return { company, project, editorId, editor: await sessionBrowser(server, editorId) };
}

describe('POST /api/media/upload: what is stored', () => {
  it('stores an installation graphic under a generated name, records it and logs it', async () => {
    const admin = await signInAsAdmin(server);

    const answer = await sendUpload(server, uploadParts({ kind: 'theme' }, png('../../etc/My logo.png')), { browser: admin });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const id = answer.body.media_id;
    expect(answer.body).toEqual({ media_id: id, kind: 'theme', type: 'image/png', size: PIXEL_PNG.length, name: 'My logo.png' });
    const [row] = await server.db.select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({ kind: 'theme', companyId: null, projectId: null, fileName: 'My logo.png', mime: 'image/png', storageKey: `media/${id}`, data: null });
    expect(row!.sha256).toBe(crypto.createHash('sha256').update(PIXEL_PNG).digest('hex'));
    expect(storedFiles(server)).toEqual([path.join('media', id)]);
    expect(fs.readFileSync(path.join(server.storageDir, 'media', id)).equals(PIXEL_PNG)).toBe(true);
    expect(await uploadLog()).toEqual([
      { status: 200, target: `media:${id}`, companyId: null, summary: { kind: 'theme', name: 'My logo.png', type: 'image/png', size: PIXEL_PNG.length } },
    ]);
  });

  it('takes a 3 MiB attachment: the 1 MB limit of JSON bodies does not cut uploads', async () => {
    const { company, project, editor } = await projectWithEditor();
    const pdf = pdfOfSize(3 * 1024 * 1024);

    const answer = await sendUpload(server, uploadParts({ kind: 'attachment', company, project }, { bytes: pdf, filename: 'rules.pdf', type: 'application/pdf' }), { browser: editor });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ kind: 'attachment', type: 'application/pdf', size: pdf.length });
    const [row] = await server.db.select().from(media).where(eq(media.id, answer.body.media_id));
    expect(row).toMatchObject({ companyId: company, projectId: project });
  });
});

describe('POST /api/media/upload: size', () => {
  it('refuses a file one byte over its kind’s limit with 413, storing nothing and leaving nothing on disk', async () => {
    const { company, project, editor } = await projectWithEditor();
    const big = pngOfSize(MEDIA_KIND_RULES.page.maxBytes + 1);

    const answer = await sendUpload(server, uploadParts({ kind: 'page', company, project }, png('hero.png', 'image/png', big)), { browser: editor });

    expect(answer.status).toBe(413);
    expect(answer.error?.code).toBe('file_too_large');
    expect(await server.db.select().from(media)).toEqual([]);
    expect(storedFiles(server)).toEqual([]);
    expect(await uploadLog()).toEqual([
      { status: 413, target: null, companyId: company, summary: { kind: 'page', company, project, name: 'hero.png', error: 'file_too_large', reason: 'file' } },
    ]);
  });

  it('takes a file of exactly its kind’s limit', async () => {
    const admin = await signInAsAdmin(server);

    const answer = await sendUpload(server, uploadParts({ kind: 'theme' }, png('logo.png', 'image/png', pngOfSize(MEDIA_KIND_RULES.theme.maxBytes))), { browser: admin });

    expect(answer.status).toBe(200);
    expect(answer.body.size).toBe(MEDIA_KIND_RULES.theme.maxBytes);
  });

  it('refuses a body announced too large before reading it', async () => {
    const admin = await signInAsAdmin(server);
    const { body, contentType } = multipartBody(uploadParts({ kind: 'theme' }, png()));

    const answer = await sendRaw(server, body, contentType, { browser: admin, headers: { 'content-length': String(MEDIA_KIND_RULES.theme.maxBytes + 17 * 1024) } });

    expect(answer.status).toBe(413);
    expect(storedFiles(server)).toEqual([]);
    expect((await uploadLog()).map((row) => row.summary.reason)).toEqual(['declared_length']);
  });
});

describe('POST /api/media/upload: types are read from the bytes', () => {
  it.each([
    ['an HTML page named .png and sent as image/png', Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), 'logo.png', 'image/png', 'markup'],
    ['a script named .png and sent as image/png', Buffer.from('alert(document.cookie); // PNG'), 'logo.png', 'image/png', 'unknown_type'],
    ['an SVG with a script (SVG is refused, never sanitised)', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml', 'markup'],
    ['a PNG sent as image/jpeg', PIXEL_PNG, 'logo.png', 'image/jpeg', 'declared_type'],
    ['a PNG named .html', PIXEL_PNG, 'logo.html', 'application/octet-stream', 'file_name'],
    ['a PDF as a theme graphic', pdfOfSize(), 'logo.pdf', 'application/pdf', 'type_not_for_kind:application/pdf'],
    ['an empty file', Buffer.alloc(0), 'logo.png', 'image/png', 'empty'],
  ])('refuses %s with 415 on the file field, storing nothing', async (_label, bytes, filename, type, reason) => {
    const admin = await signInAsAdmin(server);

    const answer = await sendUpload(server, uploadParts({ kind: 'theme' }, { bytes, filename, type }), { browser: admin });

    expect(answer.status).toBe(415);
    const refused = ERRORS.file_type_refused.it;
    expect(answer.error).toEqual({ code: 'file_type_refused', message: refused, fields: { file: refused } });
    expect(await server.db.select().from(media)).toEqual([]);
    expect(storedFiles(server)).toEqual([]);
    expect((await uploadLog()).map((row) => [row.status, row.summary.reason])).toEqual([[415, reason]]);
  });

  it('takes a real image whose part declares no type', async () => {
    const admin = await signInAsAdmin(server);

    const answer = await sendUpload(server, [{ name: 'kind', value: 'theme' }, { name: 'file', value: PIXEL_PNG, filename: 'logo' }], { browser: admin });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ type: 'image/png', name: 'logo' });
  });
});

describe('POST /api/media/upload: who may upload where', () => {
  it('refuses the installation’s graphics to a company manager (403), logged', async () => {
    const company = await seedCompany(server, 'aurora');
    const managerId = await seedOperator(server, person('manager'));
    await seedGrant(server, managerId, 'manager', company);

    const answer = await sendUpload(server, uploadParts({ kind: 'theme' }, png()), { browser: await sessionBrowser(server, managerId) });

    expect(answer.status).toBe(403);
    expect(answer.error?.code).toBe('forbidden');
    expect(await uploadLog()).toEqual([{ status: 403, target: null, companyId: null, summary: { kind: 'theme', name: 'logo.png', error: 'forbidden' } }]);
  });

  it('lets a manager add their company’s graphics', async () => {
    const company = await seedCompany(server, 'aurora');
    const managerId = await seedOperator(server, person('manager'));
    await seedGrant(server, managerId, 'manager', company);

    const answer = await sendUpload(server, uploadParts({ kind: 'theme', company }, png()), { browser: await sessionBrowser(server, managerId) });

    expect(answer.status).toBe(200);
  });

  it('refuses another company’s scope: its company 403, its project under one’s own company 404, nothing stored', async () => {
    const { company: a, project: projectOfA } = await projectWithEditor();
    const b = await seedCompany(server, 'globex');
    const managerB = await seedOperator(server, person('manager-b'));
    await seedGrant(server, managerB, 'manager', b);
    const browser = await sessionBrowser(server, managerB);

    const intoA = await sendUpload(server, uploadParts({ kind: 'page', company: a, project: projectOfA }, png()), { browser });
    const smuggled = await sendUpload(server, uploadParts({ kind: 'page', company: b, project: projectOfA }, png()), { browser });

    expect([intoA.status, intoA.error?.code]).toEqual([403, 'forbidden']);
    expect([smuggled.status, smuggled.error?.code]).toEqual([404, 'not_found']);
    expect(await server.db.select().from(media)).toEqual([]);
    expect(storedFiles(server)).toEqual([]);
    expect((await uploadLog()).map((row) => [row.status, row.companyId, row.summary.error])).toEqual([
      [403, a, 'forbidden'],
      [404, b, 'not_found'],
    ]);
  });

  it('refuses an editor of another project of the same company', async () => {
    const { company, editor } = await projectWithEditor();
    const other = await seedProject(server, company, 'other');

    const answer = await sendUpload(server, uploadParts({ kind: 'page', company, project: other }, png()), { browser: editor });

    expect(answer.status).toBe(403);
  });

  it('refuses a caller without a session (401), logged', async () => {
    const answer = await sendUpload(server, uploadParts({ kind: 'theme' }, png()));

    expect(answer.status).toBe(401);
    expect(answer.error?.code).toBe('not_signed_in');
    expect((await uploadLog()).map((row) => [row.status, row.summary.error])).toEqual([[401, 'not_signed_in']]);
  });

  it('refuses a post from another site (403), logged', async () => {
    const admin = await signInAsAdmin(server);

    const answer = await sendUpload(server, uploadParts({ kind: 'theme' }, png()), { browser: admin, headers: { origin: 'https://evil.example' } });

    expect([answer.status, answer.error?.code]).toEqual([403, 'forbidden_origin']);
    expect(storedFiles(server)).toEqual([]);
    expect((await uploadLog()).map((row) => [row.status, row.summary.error])).toEqual([[403, 'forbidden_origin']]);
  });
});

describe('POST /api/media/upload: the request itself', () => {
  it('answers a JSON body 415 and a GET 405', async () => {
    const admin = await signInAsAdmin(server);

    const json = await admin.post(MEDIA_UPLOAD_PATH, { kind: 'theme' });
    const get = await admin.fetch(`/api/${MEDIA_UPLOAD_PATH}`);

    expect([json.status, json.error?.code]).toEqual([415, 'upload_not_multipart']);
    expect([get.status, get.error?.code, get.headers.get('allow')]).toEqual([405, 'method_not_allowed', 'POST']);
  });

  it('names the fields that are wrong, in the operator’s language', async () => {
    const company = await seedCompany(server, 'aurora');
    const french = await seedOperator(server, { ...person('francoise'), lang: 'fr' });
    await seedGrant(server, french, 'manager', company);
    const browser = await sessionBrowser(server, french);

    const noKind = await sendUpload(server, uploadParts({}, png()), { browser });
    const noProject = await sendUpload(server, uploadParts({ kind: 'page', company }, png()), { browser });

    expect(noKind.status).toBe(400);
    expect(noKind.error).toEqual({ code: 'validation_failed', message: 'Certains champs ne sont pas valides.', fields: { kind: 'Le champ Type de fichier est obligatoire' } });
    expect(noProject.error?.fields).toEqual({ project: 'Le champ Projet est obligatoire' });
  });

  it('asks for the fields before the file', async () => {
    const admin = await signInAsAdmin(server);

    const answer = await sendUpload(server, [{ name: 'file', value: PIXEL_PNG, filename: 'logo.png', type: 'image/png' }, { name: 'kind', value: 'theme' }], { browser: admin });

    expect(answer.status).toBe(400);
    expect(answer.error?.fields).toEqual({ kind: 'Il campo Tipo di file è obbligatorio' });
    expect(storedFiles(server)).toEqual([]);
  });

  it('refuses a second file, and keeps neither', async () => {
    const admin = await signInAsAdmin(server);
    const file = { name: 'file', value: PIXEL_PNG, filename: 'logo.png', type: 'image/png' };

    const answer = await sendUpload(server, [{ name: 'kind', value: 'theme' }, file, file], { browser: admin });

    expect(answer.status).toBe(400);
    expect(await server.db.select().from(media)).toEqual([]);
    expect(storedFiles(server)).toEqual([]);
    expect((await uploadLog()).map((row) => row.summary.reason)).toEqual(['second_file']);
  });

  it('limits an operator’s uploads (429 with Retry-After), logged', async () => {
    const admin = await signInAsAdmin(server);
    for (let i = 0; i < 60; i++) expect((await sendUpload(server, uploadParts({ kind: 'theme' }, png()), { browser: admin })).status).toBe(200);

    const answer = await sendUpload(server, uploadParts({ kind: 'theme' }, png()), { browser: admin });

    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await server.db.select().from(media)).length).toBe(60);
    expect((await uploadLog()).at(-1)).toMatchObject({ status: 429, summary: { error: 'rate_limited' } });
  });
});
