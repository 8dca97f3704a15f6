import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaDownloadPath, mediaImagePath } from '../../contract/media.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { jobs } from '../../server/db/schema/jobs.ts';
import { enqueueJob } from '../../server/jobs/store.ts';
import type { Answer, Browser } from './browser.ts';
import { useTestServer } from './harness.ts';
import { publicWorld, respondent, SITE, uploadAnswer } from './public-fixtures.ts';
import { person, seedCompany, seedGrant, seedOperator, seedProject, sessionBrowser } from './tenancy.ts';
import { pdfOfSize, PIXEL_PNG, sendUpload, uploadParts } from './uploads.ts';

const server = useTestServer();

/** What a caller learns from an answer: its status, its type and its body. */
const seen = (answer: Answer) => ({ status: answer.status, type: answer.headers.get('content-type'), body: new TextDecoder().decode(answer.bytes) });

async function expectAlike(browser: () => Browser, existing: string, missing: string): Promise<void> {
  const forExisting = seen(await browser().fetch(existing));
  const forMissing = seen(await browser().fetch(missing));
  expect(forExisting, `${existing} answers otherwise than ${missing}`).toEqual(forMissing);
  expect(forExisting.status).toBe(404);
}

/** Company Aurora's project Prize, with a private PDF and a private PNG its editor attached. */
async function attachments() {
  const company = await seedCompany(server, 'aurora');
  const project = await seedProject(server, company, 'prize');
  const editorId = await seedOperator(server, person('editor'));
  await seedGrant(server, editorId, 'editor', company, project);
  const editor = await sessionBrowser(server, editorId);
  const upload = async (bytes: Uint8Array, filename: string, type: string) => {
    const answer = await sendUpload(server, uploadParts({ kind: 'attachment', company, project }, { bytes, filename, type }), { browser: editor });
    expect(answer.status).toBe(200);
    return answer.body.media_id;
  };
  return { company, pdf: await upload(pdfOfSize(2000), 'rules.pdf', 'application/pdf'), png: await upload(PIXEL_PNG, 'plan.png', 'image/png') };
}

describe('a GET that serves a file answers a caller who may not read it as for a file that does not exist', () => {
  it('media downloads and images: signed out, signed in elsewhere, or with a password to change first', async () => {
    const { company, pdf, png } = await attachments();
    const missing = crypto.randomUUID();
    const strangerId = await seedOperator(server, person('stranger'));
    await seedGrant(server, strangerId, 'manager', await seedCompany(server, 'globex'));
    const stranger = await sessionBrowser(server, strangerId);
    const mustChangeId = await seedOperator(server, person('newcomer'));
    await seedGrant(server, mustChangeId, 'editor', company);
    await server.db.update(operators).set({ mustChange: true }).where(eq(operators.id, mustChangeId));
    const mustChange = await sessionBrowser(server, mustChangeId);

    for (const caller of [() => server.browser(), () => stranger, () => mustChange]) {
      await expectAlike(caller, mediaDownloadPath(pdf), mediaDownloadPath(missing));
      await expectAlike(caller, mediaImagePath(png), mediaImagePath(missing));
    }
  });

  it("a job's file: signed out, or another operator", async () => {
    const ownerId = await seedOperator(server, person('owner'));
    const otherId = await seedOperator(server, person('other'));
    const job = await enqueueJob(server.db, { kind: 'test/idle', ownerId, input: {}, maxAttempts: 1 }, server.clock.now());
    await server.deps.storage.put(`jobs/${job.id}`, Buffer.from('a,b\n'));
    const file = { key: `jobs/${job.id}`, name: 'export.csv', type: 'text/csv', size: 4 };
    await server.db.update(jobs).set({ state: 'done', result: { file }, finishedAt: server.clock.now() }).where(eq(jobs.id, job.id));
    const other = await sessionBrowser(server, otherId);

    for (const caller of [() => server.browser(), () => other]) await expectAlike(caller, `/api/jobs/${job.id}/file`, `/api/jobs/${crypto.randomUUID()}/file`);
    expect((await (await sessionBrowser(server, ownerId)).fetch(`/api/jobs/${job.id}/file`)).status).toBe(200);
  });

  it("a registered user's answer file and a vote's file: signed out, or another registered user", async () => {
    await publicWorld(server);
    const owner = await respondent(server, 'ada@example.org');
    const uploaded = await uploadAnswer(owner, { form: 'apply', field: 'deck' }, { bytes: pdfOfSize(2000), filename: 'deck.pdf', type: 'application/pdf' });
    const id = (uploaded.body as { media_id: string }).media_id;
    const other = await respondent(server, 'bob@example.org', { ip: '203.0.113.8' });
    const base = `/api/p/${SITE.company}/${SITE.project}`;

    for (const caller of [() => server.browser(), () => other]) {
      await expectAlike(caller, `${base}/file/${id}`, `${base}/file/${crypto.randomUUID()}`);
      await expectAlike(caller, `${base}/form/apply/vote/file/${id}`, `${base}/form/apply/vote/file/${crypto.randomUUID()}`);
    }
    expect((await owner.fetch(`${base}/file/${id}`)).status).toBe(200);
  });
});
