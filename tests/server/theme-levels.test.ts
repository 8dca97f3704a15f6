import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LogList } from '../../contract/installation.ts';
import { SiteGet } from '../../contract/public.ts';
import {
  CompanyThemeGet,
  CompanyThemeSave,
  InstallationThemeGet,
  ProjectThemeGet,
  ProjectThemeSave,
  ThemeLoad,
  ThemeSave,
} from '../../contract/theme.ts';
import { media } from '../../server/db/schema/media.ts';
import { themes } from '../../server/db/schema/theme.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import type { Browser } from './browser.ts';
import { useTestServer } from './harness.ts';
import { person, seedCompany, seedOperator, seedProject, sessionBrowser, seedGrant } from './tenancy.ts';

const server = useTestServer();

// The spec's defaults (section 9), spelled out: theme/load must answer them where no level sets a member.
const SPEC_COLORS = {
  vuetify: {
    primary: '#1976D2',
    secondary: '#424242',
    accent: '#82B1FF',
    error: '#FF5252',
    info: '#2196F3',
    success: '#4CAF50',
    warning: '#FFC107',
  },
  pageTitles: { foreground: '#FFFFFF', background: '#2196F3' },
  tooltips: { foreground: '#FFFFFF', background: '#a7a7a7' },
};
const SPEC_GRAPHICS = { logo: { media_id: null }, pages: { background: { mode: 'color', color: '#ffffff', media_id: null } } };

const colors = (value: unknown) => JSON.stringify(value);

interface World {
  company: string;
  project: string;
  other: string;
  otherProject: string;
  admin: Browser;
  manager: Browser;
  editor: Browser;
  judge: Browser;
  assistant: Browser;
  stranger: Browser;
}

async function browserWith(name: string, grant?: { role: 'manager' | 'editor' | 'judge' | 'assistant'; company: string; project?: string }): Promise<Browser> {
  const id = await seedOperator(server, person(name));
  if (grant) await seedGrant(server, id, grant.role, grant.company, grant.project ?? null);
  return sessionBrowser(server, id);
}

async function seedWorld(): Promise<World> {
  const company = await seedCompany(server, 'aurora');
  const project = await seedProject(server, company, 'premio');
  const other = await seedCompany(server, 'borealis');
  const otherProject = await seedProject(server, other, 'premio');
  return {
    company,
    project,
    other,
    otherProject,
    admin: await signInAsAdmin(server),
    manager: await browserWith('manager', { role: 'manager', company }),
    editor: await browserWith('editor', { role: 'editor', company, project }),
    judge: await browserWith('judge', { role: 'judge', company }),
    assistant: await browserWith('assistant', { role: 'assistant', company, project }),
    stranger: await browserWith('stranger', { role: 'manager', company: other }),
  };
}

// A theme graphic stored for an owner, as an upload of kind theme stores it.
async function storeGraphic(owner: { company?: string; project?: string } = {}, kind: 'theme' | 'attachment' = 'theme'): Promise<string> {
  const id = crypto.randomUUID();
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  await server.db.insert(media).values({
    id,
    kind,
    companyId: owner.company ?? null,
    projectId: owner.project ?? null,
    fileName: 'logo.png',
    mime: 'image/png',
    size: bytes.length,
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    data: bytes,
    createdAt: server.clock.now(),
  });
  return id;
}

async function loaded(input: { company?: string; project?: string }) {
  const answer = await server.browser().call(ThemeLoad, input);
  expect(answer.status).toBe(200);
  return { colors: JSON.parse(answer.body.Theme_Colors) as typeof SPEC_COLORS, graphics: JSON.parse(answer.body.Theme_Graphics) as typeof SPEC_GRAPHICS };
}

describe('the merge order of themes (defaults, installation, company, project)', () => {
  it('answers each scope with every level over the one below, member by member, over the spec defaults', async () => {
    const world = await seedWorld();
    expectOk(await world.admin.call(ThemeSave, { Theme_Colors: colors({ vuetify: { primary: '#111111', secondary: '#222222' } }) }));
    expectOk(await world.manager.call(CompanyThemeSave, { company: world.company, Theme_Colors: colors({ vuetify: { primary: '#333333' }, tooltips: { background: '#444444' } }) }));
    expectOk(await world.editor.call(ProjectThemeSave, { company: world.company, project: world.project, Theme_Colors: colors({ vuetify: { primary: '#555555' } }) }));

    // The installation's texts were stored whole at first start; its save replaced the colours with its own members only.
    expect(await loaded({})).toEqual({ colors: { ...SPEC_COLORS, vuetify: { ...SPEC_COLORS.vuetify, primary: '#111111', secondary: '#222222' } }, graphics: SPEC_GRAPHICS });
    expect((await loaded({ company: 'aurora' })).colors).toEqual({
      vuetify: { ...SPEC_COLORS.vuetify, primary: '#333333', secondary: '#222222' },
      pageTitles: SPEC_COLORS.pageTitles,
      tooltips: { foreground: '#FFFFFF', background: '#444444' },
    });
    const project = await loaded({ company: 'aurora', project: 'premio' });
    expect(project.colors).toEqual({
      vuetify: { ...SPEC_COLORS.vuetify, primary: '#555555', secondary: '#222222' },
      pageTitles: SPEC_COLORS.pageTitles,
      tooltips: { foreground: '#FFFFFF', background: '#444444' },
    });
    expect(project.graphics).toEqual(SPEC_GRAPHICS);
    // By ids as well as by slugs, and a project's id names its company too.
    expect(await loaded({ company: world.company, project: world.project })).toEqual(project);
    expect(await loaded({ project: world.project })).toEqual(project);
    // The same slug in another company is another project, with none of these overrides.
    expect((await loaded({ company: 'borealis', project: 'premio' })).colors.vuetify.primary).toBe('#111111');
  });

  it('reads an empty or invalid stored text at any level as an empty object', async () => {
    const world = await seedWorld();
    const now = server.clock.now();
    await server.db.update(themes).set({ colors: '{"vuetify":', graphics: '' }).where(eq(themes.scope, 'installation'));
    await server.db.insert(themes).values([
      { id: crypto.randomUUID(), scope: 'company', ownerId: world.company, colors: '[1,2]', graphics: 'null', updatedAt: now },
      { id: crypto.randomUUID(), scope: 'project', ownerId: world.project, colors: '', graphics: 'not json at all', updatedAt: now },
    ]);

    expect(await loaded({})).toEqual({ colors: SPEC_COLORS, graphics: SPEC_GRAPHICS });
    expect(await loaded({ company: 'aurora', project: 'premio' })).toEqual({ colors: SPEC_COLORS, graphics: SPEC_GRAPHICS });
  });

  it("answers the installation's merge for a scope that does not exist, never an error", async () => {
    const world = await seedWorld();
    expectOk(await world.manager.call(CompanyThemeSave, { company: world.company, Theme_Colors: colors({ vuetify: { primary: '#333333' } }) }));

    for (const input of [{ company: 'nobody' }, { company: 'nobody', project: 'premio' }, { company: 'aurora', project: 'nothing' }, { project: crypto.randomUUID() }, { company: crypto.randomUUID() }]) {
      const answer = await loaded(input);
      const expected = input.company === 'aurora' ? '#333333' : '#1976D2';
      expect(answer.colors.vuetify.primary, JSON.stringify(input)).toBe(expected);
    }
  });

  it("shows the project's merged theme on its public pages", async () => {
    const world = await seedWorld();
    expectOk(await world.editor.call(ProjectThemeSave, { company: world.company, project: world.project, Theme_Colors: colors({ pageTitles: { background: '#004d40' } }) }));

    const site = await server.browser().call(SiteGet, { company: 'aurora', project: 'premio' });

    expect(site.status).toBe(200);
    expect(JSON.parse(site.body.theme.Theme_Colors)).toEqual({ ...SPEC_COLORS, pageTitles: { foreground: '#FFFFFF', background: '#004d40' } });
  });
});

describe('a level saved at its version', () => {
  it("gives the installation's stored texts with their version, and refuses a stale version with 409 and the stored texts", async () => {
    const world = await seedWorld();
    const first = await world.admin.call(InstallationThemeGet, {});
    expectOk(first);
    expect(JSON.parse(first.body.entity.Theme_Colors)).toEqual(SPEC_COLORS);
    const version = first.body.entity.version;

    expectOk(await world.admin.call(ThemeSave, { Theme_Colors: colors({ vuetify: { primary: '#123456' } }), version }));
    const stale = await world.admin.call(ThemeSave, { Theme_Colors: colors({ vuetify: { primary: '#654321' } }), version });

    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('conflict');
    expect((stale.body as { current?: unknown }).current).toEqual({
      Theme_Colors: colors({ vuetify: { primary: '#123456' } }),
      Theme_Graphics: first.body.entity.Theme_Graphics,
      version: version + 1,
    });
    expect((await loaded({})).colors.vuetify.primary).toBe('#123456');
  });

  it("keeps a company's texts at version 1 until its first save, then counts", async () => {
    const world = await seedWorld();
    const before = await world.manager.call(CompanyThemeGet, { company: world.company });
    expect(before.body).toEqual({ entity: { Theme_Colors: '', Theme_Graphics: '', version: 1 } });

    expectOk(await world.manager.call(CompanyThemeSave, { company: world.company, Theme_Colors: colors({ vuetify: { accent: '#00bfa5' } }), version: 1 }));
    const stale = await world.manager.call(CompanyThemeSave, { company: world.company, Theme_Graphics: '', version: 1 });

    expect(stale.status).toBe(409);
    expect((stale.body as { current?: unknown }).current).toEqual({ Theme_Colors: colors({ vuetify: { accent: '#00bfa5' } }), Theme_Graphics: '', version: 2 });
    expect((await world.manager.call(CompanyThemeGet, { company: world.company })).body.entity.version).toBe(2);
  });

  it("gives a project's own texts with the layers below them; an empty text removes an override, a text left out keeps it", async () => {
    const world = await seedWorld();
    expectOk(await world.admin.call(ThemeSave, { Theme_Colors: colors({ vuetify: { primary: '#111111' } }) }));
    expectOk(await world.manager.call(CompanyThemeSave, { company: world.company, Theme_Graphics: colors({ pages: { background: { color: '#fafafa' } } }) }));
    const scope = { company: world.company, project: world.project };

    expectOk(await world.editor.call(ProjectThemeSave, { ...scope, Theme_Colors: colors({ vuetify: { primary: '#00695c' } }), Theme_Graphics: colors({ logo: { media_id: null } }), version: 1 }));
    const read = await world.editor.call(ProjectThemeGet, scope);

    expectOk(read);
    expect(read.body.entity).toEqual({ Theme_Colors: colors({ vuetify: { primary: '#00695c' } }), Theme_Graphics: colors({ logo: { media_id: null } }), version: 2 });
    expect(JSON.parse(read.body.layers.defaults.Theme_Colors)).toEqual(SPEC_COLORS);
    expect(JSON.parse(read.body.layers.defaults.Theme_Graphics)).toEqual(SPEC_GRAPHICS);
    expect(read.body.layers.installation.Theme_Colors).toBe(colors({ vuetify: { primary: '#111111' } }));
    expect(read.body.layers.company).toEqual({ Theme_Colors: '', Theme_Graphics: colors({ pages: { background: { color: '#fafafa' } } }) });

    expectOk(await world.editor.call(ProjectThemeSave, { ...scope, Theme_Colors: '', version: 2 }));
    const after = await world.editor.call(ProjectThemeGet, scope);
    expect(after.body.entity).toEqual({ Theme_Colors: '', Theme_Graphics: colors({ logo: { media_id: null } }), version: 3 });
    expect((await loaded({ company: 'aurora', project: 'premio' })).colors.vuetify.primary).toBe('#111111');
    expect((await loaded({ company: 'aurora', project: 'premio' })).graphics.pages.background.color).toBe('#fafafa');
  });

  it("refuses a project's text outside the theme's shape with the field's 400, and changes nothing", async () => {
    const world = await seedWorld();
    const scope = { company: world.company, project: world.project };

    const answer = await world.editor.call(ProjectThemeSave, { ...scope, Theme_Colors: colors({ vuetify: { primary: 'teal' } }) });

    expect(answer.status).toBe(400);
    expect(Object.keys(answer.error?.fields ?? {})).toEqual(['Theme_Colors']);
    expect((await world.editor.call(ProjectThemeGet, scope)).body.entity.version).toBe(1);
  });
});

describe('who may read and change a theme below the installation', () => {
  it("lets the project's editor, the company's manager and an admin; refuses the company's judge and assistant (403); tells another company's manager it does not exist (404)", async () => {
    const world = await seedWorld();
    const scope = { company: world.company, project: world.project };
    const save = (browser: Browser) => browser.call(ProjectThemeSave, { ...scope, Theme_Colors: colors({ vuetify: { primary: '#00695c' } }) });

    for (const browser of [world.editor, world.manager, world.admin]) {
      expectOk(await browser.call(ProjectThemeGet, scope));
      expectOk(await save(browser));
    }
    for (const browser of [world.judge, world.assistant]) {
      expect((await browser.call(ProjectThemeGet, scope)).status).toBe(403);
      expect((await save(browser)).status).toBe(403);
    }
    const strangerRead = await world.stranger.call(ProjectThemeGet, scope);
    expect(strangerRead.status).toBe(404);
    expect(strangerRead.error?.code).toBe('not_found');
    expect((await save(world.stranger)).status).toBe(404);
    // A project of another company named under this one is not found either, for this company's manager.
    expect((await world.manager.call(ProjectThemeGet, { company: world.company, project: world.otherProject })).status).toBe(404);

    expect((await world.editor.call(CompanyThemeSave, { company: world.company, Theme_Colors: '' })).status).toBe(403);
    expect((await world.stranger.call(CompanyThemeGet, { company: world.company })).status).toBe(404);
    const [row] = await server.db.select().from(themes).where(and(eq(themes.scope, 'project'), eq(themes.ownerId, world.project)));
    expect(row!.version).toBe(4);
  });
});

describe('graphics a theme names', () => {
  it("takes the installation's, the company's and the project's own theme files, and serves them by /api/img", async () => {
    const world = await seedWorld();
    const scope = { company: world.company, project: world.project };
    const installation = await storeGraphic();
    const company = await storeGraphic({ company: world.company });
    const own = await storeGraphic({ company: world.company, project: world.project });

    expectOk(await world.editor.call(ProjectThemeSave, { ...scope, Theme_Graphics: colors({ logo: { media_id: own }, pages: { background: { mode: 'image', media_id: company } } }) }));
    expectOk(await world.manager.call(CompanyThemeSave, { company: world.company, Theme_Graphics: colors({ logo: { media_id: installation } }) }));

    const image = await server.browser().fetch(`/api/img/${own}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toContain('immutable');
  });

  it("refuses another project's or another company's theme file, an attachment and an unknown id, naming Theme_Graphics", async () => {
    const world = await seedWorld();
    const scope = { company: world.company, project: world.project };
    const secondProject = await seedProject(server, world.company, 'secondo');
    const refused = [
      await storeGraphic({ company: world.company, project: secondProject }),
      await storeGraphic({ company: world.other }),
      await storeGraphic({ company: world.company, project: world.project }, 'attachment'),
      crypto.randomUUID(),
    ];

    for (const id of refused) {
      const answer = await world.editor.call(ProjectThemeSave, { ...scope, Theme_Graphics: colors({ logo: { media_id: id } }) });
      expect(answer.status, id).toBe(400);
      expect(Object.keys(answer.error?.fields ?? {})).toEqual(['Theme_Graphics']);
    }
    const projectFile = await storeGraphic({ company: world.company, project: world.project });
    expect((await world.manager.call(CompanyThemeSave, { company: world.company, Theme_Graphics: colors({ logo: { media_id: projectFile } }) })).status).toBe(400);
    expect((await world.editor.call(ProjectThemeGet, scope)).body.entity.version).toBe(1);
  });
});

describe("a theme's saves in the operations' log", () => {
  it("name the company and the project whose theme changed, with the texts that changed", async () => {
    const world = await seedWorld();
    const primary = colors({ vuetify: { primary: '#00695c' } });
    expectOk(await world.manager.call(CompanyThemeSave, { company: world.company, Theme_Colors: primary }));
    expectOk(await world.editor.call(ProjectThemeSave, { company: world.company, project: world.project, Theme_Colors: primary }));

    const page = await world.admin.call(LogList, { company: world.company, area: 'theme' });

    expectOk(page);
    const [project, company] = page.body.items;
    expect(project).toMatchObject({ endpoint: ProjectThemeSave.path, target_name: 'Project premio', company_name: 'AURORA' });
    expect(project!.sentence).toContain('Project premio');
    expect(project!.changes).toEqual([{ field: 'Theme_Colors', label: 'Colori', from: '', to: primary }]);
    expect(company).toMatchObject({ endpoint: CompanyThemeSave.path, target_name: 'AURORA', company_name: 'AURORA' });
    expect(company!.sentence).toContain('AURORA');
  });
});
