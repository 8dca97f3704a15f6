import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, SavedFilterDelete, SavedFilterList, SavedFilterSave, type ResultsFilters } from '../../contract/results.ts';
import { validationMessage } from '../../contract/labels.ts';
import { savedFilters } from '../../server/db/schema/submissions.ts';
import { expectOk } from './accounts.ts';
import { MINUTE } from './clock.ts';
import { useTestServer } from './harness.ts';
import { resultsTeam, seedResultsWorld } from './results-fixtures.ts';

const server = useTestServer();

async function world() {
  const seeded = await seedResultsWorld(server.db, server.clock.now());
  const team = await resultsTeam(server, seeded);
  return { ...seeded, ...team, scope: { company: seeded.company, project: seeded.project, form: seeded.form } };
}

const SHORTLIST: ResultsFilters = { status: ['received', 'in_review'], tags: ['shortlist'], answers: [{ field: 'category', op: 'is', values: ['art'] }] };

describe('saved filters', () => {
  it("are the owner's own until shared; a shared set is seen by the form's other assistants, changed and deleted by its owner only", async () => {
    const w = await world();
    const saved = await w.asia.browser.call(SavedFilterSave, { ...w.scope, name: 'Shortlist, art', filters: SHORTLIST });
    expectOk(saved);
    expect(saved.body.entity).toMatchObject({ name: 'Shortlist, art', filters: SHORTLIST, shared: false, owner: { id: w.asia.id, name: 'asia' }, mine: true });
    const id = saved.body.entity.id;

    expect((await w.alba.browser.call(SavedFilterList, w.scope)).body.items).toEqual([]);
    // Another's unshared set behaves as if it did not exist.
    expect((await w.alba.browser.call(SavedFilterSave, { ...w.scope, id, name: 'Mine now', filters: {} })).status).toBe(404);
    expect((await w.alba.browser.call(SavedFilterDelete, { ...w.scope, id })).status).toBe(404);

    server.clock.advance(MINUTE);
    const shared = await w.asia.browser.call(SavedFilterSave, { ...w.scope, id, name: 'Shortlist, art', filters: SHORTLIST, shared: true });
    expect(shared.body.entity).toMatchObject({ id, shared: true, updated_at: server.clock.now().toISOString() });
    const seen = await w.alba.browser.call(SavedFilterList, w.scope);
    expect(seen.body.items).toEqual([{ ...shared.body.entity, mine: false }]);
    expect((await w.alba.browser.call(SavedFilterSave, { ...w.scope, id, name: 'Taken over', filters: {}, shared: true })).status).toBe(404);
    expect((await w.alba.browser.call(SavedFilterDelete, { ...w.scope, id })).status).toBe(404);
    // The editor sees it too, and may not change it either.
    expect((await w.elio.browser.call(SavedFilterList, w.scope)).body.items.map((item) => item.id)).toEqual([id]);
    expect((await w.elio.browser.call(SavedFilterDelete, { ...w.scope, id })).status).toBe(404);

    expectOk(await w.asia.browser.call(SavedFilterDelete, { ...w.scope, id }));
    expect(await server.db.select().from(savedFilters)).toEqual([]);
  });

  it('lists the caller’s own and the shared ones by name; each owner names their own', async () => {
    const w = await world();
    expectOk(await w.asia.browser.call(SavedFilterSave, { ...w.scope, name: 'late ones', filters: { tags: ['late'] } }));
    expectOk(await w.alba.browser.call(SavedFilterSave, { ...w.scope, name: 'Later ones', filters: { tags: ['late'] }, shared: true }));
    expectOk(await w.alba.browser.call(SavedFilterSave, { ...w.scope, name: 'Alba only', filters: { lang: ['it'] } }));
    // Another owner's name is theirs to use too.
    expectOk(await w.alba.browser.call(SavedFilterSave, { ...w.scope, name: 'Art', filters: {} }));
    expectOk(await w.asia.browser.call(SavedFilterSave, { ...w.scope, name: 'Art', filters: { answers: [{ field: 'category', op: 'is', values: ['art'] }] } }));
    const listed = (await w.asia.browser.call(SavedFilterList, w.scope)).body.items;
    expect(listed.map((item) => [item.name, item.owner.name, item.mine])).toEqual([
      ['Art', 'asia', true],
      ['late ones', 'asia', true],
      ['Later ones', 'alba', false],
    ]);
  });

  it('refuses a name the owner already uses on the form, in any case of letters; saving the same again is a replay', async () => {
    const w = await world();
    const first = await w.asia.browser.call(SavedFilterSave, { ...w.scope, name: 'Art', filters: { tags: ['shortlist'] } });
    const replay = await w.asia.browser.call(SavedFilterSave, { ...w.scope, name: 'Art', filters: { tags: ['shortlist'] } });
    expect(replay.body).toEqual(first.body);
    const taken = await w.asia.browser.call(SavedFilterSave, { ...w.scope, name: 'ART', filters: { tags: ['late'] } });
    expect(taken.status).toBe(400);
    expect(taken.error?.fields).toEqual({ name: validationMessage('nameTaken', 'name', 'en', undefined, FIELD_LABELS) });
    const other = await w.asia.browser.call(SavedFilterSave, { ...w.scope, name: 'Other', filters: {} });
    const renamed = await w.asia.browser.call(SavedFilterSave, { ...w.scope, id: other.body.entity.id, name: 'art', filters: {} });
    expect(renamed.status).toBe(400);
    expect(await server.db.select().from(savedFilters)).toHaveLength(2);
  });

  it('takes the same filters saved again under their name as a replay, though the database gives their keys back in its own order', async () => {
    const w = await world();
    const first = await w.asia.browser.call(SavedFilterSave, { ...w.scope, name: 'Shortlist', filters: SHORTLIST });
    const again = await w.asia.browser.call(SavedFilterSave, { ...w.scope, name: 'Shortlist', filters: SHORTLIST });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await server.db.select().from(savedFilters)).toHaveLength(1);
  });

  it("of another form are neither listed nor reached from this one", async () => {
    const w = await world();
    const otto = await w.otto.browser.call(SavedFilterSave, { ...w.scope, form: w.otherForm, name: 'Other form', filters: {}, shared: true });
    expectOk(otto);
    expect((await w.elio.browser.call(SavedFilterList, w.scope)).body.items).toEqual([]);
    expect((await w.otto.browser.call(SavedFilterDelete, { ...w.scope, id: otto.body.entity.id })).status).toBe(403);
    expect((await w.elio.browser.call(SavedFilterSave, { ...w.scope, id: otto.body.entity.id, name: 'x', filters: {} })).status).toBe(404);
    expect((await w.otto.browser.call(SavedFilterList, { ...w.scope, form: w.otherForm })).body.items).toHaveLength(1);
  });

  it('are checked as every filter is', async () => {
    const w = await world();
    const wrong = await w.asia.browser.call(SavedFilterSave, { ...w.scope, name: 'Bad', filters: { answers: [{ field: 'Not a key!', op: 'answered' }] } });
    expect(wrong.status).toBe(400);
    expect(await server.db.select().from(savedFilters)).toEqual([]);
  });
});
