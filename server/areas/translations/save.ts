import type { Language } from '../../../contract/languages.ts';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../errors.ts';
import { shownBuiltin, type Catalog, type CatalogText } from './catalog.ts';
import { overrideProblem } from './checks.ts';
import { bumpVersion, writeOverride } from './store.ts';

/** The text of a key the catalog knows, else 404 naming the key. */
export function knownText(catalog: Catalog, key: string): CatalogText {
  const text = catalog.byKey.get(key);
  if (!text) throw new AppError('translation_unknown_key', { fields: { key: { code: 'translation_unknown_key' } } });
  return text;
}

/**
 * What storing `value` as a key's override in a language means: null (or the built-in text
 * itself) removes the override; any other text must pass the checks, else 400 with the field
 * `text` marked (a restricted key marks `key`).
 */
export function overrideToStore(text: CatalogText, lang: Language, value: string | null, wordsIn: Language): { text: string; builtin: string } | null {
  if (text.restricted) throw new AppError('translation_restricted', { fields: { key: { code: 'translation_restricted' } } });
  const builtin = shownBuiltin(text, lang);
  if (value === null || value === builtin) return null;
  const problem = overrideProblem(text, lang, value, wordsIn);
  if (problem) throw new AppError(problem.code, { fields: { text: problem }, args: problem.args });
  return { text: value, builtin };
}

/** Writes one checked override and raises its language's version in the same transaction; answers the new version. */
export async function storeOverride(db: Db, key: string, lang: Language, value: { text: string; builtin: string } | null, by: string | null, now: Date): Promise<number> {
  await writeOverride(db, key, lang, value, by, now);
  return bumpVersion(db, lang, now);
}
