import crypto from 'node:crypto';
import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mediaDownloadPath, mediaImagePath } from '../../contract/media.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { media } from '../../server/db/schema/media.ts';
import { signInAsAdmin } from './accounts.ts';
import type { Browser } from './browser.ts';
import { useTestServer } from './harness.ts';
import { person, seedCompany, seedGrant, seedOperator, seedProject, sessionBrowser } from './tenancy.ts';
import { emptyStorage, pdfOfSize, PIXEL_PNG, sendUpload, uploadParts } from './uploads.ts';

const server = useTestServer();
beforeEach(() => emptyStorage(server));

const SANDBOX = "default-src 'none'; sandbox";
const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

async function uploadThemeLogo(): Promise<string> {
  const admin = await signInAsAdmin(server);
  const answer = await sendUpload(server, uploadParts({ kind: 'theme' }, { bytes: PIXEL_PNG, filename: 'logo.png', type: 'image/png' }), { browser: admin });
  expect(answer.status).toBe(200);
  return answer.body.media_id;
}

/** Company Aurora with project Prize, its editor's PDF attachment, and a judge of the project. */
async function privateAttachment() {
  const company = await seedCompany(server, 'aurora');
  const project = await seedProject(server, company, 'prize');
  const editorId = await seedOperator(server, person('editor'));
  await seedGrant(server, editorId, 'editor', company, project);
  const editor = await sessionBrowser(server, editorId);
  const pdf = pdfOfSize(2000);
  const answer = await sendUpload(server, uploadParts({ kind: 'attachment', company, project }, { bytes: pdf, filename: 'Règlement 2026 (v2).pdf', type: 'application/pdf' }), { browser: editor });
  expect(answer.status).toBe(200);
  return { company, project, editor, pdf, id: answer.body.media_id };
}

async function strangerOf(company: string): Promise<Browser> {
  const other = await seedCompany(server, `other-${company.slice(0, 8)}`);
  const strangerId = await seedOperator(server, person('stranger'));
  await seedGrant(server, strangerId, 'manager', other);
  return sessionBrowser(server, strangerId);
}

describe('GET /api/img/{media_id}', () => {
  it('serves a theme graphic to anyone, before sign-in, with its type, nosniff and a sandbox CSP', async () => {
    const id = await uploadThemeLogo();

    const answer = await server.browser().fetch(mediaImagePath(id));

    expect(answer.status).toBe(200);
    expect(Buffer.from(answer.bytes).equals(PIXEL_PNG)).toBe(true);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('content-length')).toBe(String(PIXEL_PNG.length));
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBe(SANDBOX);
    expect(answer.headers.get('etag')).toBe(`"${sha256(PIXEL_PNG)}"`);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 to a browser that already has it, and HEAD with the headers alone', async () => {
    const id = await uploadThemeLogo();
    const browser = server.browser();
    const first = await browser.fetch(mediaImagePath(id));

    const again = await browser.fetch(mediaImagePath(id), { headers: { 'if-none-match': `W/"0", ${first.headers.get('etag')}` } });
    const head = await browser.fetch(mediaImagePath(id), { method: 'HEAD' });

    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(head.headers.get('content-length')).toBe(String(PIXEL_PNG.length));
    expect(head.headers.get('content-security-policy')).toBe(SANDBOX);
  });

  it('still serves an image stored in its row before files moved to the storage', async () => {
    const id = crypto.randomUUID();
    const now = server.clock.now();
    await server.db.insert(media).values({ id, kind: 'theme', fileName: 'old.png', mime: 'image/png', size: PIXEL_PNG.length, sha256: sha256(PIXEL_PNG), data: PIXEL_PNG, createdAt: now });

    const answer = await server.browser().fetch(mediaImagePath(id));

    expect(answer.status).toBe(200);
    expect(Buffer.from(answer.bytes).equals(PIXEL_PNG)).toBe(true);
    expect(answer.headers.get('content-security-policy')).toBe(SANDBOX);
  });

  it('does not show a PDF as an image', async () => {
    const { id, editor } = await privateAttachment();

    const answer = await editor.fetch(mediaImagePath(id));

    expect(answer.status).toBe(404);
  });

  it.each([
    ['an unknown id', crypto.randomUUID()],
    ['an id that is not a UUID', 'not-a-uuid'],
    ['a path-like id', '..%2F..%2Fetc%2Fpasswd'],
  ])('answers 404 JSON not_found for %s', async (_label, id) => {
    const answer = await server.browser().fetch(`/api/img/${id}`);

    expect(answer.status).toBe(404);
    expect(answer.error?.code).toBe('not_found');
  });
});

describe('GET /api/media/{id}/download', () => {
  it('serves a private attachment to the operators of its project, as an attachment named safely', async () => {
    const { company, project, editor, pdf, id } = await privateAttachment();
    const judgeId = await seedOperator(server, person('judge'));
    await seedGrant(server, judgeId, 'judge', company, project);

    const byEditor = await editor.fetch(mediaDownloadPath(id));
    const byJudge = await (await sessionBrowser(server, judgeId)).fetch(mediaDownloadPath(id));

    for (const answer of [byEditor, byJudge]) {
      expect(answer.status).toBe(200);
      expect(Buffer.from(answer.bytes).equals(pdf)).toBe(true);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toBe(SANDBOX);
      expect(answer.headers.get('cache-control')).toBe('private, no-cache');
      expect(answer.headers.get('content-disposition')).toBe(
        `attachment; filename="R_glement 2026 (v2).pdf"; filename*=UTF-8''R%C3%A8glement%202026%20%28v2%29.pdf`,
      );
    }
  });

  it('refuses it to a stranger from another company and to a signed-out caller (404, as if it did not exist), the stranger logged', async () => {
    const { company, id } = await privateAttachment();
    const stranger = await strangerOf(company);

    const byStranger = await stranger.fetch(mediaDownloadPath(id));
    const signedOut = await server.browser().fetch(mediaDownloadPath(id));

    expect([byStranger.status, byStranger.error?.code]).toEqual([404, 'not_found']);
    expect(byStranger.bytes.length).toBeLessThan(200);
    expect([signedOut.status, signedOut.error?.code]).toEqual([404, 'not_found']);
    const rows = await server.db.select().from(operationsLog).orderBy(asc(operationsLog.id));
    expect(rows.filter((row) => row.endpoint !== 'media/upload').map((row) => [row.endpoint, row.status, row.target, row.companyId])).toEqual([
      ['media/:media_id/download', 404, `media:${id}`, company],
    ]);
  });

  it('refuses it to an editor of another project of the same company', async () => {
    const { company, id } = await privateAttachment();
    const other = await seedProject(server, company, 'other');
    const otherEditor = await seedOperator(server, person('other-editor'));
    await seedGrant(server, otherEditor, 'editor', company, other);

    const answer = await (await sessionBrowser(server, otherEditor)).fetch(mediaDownloadPath(id));

    expect(answer.status).toBe(404);
  });

  it('asks again each time: a 304 only to someone who may still read it', async () => {
    const { editor, id } = await privateAttachment();
    const first = await editor.fetch(mediaDownloadPath(id));
    const stranger = await strangerOf((await server.db.select().from(media))[0]!.companyId!);

    const mine = await editor.fetch(mediaDownloadPath(id), { headers: { 'if-none-match': first.headers.get('etag')! } });
    const theirs = await stranger.fetch(mediaDownloadPath(id), { headers: { 'if-none-match': first.headers.get('etag')! } });

    expect(mine.status).toBe(304);
    expect(theirs.status).toBe(404);
  });

  it('offers a public image for download under its own type’s extension', async () => {
    const id = await uploadThemeLogo();

    const answer = await server.browser().fetch(mediaDownloadPath(id));

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="logo.png"; filename*=UTF-8''logo.png`);
  });
});
