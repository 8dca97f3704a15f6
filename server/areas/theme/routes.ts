import { ThemeLoad, ThemeSave } from '../../../contract/theme.ts';
import { fieldError } from '../../http/errors.ts';
import { handle } from '../../http/handler.ts';
import { areThemeGraphicsOf } from '../../storage/media-refs.ts';
import { graphicsMediaIds, loadInstallationTheme, saveInstallationTheme } from './service.ts';

/** The handlers of the theme calls. */
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
];
