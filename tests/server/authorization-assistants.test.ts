import { describe, expect, it } from 'vitest';
import { FormPublish } from '../../contract/forms.ts';
import { mediaDownloadPath } from '../../contract/media.ts';
import { CompanyFormAssistantGrant } from '../../contract/operators.ts';
import { ResultsList, ResultsSubmissionGet, ResultsSummary, SubmissionList } from '../../contract/results.ts';
import { VoteList, VoteSummary } from '../../contract/votes.ts';
import { expectOk } from './accounts.ts';
import type { Browser } from './browser.ts';
import { importDefinition } from './forms-fixtures.ts';
import { useTestServer } from './harness.ts';
import { APPLICATION, publicWorld } from './public-fixtures.ts';
import { seedRespondent, seedRespondentFile, seedSubmission } from './respondents.ts';
import { person, seedGrant, seedOperator, sessionBrowser } from './tenancy.ts';

const server = useTestServer();

/** Form A and form B of one project, a sent submission of each with a file, and an assistant of each made through the Managers' call. */
async function world() {
  const base = await publicWorld(server);
  const project = { company: base.company, project: base.project };
  const formB = await importDefinition(base.manager, project, { ...APPLICATION, slug: 'second' });
  expectOk(await base.manager.call(FormPublish, { ...project, form: formB, version: 1 }));
  const sent: Record<'a' | 'b', { form: string; submission: string; file: string }> = {} as never;
  for (const [which, form] of [['a', base.form], ['b', formB]] as const) {
    const user = await seedRespondent(server, base, { email: `${which}@applicants.example` });
    const file = await seedRespondentFile(server, base, user, `${which}-deck.pdf`, new TextEncoder().encode(`%PDF-1.7 ${which}`), 'answer');
    const answers = { name: which, kind: 'solo', pitch: 'A long enough pitch.', rules: true, deck: { media_id: file.media_id, name: file.name, size: file.size, type: file.type } };
    sent[which] = { form, submission: await seedSubmission(server, { ...project, form }, user, { answers }), file: file.media_id };
  }
  const assistant = async (name: string, form: string): Promise<Browser> => {
    const id = await seedOperator(server, person(name));
    await seedGrant(server, id, 'judge', base.company, base.project);
    expectOk(await base.manager.call(CompanyFormAssistantGrant, { ...project, operator: id, Forms: [form] }));
    return sessionBrowser(server, id);
  };
  return { project, sent, assistantA: await assistant('assistant-a', base.form), assistantB: await assistant('assistant-b', formB) };
}

/** The statuses of the form's results, votes, submissions list and one submission, as one caller gets them. */
async function formCalls(browser: Browser, scope: { company: string; project: string; form: string }, submission: string): Promise<number[]> {
  return [
    (await browser.call(ResultsList, scope)).status,
    (await browser.call(ResultsSummary, scope)).status,
    (await browser.call(ResultsSubmissionGet, { ...scope, submission })).status,
    (await browser.call(SubmissionList, scope)).status,
    (await browser.call(VoteSummary, scope)).status,
    (await browser.call(VoteList, scope)).status,
  ];
}

describe('an assistant of form A', () => {
  it("reads A's results, votes, submissions and files, and is refused B's, and B's assistant the other way round", async () => {
    const w = await world();
    const scopeOf = (which: 'a' | 'b') => ({ ...w.project, form: w.sent[which].form });

    expect(await formCalls(w.assistantA, scopeOf('a'), w.sent.a.submission)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await formCalls(w.assistantA, scopeOf('b'), w.sent.b.submission)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(await formCalls(w.assistantB, scopeOf('a'), w.sent.a.submission)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(await formCalls(w.assistantB, scopeOf('b'), w.sent.b.submission)).toEqual([200, 200, 200, 200, 200, 200]);

    expect((await w.assistantA.fetch(mediaDownloadPath(w.sent.a.file))).status).toBe(200);
    expect((await w.assistantA.fetch(mediaDownloadPath(w.sent.b.file))).status).toBe(404);
    expect((await w.assistantB.fetch(mediaDownloadPath(w.sent.a.file))).status).toBe(404);
    expect((await w.assistantB.fetch(mediaDownloadPath(w.sent.b.file))).status).toBe(200);
  });
});
