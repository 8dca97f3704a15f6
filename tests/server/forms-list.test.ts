import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FormArchive, FormCreate, FormDraftSave, FormDuplicate, FormExport, FormGet, FormImport, FormList, FormOptionsSave, FormPublish, FormVersions } from '../../contract/forms.ts';
import { LogList } from '../../contract/installation.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import type { Answer } from './browser.ts';
import { EVERY_TYPE, createEmpty, formsWorld, importDefinition, plainForm } from './forms-fixtures.ts';
import { useTestServer } from './harness.ts';
import { seedProject } from './tenancy.ts';

const server = useTestServer();

function expectSlugTaken(answer: Answer, field: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.error?.code).toBe('slug_taken');
  expect(Object.keys(answer.error?.fields ?? {})).toEqual([field]);
}

describe("a project's list of forms", () => {
  it('shows the forms last changed first, finds them by slug or by a title in any language, and hides archived ones unless asked', async () => {
    const { company, project, manager } = await formsWorld(server);
    const scope = { company, project };
    const entry = await createEmpty(manager, scope, 'entry', { it: 'Iscrizione', en: 'Registration' });
    server.clock.advance(60_000);
    const vote = await createEmpty(manager, scope, 'vote', { it: 'Voto del pubblico', en: 'Audience vote' });
    server.clock.advance(60_000);
    const old = await createEmpty(manager, scope, 'old-call', { it: 'Bando vecchio', en: 'Old call' });
    server.clock.advance(60_000);
    expectOk(await manager.call(FormArchive, { ...scope, form: old.id, archived: true, version: 1 }));
    server.clock.advance(60_000);
    expectOk(await manager.call(FormDraftSave, { ...scope, form: entry.id, version: 1, draft: entry.draft }));

    const all = await manager.call(FormList, scope);
    expect(all.body.total).toBe(2);
    expect(all.body.items.map((item) => item.slug)).toEqual(['entry', 'vote']);
    expect(all.body.items[1]).toEqual({
      id: vote.id,
      slug: 'vote',
      title: { it: 'Voto del pubblico', en: 'Audience vote' },
      status: 'draft',
      version: 1,
      published_version: null,
      submissions: 0,
      updated_at: vote.updated_at,
    });
    const withArchived = await manager.call(FormList, { ...scope, archived: true });
    expect(withArchived.body.items.map((item) => [item.slug, item.status])).toEqual([
      ['entry', 'draft'],
      ['old-call', 'archived'],
      ['vote', 'draft'],
    ]);
    const slugs = async (search: string, archived = false) => (await manager.call(FormList, { ...scope, search, archived })).body.items.map((item) => item.slug);
    expect(await slugs('audience')).toEqual(['vote']);
    expect(await slugs('ISCRIZ')).toEqual(['entry']);
    expect(await slugs('ntr')).toEqual(['entry']);
    expect(await slugs('old')).toEqual([]);
    expect(await slugs('old', true)).toEqual(['old-call']);
    expect(await slugs('50%')).toEqual([]);
  });

  it('lists only the forms of its own project', async () => {
    const { company, project, manager } = await formsWorld(server);
    await createEmpty(manager, { company, project }, 'ours');
    const other = await seedProject(server, company, 'other');
    await createEmpty(manager, { company, project: other }, 'theirs');

    expect((await manager.call(FormList, { company, project })).body.items.map((item) => item.slug)).toEqual(['ours']);
  });
});

describe('archiving a form', () => {
  it('brings it back closed when it was published, and as a draft when it never was', async () => {
    const { company, project, manager } = await formsWorld(server);
    const published = await importDefinition(manager, { company, project }, plainForm('published'));
    const draft = await importDefinition(manager, { company, project }, plainForm('draft'));
    expectOk(await manager.call(FormPublish, { company, project, form: published, version: 1 }));

    for (const form of [published, draft]) expectOk(await manager.call(FormArchive, { company, project, form, archived: true }));
    const reopened = await manager.call(FormArchive, { company, project, form: published, archived: false });
    const redrafted = await manager.call(FormArchive, { company, project, form: draft, archived: false });

    expect(reopened.body.entity).toMatchObject({ status: 'closed', version: 4 });
    expect(redrafted.body.entity).toMatchObject({ status: 'draft', version: 3 });
    // Bringing back a form that is not archived changes nothing.
    expect((await manager.call(FormArchive, { company, project, form: draft, archived: false })).body.entity).toMatchObject({ status: 'draft', version: 3 });
  });
});

describe('copies and slugs', () => {
  it('duplicates a form as a new draft with its settings and no versions', async () => {
    const { company, project, manager } = await formsWorld(server);
    const source = await importDefinition(manager, { company, project }, EVERY_TYPE);
    expectOk(await manager.call(FormPublish, { company, project, form: source, version: 1 }));
    const settings = {
      access: 'invited',
      max_submissions: 2,
      confirmation: { en: 'Thanks' },
      public_votes: true,
      judged: true,
      notify: true,
      vote_opens_at: null,
      vote_closes_at: '2031-02-01T00:00:00.000Z',
      votes_per_email: 3,
      voter_fields: [] as string[],
      assistants_export: true,
    } as const;
    const options = { slug: 'application', status: 'open', opens_at: null, closes_at: '2031-01-01T00:00:00.000Z', ...settings } as const;
    expectOk(await manager.call(FormOptionsSave, { company, project, form: source, ...options, version: 2 }));

    const copy = await manager.call(FormDuplicate, { company, project, form: source, slug: 'application-copy' });

    expectOk(copy);
    expect(copy.body.entity).toMatchObject({ slug: 'application-copy', status: 'draft', version: 1 });
    const scope = { company, project, form: copy.body.entity.id };
    expect((await manager.call(FormExport, scope)).body.definition).toEqual({ ...EVERY_TYPE, slug: 'application-copy' });
    expect((await manager.call(FormGet, scope)).body.entity).toMatchObject({
      ...settings,
      closes_at: options.closes_at,
      status: 'draft',
      published_version: null,
      draft_changed: true,
    });
    expect((await manager.call(FormVersions, scope)).body.items).toEqual([]);
  });

  it('keeps slugs unique within a project, on every call that names one', async () => {
    const { company, project, manager } = await formsWorld(server);
    const first = await importDefinition(manager, { company, project }, plainForm('first'));
    const second = await importDefinition(manager, { company, project }, plainForm('second'));

    expectSlugTaken(await manager.call(FormCreate, { company, project, slug: 'first', title: { en: 'Again' } }), 'slug');
    expectSlugTaken(await manager.call(FormImport, { company, project, definition: plainForm('first') }), 'definition.slug');
    expectSlugTaken(await manager.call(FormDuplicate, { company, project, form: second, slug: 'first' }), 'slug');
    expectSlugTaken(await manager.call(FormDraftSave, { company, project, form: second, draft: plainForm('first') }), 'draft.slug');
    expect((await manager.call(FormExport, { company, project, form: first })).body.definition.slug).toBe('first');
  });
});

describe('the operations log', () => {
  it('keeps every change to a form with its company, project and slug, and the fields a save changed', async () => {
    const { company, project, manager } = await formsWorld(server);
    const form = await importDefinition(manager, { company, project }, plainForm());
    expectOk(await manager.call(FormPublish, { company, project, form, version: 1 }));

    const rows = await server.db.select().from(operationsLog).where(eq(operationsLog.target, `form:${form}`)).orderBy(asc(operationsLog.id));

    expect(rows.map((row) => [row.endpoint, row.companyId])).toEqual([
      ['company/:company/project/:project/forms/import', company],
      ['company/:company/project/:project/form/:form/publish', company],
    ]);
    expect(rows[0]!.summary).toMatchObject({ company, project, slug: 'plain', name: 'Modulo semplice', created: true });
    expect(rows[1]!.summary).toMatchObject({ slug: 'plain', published: 1 });
    expect(rows[1]!.changes).toMatchObject({ status: { from: 'draft', to: 'open' }, published_version: { from: null, to: 1 } });
    expect(rows[1]!.changes).not.toHaveProperty('draft_changed');
    // The log reads them with the project's calls, naming the form by its title and its project by name.
    const page = await (await signInAsAdmin(server)).call(LogList, { company, area: 'projects' });
    expect(page.body.items.filter((item) => item.target === `form:${form}`)).toEqual([
      expect.objectContaining({ area: 'projects', target_name: 'Modulo semplice', names: expect.objectContaining({ [project]: 'Project prize' }) }),
      expect.objectContaining({ area: 'projects', target_name: 'Modulo semplice' }),
    ]);
  });
});
