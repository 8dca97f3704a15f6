import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../contract/form-definition.ts';
import { DraftSave, DraftSubmit } from '../../contract/public.ts';
import { media } from '../../server/db/schema/media.ts';
import { registeredUsers } from '../../server/db/schema/users.ts';
import { cleanup } from '../../server/jobs/cleanup.ts';
import { expectOk } from './accounts.ts';
import type { Browser } from './browser.ts';
import { DAY, HOUR } from './clock.ts';
import { useTestServer } from './harness.ts';
import { APPLICATION, expectError, publicWorld, respondent, SITE, uploadAnswer } from './public-fixtures.ts';
import { pdfOfSize } from './uploads.ts';

const server = useTestServer();
const FORM = { ...SITE, form: 'apply' };
const MiB = 1024 * 1024;

type FileAnswer = { media_id: string; name: string; size: number; type: string };

async function upload(browser: Browser, name: string, bytes = 2000): Promise<FileAnswer> {
  const answer = await uploadAnswer(browser, { form: 'apply', field: 'deck' }, { bytes: pdfOfSize(bytes), filename: name, type: 'application/pdf' });
  expectOk(answer);
  return answer.body as FileAnswer;
}

async function stored(id: string): Promise<{ row: boolean; file: boolean }> {
  const [row] = await server.db.select().from(media).where(eq(media.id, id));
  const stream = row?.storageKey ? await server.deps.storage.open(row.storageKey) : await server.deps.storage.open(`media/${id}`);
  stream?.destroy();
  return { row: row !== undefined, file: stream !== null };
}

describe('answer files no answer uses', () => {
  it('are removed, row and stored file, a day after their upload; those a draft or a submission names stay', async () => {
    await publicWorld(server);
    const ada = await respondent(server, 'ada@example.org');
    const drafted = await upload(ada, 'drafted.pdf');
    const replaced = await upload(ada, 'replaced.pdf');
    expectOk(await ada.call(DraftSave, { ...FORM, answers: { deck: replaced }, block: 1, lang: 'en' }));
    expectOk(await ada.call(DraftSave, { ...FORM, answers: { deck: drafted }, block: 1, lang: 'en' }));
    const bob = await respondent(server, 'bob@example.org', { ip: '203.0.113.8' });
    const sent = await upload(bob, 'sent.pdf');
    const complete = { name: 'Bob', kind: 'solo', pitch: 'An engine that weaves patterns.', rules: true, deck: sent };
    expectOk(await bob.call(DraftSubmit, { ...FORM, answers: complete, lang: 'en' }));
    const unused = await upload(bob, 'unused.pdf');

    server.clock.advance(DAY - HOUR);
    const recent = await upload(ada, 'recent.pdf');
    await cleanup(server.db, server.clock.now(), server.deps.storage);
    expect(await stored(unused.media_id)).toEqual({ row: true, file: true });

    server.clock.advance(2 * HOUR);
    await cleanup(server.db, server.clock.now(), server.deps.storage);

    expect(await stored(unused.media_id)).toEqual({ row: false, file: false });
    expect(await stored(replaced.media_id)).toEqual({ row: false, file: false });
    expect(await stored(drafted.media_id)).toEqual({ row: true, file: true });
    expect(await stored(sent.media_id)).toEqual({ row: true, file: true });
    expect(await stored(recent.media_id)).toEqual({ row: true, file: true });
  });
});

describe('the size of an answer file', () => {
  it('is 10 MiB at most when the file field sets no limit', async () => {
    const deck = APPLICATION.blocks[1]!.fields.find((field) => field.key === 'deck')!;
    const { max_size_mb: _unset, ...unlimited } = deck as typeof deck & { max_size_mb?: number };
    const definition: FormDefinition = {
      ...APPLICATION,
      blocks: [APPLICATION.blocks[0]!, { ...APPLICATION.blocks[1]!, fields: APPLICATION.blocks[1]!.fields.map((field) => (field.key === 'deck' ? unlimited : field)) }],
    } as FormDefinition;
    await publicWorld(server, {}, definition);
    const browser = await respondent(server, 'cleo@example.org');

    expect((await uploadAnswer(browser, { form: 'apply', field: 'deck' }, { bytes: pdfOfSize(10 * MiB), filename: 'fits.pdf', type: 'application/pdf' })).status).toBe(200);
    const over = await uploadAnswer(browser, { form: 'apply', field: 'deck' }, { bytes: pdfOfSize(10 * MiB + 1), filename: 'over.pdf', type: 'application/pdf' });
    expectError(over, 413, 'file_too_large');
  });
});

describe('the answer files one person keeps', () => {
  it('are 500 MiB at most per registered user of a project, and the upload past it is refused with its own words', async () => {
    await publicWorld(server);
    const browser = await respondent(server, 'dora@example.org', { ip: '203.0.113.9' });
    const [user] = await server.db.select().from(registeredUsers).where(eq(registeredUsers.email, 'dora@example.org'));
    const held = 500 * MiB - 3000;
    const id = crypto.randomUUID();
    await server.db.insert(media).values({
      id,
      kind: 'answer',
      userId: user!.id,
      companyId: user!.companyId,
      projectId: user!.projectId,
      fileName: 'earlier.pdf',
      mime: 'application/pdf',
      size: held,
      sha256: 'x',
      storageKey: `media/${id}`,
      createdAt: server.clock.now(),
    });

    await upload(browser, 'fits.pdf', 2000);
    const refused = await uploadAnswer(browser, { form: 'apply', field: 'deck' }, { bytes: pdfOfSize(2000), filename: 'over.pdf', type: 'application/pdf' });
    expectError(refused, 413, 'answer_files_full');
    expect(refused.error?.message).toMatch(/500 MB/);
    expect((await server.db.select().from(media).where(eq(media.userId, user!.id))).length).toBe(2);
  });
});
