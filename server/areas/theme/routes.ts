import { CookieLawGet, CookieLawSave, ThemeLoad, ThemeSave } from '../../../contract/theme.ts';
import { fieldError } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { recordChanges } from '../../http/oplog.ts';
import { areThemeGraphicsOf } from '../../storage/media-refs.ts';
import { getCookieLaw, saveCookieLaw } from './cookie-law.ts';
import { graphicsMediaIds, loadInstallationTheme, saveInstallationTheme } from './service.ts';

/** The handlers of the theme calls and of the public pages' cookie banner. */
export const themeHandlers = [
  handle(ThemeLoad, async (ctx) => loadInstallationTheme(ctx.db)),
  handle(ThemeSave, async (ctx, input) => {
    // The installation's graphics are shown before anyone signs in: only its own theme files may stand there.
    if (input.Theme_Graphics && !(await areThemeGraphicsOf(ctx.db, graphicsMediaIds(input.Theme_Graphics), { company: null }))) {
      throw fieldError({ Theme_Graphics: { rule: 'invalid' } });
    }
    ctx.audit({ target: 'theme:installation' });
    await saveInstallationTheme(ctx.db, { colors: input.Theme_Colors, graphics: input.Theme_Graphics }, ctx.now);
    return { Success: true as const };
  }),

  handle(CookieLawGet, async (ctx) => ({ entity: await getCookieLaw(ctx.db) })),
  handle(CookieLawSave, async (ctx, input) => {
    const { before, entity } = await saveCookieLaw(ctx.db, input, ctx.now);
    ctx.audit({ target: 'theme:cookie-law', summary: { enabled: entity.enabled, version: entity.version }, changes: recordChanges(before, entity) });
    return { entity };
  }),
];
