import { ThemeLoad, ThemeSave } from '../../../contract/theme.ts';
import { handle } from '../../http/handler.ts';
import { loadInstallationTheme, saveInstallationTheme } from './service.ts';

/** The handlers of the theme calls. */
export const themeHandlers = [
  handle(ThemeLoad, async (ctx) => loadInstallationTheme(ctx.db)),
  handle(ThemeSave, async (ctx, input) => {
    ctx.audit({ target: 'theme:installation' });
    await saveInstallationTheme(ctx.db, { colors: input.Theme_Colors, graphics: input.Theme_Graphics }, ctx.now);
    return { Success: true as const };
  }),
];
