import * as contract from '../../../contract/translations.ts';
import { handle } from '../../http/handler.ts';
import { overrideCache } from './cache.ts';
import { loadCatalog } from './catalog.ts';
import { importTranslations } from './import.ts';
import { knownText, overrideToStore, storeOverride } from './save.ts';
import { indexOverrides, listTexts, presentText } from './service.ts';
import { readOverrides } from './store.ts';

/** The handlers of the translations' calls: the list, a save, a language's overrides, the import. */
export const translationHandlers = [
  handle(contract.TranslationList, async (ctx, input) => {
    const catalog = await loadCatalog();
    return listTexts(catalog, indexOverrides(await readOverrides(ctx.db), catalog), input, ctx.lang);
  }),

  handle(contract.TranslationSave, async (ctx, input) => {
    const catalog = await loadCatalog();
    const text = knownText(catalog, input.key);
    const value = overrideToStore(text, input.lang, input.text, ctx.lang);
    const version = await storeOverride(ctx.db, input.key, input.lang, value, ctx.session!.operator.id, ctx.now);
    ctx.audit({ target: `text:${input.key}`, summary: { key: input.key, lang: input.lang, removed: value === null } });
    const cache = overrideCache(ctx.deps);
    ctx.defer(async () => cache.stale());
    const overrides = indexOverrides(await readOverrides(ctx.db), catalog);
    return { item: presentText(text, overrides.get(input.key), ctx.lang), version };
  }),

  handle(contract.TranslationOverrides, async (ctx, input) => {
    // Every device asks at start: answered from this server's copy, at most a second old.
    const cache = overrideCache(ctx.deps);
    await cache.fresh();
    const { version, texts } = cache.language(input.lang);
    return { version, texts: Object.fromEntries(texts) };
  }),

  handle(contract.TranslationImport, async (ctx, input) => {
    const report = await importTranslations(ctx.db, await loadCatalog(), input, { by: ctx.session!.operator.id, now: ctx.now, wordsIn: ctx.lang });
    if (report.applied) {
      const cache = overrideCache(ctx.deps);
      ctx.defer(async () => cache.stale());
    }
    ctx.audit({ summary: { format: input.format, applied: report.applied, changed: report.changed.length, new: report.new.length, removed: report.removed.length } });
    return report;
  }),
];
