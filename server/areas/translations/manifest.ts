import { serverArea } from '../../area.ts';
import { mountTranslationExport } from './file-route.ts';
import { translationsLog } from './log.ts';
import { translationRoutes } from './openapi.ts';
import { translationHandlers } from './routes.ts';

/** The installation's own wording: the list of every text, overrides checked and saved, their import, and the GET of their export. */
export const translationsArea = serverArea({
  name: 'translations',
  log: translationsLog,
  handlers: translationHandlers,
  mount: mountTranslationExport,
  described: translationRoutes,
});
