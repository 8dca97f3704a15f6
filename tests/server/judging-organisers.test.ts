import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JudgeScore } from '../../contract/judging.ts';
import { OrganisedSessionList, ProjectJudgeList, SessionPreview } from '../../contract/judging-organisers.ts';
import { SavedFilterSave } from '../../contract/results.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { companies } from '../../server/db/schema/companies.ts';
import { judgingSessions } from '../../server/db/schema/judging.ts';
import { expectOk } from './accounts.ts';
import { MINUTE } from './clock.ts';
import { ADMIN, useTestServer } from './harness.ts';
import { heldBy, judgingWorld, openSession, type JudgingWorld } from './judging-fixtures.ts';
import { expectError } from './public-fixtures.ts';
import { person, seedGrant, seedOperator, seedProject, sessionBrowser } from './tenancy.ts';

const server = useTestServer();

// The preview's input: the world's panel, two judges per submission, with `values` over it.
const previewInput = (w: JudgingWorld, values: Record<string, unknown> = {}) => ({
  ...w.scope,
  judges: [w.judges.ada.id, w.judges.bruno.id, w.judges.carla.id],
  assignment: { mode: 'per_submission' as const, per_submission: 2 },
  ...values,
});

async function adminBrowser() {
  const [admin] = await server.db.select({ id: operators.id }).from(operators).where(eq(operators.email, ADMIN.email));
  return sessionBrowser(server, admin!.id);
}

describe("a project's judges", () => {
  it('lists the judges of the project and of every project of its company, by name, without other projects\' or disabled ones', async () => {
    const w = await judgingWorld(server);
    const everywhere = await seedOperator(server, person('dora'));
    await seedGrant(server, everywhere, 'judge', w.company);
    const elsewhere = await seedOperator(server, person('enzo'));
    await seedGrant(server, elsewhere, 'judge', w.company, await seedProject(server, w.company, 'another'));
    const gone = await seedOperator(server, person('fabio'));
    await seedGrant(server, gone, 'judge', w.company, w.project);
    await server.db.update(operators).set({ disabled: true }).where(eq(operators.id, gone));

    const listed = await w.manager.call(ProjectJudgeList, { company: w.company, project: w.project });
    expectOk(listed);
    expect(listed.body.items).toEqual([
      { id: w.judges.ada.id, name: 'ada', email: 'ada@example.com' },
      { id: w.judges.bruno.id, name: 'bruno', email: 'bruno@example.com' },
      { id: w.judges.carla.id, name: 'carla', email: 'carla@example.com' },
      { id: everywhere, name: 'dora', email: 'dora@example.com' },
    ]);
  });
});

describe("a session's load preview", () => {
  it('tells what a save would assign, the same as the save then makes, and writes nothing', async () => {
    const w = await judgingWorld(server, 7);
    const previewed = await w.manager.call(SessionPreview, previewInput(w));
    expectOk(previewed);
    // Eleven sent submissions, two judges each: 22 seats over three judges, in the panel's order.
    expect(previewed.body).toMatchObject({ submissions: 11, short: 0 });
    expect(previewed.body.loads.map((load) => load.judge.name)).toEqual(['ada', 'bruno', 'carla']);
    expect(previewed.body.loads.map((load) => load.count)).toEqual([8, 7, 7]);
    expect(await server.db.select().from(judgingSessions)).toEqual([]);

    const session = await openSession(w);
    for (const load of previewed.body.loads) expect(await heldBy(server, session.id, load.judge.id)).toHaveLength(load.count);

    // More judges per submission than the panel has: every submission is short.
    const short = await w.manager.call(SessionPreview, previewInput(w, { assignment: { mode: 'per_submission', per_submission: 4 } }));
    expect(short.body).toMatchObject({ submissions: 11, short: 11 });
    const all = await w.manager.call(SessionPreview, previewInput(w, { assignment: { mode: 'all' }, judges: [w.judges.carla.id] }));
    expect(all.body).toEqual({ submissions: 11, short: 0, loads: [{ judge: { id: w.judges.carla.id, name: 'carla' }, count: 11 }] });
  });

  it("counts what a stored session's judges hold and the conflicts they declared, and checks the panel and the filter as a save does", async () => {
    const w = await judgingWorld(server);
    const session = await openSession(w);
    const held = await heldBy(server, session.id, w.judges.ada.id);
    expectOk(await w.judges.ada.browser.call(JudgeScore, { ...w.scope, session: session.id, submission: held[0]!, conflict: true }));

    // Without Carla: what Ada and Bruno hold stays theirs, Carla's seats go to them, and Ada's conflict stays out.
    const previewed = await w.manager.call(SessionPreview, previewInput(w, { id: session.id, judges: [w.judges.ada.id, w.judges.bruno.id] }));
    expectOk(previewed);
    expect(previewed.body).toMatchObject({ submissions: 4, short: 1 });
    expect(previewed.body.loads).toEqual([
      { judge: { id: w.judges.ada.id, name: 'ada' }, count: 3 },
      { judge: { id: w.judges.bruno.id, name: 'bruno' }, count: 4 },
    ]);

    const withStatus = await w.manager.call(SessionPreview, previewInput(w, { scope: { kind: 'status', statuses: ['received', 'accepted'] } }));
    expect(withStatus.body).toMatchObject({ submissions: 2, short: 0 });
    const saved = await w.manager.call(SavedFilterSave, { ...w.scope, name: 'Teams', filters: { answers: [{ field: 'kind', op: 'is', values: ['team'] }] } });
    expectOk(saved);
    const filtered = await w.manager.call(SessionPreview, previewInput(w, { scope: { kind: 'filter', filter: saved.body.entity.id } }));
    expect(filtered.body).toMatchObject({ submissions: 2 });

    const outsider = await w.manager.call(SessionPreview, previewInput(w, { judges: [w.judges.ada.id, w.outsider.id] }));
    expectError(outsider, 400, 'validation_failed');
    expect(Object.keys(outsider.error!.fields!)).toEqual(['judges.1']);
    const unknown = await w.manager.call(SessionPreview, previewInput(w, { scope: { kind: 'filter', filter: crypto.randomUUID() } }));
    expectError(unknown, 400, 'validation_failed');
    expect(unknown.error!.fields).toEqual({ scope: expect.stringContaining('saved filter') });
  });
});

describe('the sessions an operator organises', () => {
  it("lists every session of the projects they edit, newest first, with the project's name, the form's title and the judges' progress", async () => {
    const w = await judgingWorld(server);
    const first = await openSession(w, { assignment: { mode: 'all' } });
    server.clock.advance(MINUTE);
    const draft = await openSession(w, { name: 'Second round', status: 'draft', judges: [w.judges.ada.id] });
    const submission = (await heldBy(server, first.id, w.judges.carla.id))[0]!;
    expectOk(await w.judges.carla.browser.call(JudgeScore, { ...w.scope, session: first.id, submission, values: { quality: 4, impact: 2 } }));
    expectOk(await w.judges.bruno.browser.call(JudgeScore, { ...w.scope, session: first.id, submission, abstain: true }));

    const listed = await w.manager.call(OrganisedSessionList, {});
    expectOk(listed);
    const place = { company: w.company, project: w.project, form: w.form, project_name: 'Project prize', form_title: 'Application' };
    expect(listed.body.items).toEqual([
      { ...place, session: draft.id, name: 'Second round', status: 'draft', judges: 1, submissions: 4, seats: 4, scored: 0, closes_at: null },
      { ...place, session: first.id, name: 'First round', status: 'open', judges: 3, submissions: 4, seats: 12, scored: 2, closes_at: null },
    ]);
    // One form's sessions only, when it is named.
    expect((await w.manager.call(OrganisedSessionList, { form: w.form })).body.items).toHaveLength(2);
    expect((await w.manager.call(OrganisedSessionList, { form: crypto.randomUUID() })).body.items).toEqual([]);
    // The project's editor sees them too; a judge who edits nothing, and an editor of another project, see none.
    expect((await w.outsider.browser.call(OrganisedSessionList, {})).body.items.map((item) => item.session)).toEqual([draft.id, first.id]);
    expect((await w.judges.ada.browser.call(OrganisedSessionList, {})).body.items).toEqual([]);
    const otherEditor = await seedOperator(server, person('olga'));
    await seedGrant(server, otherEditor, 'editor', w.company, await seedProject(server, w.company, 'another'));
    expect((await (await sessionBrowser(server, otherEditor)).call(OrganisedSessionList, {})).body.items).toEqual([]);

    // An archived company's sessions are for installation admins only.
    await server.db.update(companies).set({ status: 'archived' }).where(eq(companies.id, w.company));
    expect((await w.manager.call(OrganisedSessionList, {})).body.items).toEqual([]);
    expect((await (await adminBrowser()).call(OrganisedSessionList, {})).body.items).toHaveLength(2);
  });
});
