import { errorTemplate } from '../../../contract/contract-texts.ts';
import type { Language } from '../../../contract/languages.ts';
import { formatMessage } from '../../../contract/messages.ts';
import type { TranslationFormat } from '../../../contract/translations.ts';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../errors.ts';
import { shownBuiltin, type Catalog } from './catalog.ts';
import { overrideProblem, type OverrideProblem } from './checks.ts';
import { decodeFile, readFile } from './formats.ts';
import { indexOverrides } from './service.ts';
import { bumpVersion, readOverrides, writeOverride } from './store.ts';

/** One text of an import as the report lists it: its override before (`from`) and after (`to`), null for none. */
export interface ImportEntry {
  key: string;
  lang: Language;
  from: string | null;
  to: string | null;
}

/** What an import would change, or changed. */
export interface ImportReport {
  changed: ImportEntry[];
  new: ImportEntry[];
  removed: ImportEntry[];
  invalid: Array<ImportEntry & { reason: string }>;
  unknown: string[];
  unchanged: number;
  applied: boolean;
}

/**
 * Reads a file and sorts its texts against the stored overrides: a text equal to the built-in one
 * (or left empty) means no override, so an export imported back changes nothing. With `apply`,
 * writes every change and raises each touched language's version in the call's transaction, or
 * refuses the whole file (400 `translation_import_invalid`) when one text is invalid.
 */
export async function importTranslations(
  db: Db,
  catalog: Catalog,
  input: { format: TranslationFormat; content: string; apply: boolean },
  who: { by: string | null; now: Date; wordsIn: Language },
): Promise<ImportReport> {
  const texts = await readFile(input.format, decodeFile(input.content, input.format));
  const overrides = indexOverrides(await readOverrides(db), catalog);
  const report: ImportReport = { changed: [], new: [], removed: [], invalid: [], unknown: [], unchanged: 0, applied: false };
  const unknown = new Set<string>();
  const seen = new Set<string>();
  const writes: Array<{ entry: ImportEntry; builtin: string }> = [];
  for (const { key, lang, text: value } of texts) {
    const text = catalog.byKey.get(key);
    if (!text) {
      unknown.add(key);
      continue;
    }
    // A file that gives one key's text twice in a language: the first one counts.
    if (seen.has(`${lang}\u0000${key}`)) continue;
    seen.add(`${lang}\u0000${key}`);
    const builtin = shownBuiltin(text, lang);
    const from = overrides.get(key)?.get(lang)?.text ?? null;
    const to = value === null || value === builtin ? null : value;
    if (to === from) {
      report.unchanged++;
      continue;
    }
    const entry = { key, lang, from, to };
    const problem: OverrideProblem | null = text.restricted ? { code: 'translation_restricted' } : to === null ? null : overrideProblem(text, lang, to, who.wordsIn);
    if (problem) {
      report.invalid.push({ ...entry, reason: formatMessage(errorTemplate(problem.code, who.wordsIn), ...(problem.args ?? [])) });
      continue;
    }
    (from === null ? report.new : to === null ? report.removed : report.changed).push(entry);
    writes.push({ entry, builtin });
  }
  report.unknown = [...unknown];
  if (!input.apply) return report;
  if (report.invalid.length > 0) throw new AppError('translation_import_invalid', { fields: { content: { code: 'translation_import_invalid' } }, extra: { report } });
  const langs = new Set<Language>();
  for (const { entry, builtin } of writes) {
    await writeOverride(db, entry.key, entry.lang, entry.to === null ? null : { text: entry.to, builtin }, who.by, who.now);
    langs.add(entry.lang);
  }
  for (const lang of langs) await bumpVersion(db, lang, who.now);
  return { ...report, applied: true };
}
