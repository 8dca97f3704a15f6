import { TRANSLATION_LIMITS, TranslationImport } from '../../../contract/translations.ts';
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
  // An import carries its file as base64 in the JSON body: up to 5 MB of file, a third more as base64.
  largeBodies: { [`/api/${TranslationImport.path}`]: Math.ceil((TRANSLATION_LIMITS.importBytes * 4) / 3) + 64 * 1024 },
});
