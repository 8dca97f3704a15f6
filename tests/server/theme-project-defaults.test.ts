import { describe, expect, it } from 'vitest';
import { ProjectCreate } from '../../contract/projects.ts';
import { ProjectDefaultsGet, ProjectDefaultsSave, ProjectThemeGet, ThemeLoad, type ProjectDefaultsSaveInput } from '../../contract/theme.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import { useTestServer } from './harness.ts';
import { person, seedCompany, seedGrant, seedOperator, seedProject, sessionBrowser } from './tenancy.ts';

const server = useTestServer();

const TEAL = JSON.stringify({ vuetify: { primary: '#00695c' }, pageTitles: { foreground: '#FFFFFF', background: '#004d40' } });
const BACKGROUND = JSON.stringify({ pages: { background: { color: '#f1f8f6' } } });

const DEFAULTS: ProjectDefaultsSaveInput = {
  languages: ['en', 'fr'],
  default_lang: 'fr',
  description: 'A call for applications.',
  Theme_Colors: TEAL,
  Theme_Graphics: BACKGROUND,
};

const newProject = (company: string, slug: string) => ({ company, name: `Project ${slug}`, slug, languages: ['it' as const], default_lang: 'it' as const });

describe('admin/installation/theme/prj-defaults', () => {
  it('answers the built-in defaults at version 1 until an admin saves some', async () => {
    const admin = await signInAsAdmin(server);

    const answer = await admin.call(ProjectDefaultsGet, {});

    expectOk(answer);
    expect(answer.body.entity).toEqual({ languages: ['it', 'en'], default_lang: 'it', description: '', Theme_Colors: '', Theme_Graphics: '', version: 1 });
  });

  it('saves at the version read, answers the stored defaults, and refuses a stale version with 409 and the stored ones', async () => {
    const admin = await signInAsAdmin(server);

    const saved = await admin.call(ProjectDefaultsSave, { ...DEFAULTS, version: 1 });
    const stale = await admin.call(ProjectDefaultsSave, { ...DEFAULTS, description: 'Another', version: 1 });

    expectOk(saved);
    expect(saved.body.entity).toEqual({ ...DEFAULTS, version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('conflict');
    expect((stale.body as { current?: unknown }).current).toEqual({ ...DEFAULTS, version: 2 });
    expect((await admin.call(ProjectDefaultsGet, {})).body.entity).toEqual({ ...DEFAULTS, version: 2 });
  });

  it.each([
    ['a default language that is not offered', { languages: ['en'], default_lang: 'it' }, 'default_lang'],
    ['a language twice', { languages: ['en', 'en'], default_lang: 'en' }, 'languages'],
    ['no language', { languages: [], default_lang: 'en' }, 'languages'],
    ['a language the product does not speak', { languages: ['de'], default_lang: 'de' }, 'languages.0'],
    ['colours outside the theme', { languages: ['en'], default_lang: 'en', Theme_Colors: '{"vuetify":{"primary":"teal"}}' }, 'Theme_Colors'],
  ])('refuses %s naming the field', async (_case, input, field) => {
    const admin = await signInAsAdmin(server);

    const answer = await admin.call(ProjectDefaultsSave, input as never);

    expect(answer.status).toBe(400);
    expect(Object.keys(answer.error?.fields ?? {})[0]).toBe(field);
    expect((await admin.call(ProjectDefaultsGet, {})).body.entity.version).toBe(1);
  });

  it('gives a project created after the save the defaults, and leaves the projects made before as they were', async () => {
    const admin = await signInAsAdmin(server);
    const company = await seedCompany(server, 'aurora');
    const managerId = await seedOperator(server, person('manager'));
    await seedGrant(server, managerId, 'manager', company);
    const manager = await sessionBrowser(server, managerId);
    const before = await manager.call(ProjectCreate, newProject(company, 'before'));
    const seeded = await seedProject(server, company, 'seeded');
    expectOk(before);

    expectOk(await admin.call(ProjectDefaultsSave, DEFAULTS));
    const after = await manager.call(ProjectCreate, newProject(company, 'after'));
    const described = await manager.call(ProjectCreate, { ...newProject(company, 'described'), description: 'Its own words.' });

    expectOk(after);
    expect(after.body.entity.description).toBe(DEFAULTS.description);
    expect(described.body.entity.description).toBe('Its own words.');
    const theme = await manager.call(ProjectThemeGet, { company, project: after.body.entity.id });
    expect(theme.body.entity).toEqual({ Theme_Colors: TEAL, Theme_Graphics: BACKGROUND, version: 2 });
    const loaded = await server.browser().call(ThemeLoad, { company: 'aurora', project: 'after' });
    expect(JSON.parse(loaded.body.Theme_Colors).vuetify.primary).toBe('#00695c');
    expect(JSON.parse(loaded.body.Theme_Graphics).pages.background).toEqual({ mode: 'color', color: '#f1f8f6', media_id: null });

    for (const project of [before.body.entity.id, seeded]) {
      expect((await manager.call(ProjectThemeGet, { company, project })).body.entity).toEqual({ Theme_Colors: '', Theme_Graphics: '', version: 1 });
    }
    expect(before.body.entity.description).toBe('');
    const oldLoaded = await server.browser().call(ThemeLoad, { company: 'aurora', project: 'before' });
    expect(JSON.parse(oldLoaded.body.Theme_Colors).vuetify.primary).toBe('#1976D2');
  });

  it('fills in the languages, the default language and the description a new project leaves out', async () => {
    const admin = await signInAsAdmin(server);
    const company = await seedCompany(server, 'aurora');
    expectOk(await admin.call(ProjectDefaultsSave, DEFAULTS));

    const bare = await admin.call(ProjectCreate, { company, name: 'Bare', slug: 'bare' });
    const italian = await admin.call(ProjectCreate, { company, name: 'Italian', slug: 'italian', default_lang: 'it' });
    const spanish = await admin.call(ProjectCreate, { company, name: 'Spanish', slug: 'spanish', languages: ['es', 'pt'] });
    const refused = await admin.call(ProjectCreate, { company, name: 'Wrong', slug: 'wrong', languages: ['es'], default_lang: 'it' });

    expectOk(bare);
    expect(bare.body.entity).toMatchObject({ languages: ['en', 'fr'], default_lang: 'fr', description: DEFAULTS.description });
    expect(italian.body.entity).toMatchObject({ languages: ['it', 'en', 'fr'], default_lang: 'it' });
    expect(spanish.body.entity).toMatchObject({ languages: ['es', 'pt'], default_lang: 'es' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.error?.fields ?? {})).toEqual(['default_lang']);
  });

  it('gives a project left without languages the built-in ones while no defaults are saved', async () => {
    const admin = await signInAsAdmin(server);
    const company = await seedCompany(server, 'aurora');

    const created = await admin.call(ProjectCreate, { company, name: 'Bare', slug: 'bare' });

    expect(created.body.entity).toMatchObject({ languages: ['it', 'en'], default_lang: 'it', description: '' });
    expect((await admin.call(ProjectThemeGet, { company, project: created.body.entity.id })).body.entity).toEqual({ Theme_Colors: '', Theme_Graphics: '', version: 1 });
  });
});
