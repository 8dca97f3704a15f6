import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../contract/form-definition.ts';
import { JudgeSessionGet } from '../../contract/judging.ts';
import { mediaDownloadPath } from '../../contract/media.ts';
import { judgingSessions } from '../../server/db/schema/judging.ts';
import { grants } from '../../server/db/schema/operators.ts';
import type { Browser } from './browser.ts';
import { importDefinition } from './forms-fixtures.ts';
import { useTestServer } from './harness.ts';
import { seedSession } from './judging-fixtures.ts';
import { APPLICATION, publicWorld } from './public-fixtures.ts';
import { seedRespondent, seedRespondentFile, seedSubmission } from './respondents.ts';
import { person, seedGrant, seedOperator, sessionBrowser } from './tenancy.ts';

const server = useTestServer();

/** The application form with a personal file too: an identity document, in the block about the person. */
const WITH_ID_CARD: FormDefinition = {
  ...APPLICATION,
  blocks: [
    { ...APPLICATION.blocks[0]!, fields: [...APPLICATION.blocks[0]!.fields, { type: 'file', key: 'id_card', label: { en: 'Identity document' }, personal: true }] },
    APPLICATION.blocks[1]!,
  ],
};

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7 ${text}`);

/**
 * Two sent submissions of the application form, each with a deck and an identity document under the
 * applicants' own names; a blind session and an open one, judge Ada on both panels holding the
 * first submission only; assistants of the form and of another form of the project.
 */
async function world() {
  const base = await publicWorld(server, {}, WITH_ID_CARD);
  const scope = { company: base.company, project: base.project, form: base.form };
  const files: Array<{ deck: string; idCard: string; submission: string }> = [];
  for (const [index, who] of ['nora', 'ugo'].entries()) {
    const user = await seedRespondent(server, base, { email: `${who}@applicants.example`, firstName: who });
    const deck = await seedRespondentFile(server, base, user, `${who}-startup-deck.pdf`, pdf(`${who} deck`), 'answer');
    const idCard = await seedRespondentFile(server, base, user, `${who}-passport.pdf`, pdf(`${who} passport`), 'answer');
    const answers = { name: who, kind: 'solo', pitch: 'A long enough pitch.', rules: true, deck: strip(deck), id_card: strip(idCard) };
    const submission = await seedSubmission(server, scope, user, { answers, submittedAt: new Date(server.clock.now().getTime() - (10 - index) * 60_000) });
    files.push({ deck: deck.media_id, idCard: idCard.media_id, submission });
  }
  const ada = await seedOperator(server, person('ada'));
  await seedGrant(server, ada, 'judge', base.company, base.project);
  const bruno = await seedOperator(server, person('bruno'));
  await seedGrant(server, bruno, 'judge', base.company, base.project);
  const blind = await seedSession(server, scope, [ada], [files[0]!.submission], { blind: true });
  const open = await seedSession(server, scope, [ada], [files[0]!.submission], { blind: false, name: 'Second round' });
  const otherForm = await importDefinition(base.manager, { company: base.company, project: base.project }, { ...APPLICATION, slug: 'other' });
  const assistant = await assistantOf(base.company, base.project, base.form, 'assistant');
  const otherAssistant = await assistantOf(base.company, base.project, otherForm, 'other-assistant');
  const editorId = await seedOperator(server, person('editor'));
  await seedGrant(server, editorId, 'editor', base.company, base.project);
  return {
    ...base,
    scope,
    files,
    blind,
    open,
    ada: await sessionBrowser(server, ada),
    bruno: await sessionBrowser(server, bruno),
    assistant,
    otherAssistant,
    editor: await sessionBrowser(server, editorId),
  };
}

function strip(file: { media_id: string; name: string; size: number; type: string }) {
  return { media_id: file.media_id, name: file.name, size: file.size, type: file.type };
}

async function assistantOf(company: string, project: string, form: string, name: string): Promise<Browser> {
  const id = await seedOperator(server, person(name));
  await server.db.insert(grants).values({ id: crypto.randomUUID(), operatorId: id, companyId: company, role: 'assistant', projectId: project, formId: form, createdAt: server.clock.now() });
  return sessionBrowser(server, id);
}

/** The status of a download and the name it offers. */
async function download(browser: Browser, id: string): Promise<[number, string | undefined]> {
  const answer = await browser.fetch(mediaDownloadPath(id));
  return [answer.status, /filename="([^"]*)"/.exec(answer.headers.get('content-disposition') ?? '')?.[1]];
}

describe('a judge and the files given as answers', () => {
  it('reads the files of the submissions assigned to them under a neutral name, in the session screen and the download alike', async () => {
    const w = await world();
    const session = await w.ada.call(JudgeSessionGet, { ...w.scope, session: w.blind });
    const [first] = session.body.entity.submissions;

    expect(first?.answers.deck).toMatchObject({ media_id: w.files[0]!.deck, name: 'submission-1-deck.pdf' });
    expect(JSON.stringify(session.body)).not.toContain('startup-deck');
    expect(await download(w.ada, w.files[0]!.deck)).toEqual([200, 'submission-1-deck.pdf']);
  });

  it('never reads a personal field’s file in a blind session, nor a submission not assigned to them, nor as a judge of another panel', async () => {
    const w = await world();
    const session = await w.ada.call(JudgeSessionGet, { ...w.scope, session: w.blind });
    expect(session.body.entity.submissions[0]?.answers).not.toHaveProperty('id_card');

    // Ada also sits on an open session of the same submission: there the identity document is shown, under a neutral name.
    const open = await w.ada.call(JudgeSessionGet, { ...w.scope, session: w.open });
    expect(open.body.entity.submissions[0]?.answers.id_card).toMatchObject({ name: 'submission-1-id_card.pdf' });
    expect(await download(w.ada, w.files[0]!.idCard)).toEqual([200, 'submission-1-id_card.pdf']);

    expect((await download(w.ada, w.files[1]!.deck))[0]).toBe(404);
    expect((await download(w.bruno, w.files[0]!.deck))[0]).toBe(404);
  });

  it('in a blind session only, never reads the personal file of a submission', async () => {
    const w = await world();
    await server.db.delete(judgingSessions).where(eq(judgingSessions.id, w.open));
    expect(await download(w.ada, w.files[0]!.idCard)).toEqual([404, undefined]);
    expect((await download(w.ada, w.files[0]!.deck))[0]).toBe(200);
  });
});

describe('a form assistant and the files given as answers', () => {
  it('reads the files of the forms they assist under their own names, and no file of another form', async () => {
    const w = await world();

    expect(await download(w.assistant, w.files[0]!.deck)).toEqual([200, 'nora-startup-deck.pdf']);
    expect(await download(w.assistant, w.files[1]!.idCard)).toEqual([200, 'ugo-passport.pdf']);
    expect((await download(w.otherAssistant, w.files[0]!.deck))[0]).toBe(404);
    expect((await download(w.otherAssistant, w.files[1]!.idCard))[0]).toBe(404);
  });

  it('leaves the project’s editors and managers reading every file, under its own name', async () => {
    const w = await world();

    expect(await download(w.editor, w.files[1]!.idCard)).toEqual([200, 'ugo-passport.pdf']);
    expect(await download(w.manager, w.files[0]!.deck)).toEqual([200, 'nora-startup-deck.pdf']);
  });
});
