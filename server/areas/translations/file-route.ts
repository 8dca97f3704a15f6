import type { Hono } from 'hono';
import { FIELD_LABELS } from '../../../contract/translations.ts';
import { isLanguage, type Language } from '../../../contract/languages.ts';
import { loadSession } from '../../auth/sessions.ts';
import { TRANSLATION_EXPORT_PATH, TRANSLATION_FORMATS, type TranslationFormat } from '../../../contract/translations.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, errorBody } from '../../errors.ts';
import { XLSX_TYPE } from '../../exports/xlsx.ts';
import { isSecure, requestLanguage } from '../../http/request.ts';
import { loadCatalog } from './catalog.ts';
import { exportPo, exportXliff, exportXlsx } from './formats.ts';
import { indexOverrides } from './service.ts';
import { readOverrides } from './store.ts';

const TYPES: Record<TranslationFormat, string> = { xliff: 'application/xliff+xml; charset=utf-8', po: 'text/x-gettext-translation; charset=utf-8', xlsx: XLSX_TYPE };

/**
 * `GET /api/admin/i18n/translations/export?format=xliff|po|xlsx&lang=<lang>`: every text in effect
 * as a file, to installation admins only (the session cookie, refused as the JSON adapter refuses:
 * 401 signed out, 403 a password to change first or not an installation admin, 400 naming a wrong
 * parameter). XLIFF and PO hold one language (`lang`), XLSX all five.
 */
export function mountTranslationExport(app: Hono, deps: AppDeps): void {
  app.get(TRANSLATION_EXPORT_PATH, async (c) => {
    let lang = requestLanguage(c);
    try {
      const session = await loadSession(deps.database.db, c, deps.clock.now(), isSecure(c, deps.config));
      if (!session) throw new AppError('not_signed_in');
      const preferred = session.operator.preferredLang;
      if (isLanguage(preferred)) lang = preferred;
      if (session.operator.mustChange) throw new AppError('password_change_required');
      if (!session.operator.installationAdmin) throw new AppError('forbidden');
      const format = c.req.query('format');
      const target = c.req.query('lang');
      if (!TRANSLATION_FORMATS.includes(format as TranslationFormat)) throw new AppError('validation_failed', { fields: { format: { rule: 'invalid' } } });
      if (format !== 'xlsx' && !isLanguage(target)) throw new AppError('validation_failed', { fields: { lang: { rule: target ? 'invalid' : 'required' } } });
      const catalog = await loadCatalog();
      const overrides = indexOverrides(await readOverrides(deps.database.db), catalog);
      const chosen = format as TranslationFormat;
      const body =
        chosen === 'xlsx' ? await exportXlsx(catalog, overrides) : chosen === 'po' ? exportPo(catalog, overrides, target as Language) : Buffer.from(exportXliff(catalog, overrides, target as Language));
      const name = chosen === 'xlsx' ? 'translations.xlsx' : `translations-${target}.${chosen === 'po' ? 'po' : 'xlf'}`;
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': TYPES[chosen],
        'Content-Length': String(body.length),
        'Content-Disposition': `attachment; filename="${name}"`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'private, no-store',
      });
    } catch (error) {
      if (error instanceof AppError) return c.json(errorBody(error, lang, FIELD_LABELS), error.status as 400);
      throw error;
    }
  });
}
