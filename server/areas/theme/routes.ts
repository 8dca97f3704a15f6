import { ThemeLoad } from '../../../contract/theme.ts';
import { handle } from '../../http/handler.ts';
import { loadInstallationTheme } from './service.ts';

/** The handlers of the theme calls. */
export const themeHandlers = [handle(ThemeLoad, async (ctx) => loadInstallationTheme(ctx.db))];
