import {
  CompanyThemeGet,
  CompanyThemeSave,
  CookieLawGet,
  CookieLawSave,
  InstallationThemeGet,
  ProjectDefaultsGet,
  ProjectDefaultsSave,
  ProjectThemeGet,
  ProjectThemeSave,
  ThemeLoad,
  ThemeSave,
} from '../../../contract/theme.ts';
import { handle } from '../../http/handler.ts';
import { recordChanges } from '../../http/oplog.ts';
import { findThemeScope, loadMergedTheme, readTheme } from '../../theme/store.ts';
import { getCookieLaw, saveCookieLaw } from './cookie-law.ts';
import { getProjectDefaults, saveProjectDefaults } from './project-defaults.ts';
import { checkGraphics, projectTheme, saveTheme } from './service.ts';

const INSTALLATION = { scope: 'installation' } as const;

/** The handlers of the theme calls and of the public pages' cookie banner. */
export const themeHandlers = [
  // Anyone may ask for any scope's theme; one that does not exist answers the installation's.
  handle(ThemeLoad, async (ctx, input) => loadMergedTheme(ctx.db, await findThemeScope(ctx.db, input))),

  handle(InstallationThemeGet, async (ctx) => ({ entity: await readTheme(ctx.db, INSTALLATION) })),
  handle(ThemeSave, async (ctx, input) => {
    // The installation's graphics are shown before anyone signs in: only its own theme files may stand there.
    await checkGraphics(ctx.db, input.Theme_Graphics, { company: null });
    const { before, entity } = await saveTheme(ctx.db, INSTALLATION, input, ctx.now);
    ctx.audit({ target: 'theme:installation', summary: { version: entity.version }, changes: recordChanges(before, entity) });
    return { Success: true as const };
  }),

  handle(CompanyThemeGet, async (ctx, { company }) => ({ entity: await readTheme(ctx.db, { scope: 'company', id: company }) })),
  handle(CompanyThemeSave, async (ctx, { company, ...input }) => {
    await checkGraphics(ctx.db, input.Theme_Graphics, { company });
    const { before, entity } = await saveTheme(ctx.db, { scope: 'company', id: company }, input, ctx.now);
    ctx.audit({ target: `company:${company}`, summary: { version: entity.version }, changes: recordChanges(before, entity) });
    return { Success: true as const };
  }),

  handle(ProjectThemeGet, async (ctx, { company, project }) => projectTheme(ctx.db, company, project)),
  handle(ProjectThemeSave, async (ctx, { company, project, ...input }) => {
    await checkGraphics(ctx.db, input.Theme_Graphics, { company, project });
    const { before, entity } = await saveTheme(ctx.db, { scope: 'project', id: project }, input, ctx.now);
    ctx.audit({ target: `project:${project}`, summary: { version: entity.version }, changes: recordChanges(before, entity) });
    return { Success: true as const };
  }),

  handle(ProjectDefaultsGet, async (ctx) => ({ entity: await getProjectDefaults(ctx.db) })),
  handle(ProjectDefaultsSave, async (ctx, input) => {
    // The defaults' graphics go to projects of any company: only the installation's own theme files may stand there.
    await checkGraphics(ctx.db, input.Theme_Graphics, { company: null });
    const { before, entity } = await saveProjectDefaults(ctx.db, input, ctx.now);
    ctx.audit({ target: 'theme:project-defaults', summary: { version: entity.version }, changes: recordChanges(before, entity) });
    return { entity };
  }),

  handle(CookieLawGet, async (ctx) => ({ entity: await getCookieLaw(ctx.db) })),
  handle(CookieLawSave, async (ctx, input) => {
    const { before, entity } = await saveCookieLaw(ctx.db, input, ctx.now);
    ctx.audit({ target: 'theme:cookie-law', summary: { enabled: entity.enabled, version: entity.version }, changes: recordChanges(before, entity) });
    return { entity };
  }),
];
