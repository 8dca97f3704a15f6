import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { defineErrors } from './errors.ts';
import { intField, LanguageSchema } from './fields.ts';
import type { FieldLabels } from './labels.ts';
import { namedFieldLabels } from './text-overrides.ts';

/**
 * The installation's own wording: every text a person reads on the back office and the public
 * side, listed by key with its built-in text in the five languages, and the admins' corrections
 * (overrides) checked against it and applied at run time on every device.
 *
 * A key names one text:
 * - an interface dictionary's text by its path in the app's merged dictionary: a root text
 *   (`login.intro`, area `root`) or a namespace's (`mailMerge.templates.title`, area `mailMerge`);
 * - a validation message of the contract: `validation.<message>` (area `validation`);
 * - an error's text: `errors.<code>` (area `errors`);
 * - a field's label: `fields.<module>.<field>` (area `fields`), `<module>` the contract module's
 *   file name (`mail-merge`), `common` for the labels every module shares.
 */

/** The states a text's list can be narrowed to, in one language or any. */
export const TRANSLATION_STATES = ['overridden', 'outdated', 'untranslated', 'invalid'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** The export and import formats: XLIFF 2.0 and Gettext PO hold one language, XLSX all five in columns. */
export const TRANSLATION_FORMATS = ['xliff', 'po', 'xlsx'] as const;
export type TranslationFormat = (typeof TRANSLATION_FORMATS)[number];

/** The bounds of the calls. */
export const TRANSLATION_LIMITS = {
  /** The longest override, in characters; a text may also be held to a bound of its own. */
  text: 2000,
  /** An override may be this many times as long as the longest built-in text of its key, plus `lengthSlack` characters. */
  lengthFactor: 3,
  lengthSlack: 40,
  /** Rows per page of the list. */
  pageSize: 50,
  /** The most keys a list may be narrowed to (the strings one screen showed). */
  keys: 2000,
  /** The largest file an import reads, in bytes (base64 decoded). */
  importBytes: 5 * 1024 * 1024,
  /** The longest search. */
  search: 200,
} as const;

/** One key of the list: its built-in text in every language and the installation's overrides. */
export const TranslationItemSchema = z.object({
  key: z.string(),
  area: z.string(),
  builtin: z.record(z.string(), z.string()),
  override: z.record(z.string(), z.string()),
  /** The placeholders the text carries (`{0}`, `{name}`, `{{plural|forms}}`), which an override keeps. */
  placeholders: z.array(z.string()),
  /** The languages whose override was written against a built-in text that has changed since. */
  outdated: z.array(LanguageSchema),
  /** The languages whose override no longer passes the checks (a placeholder the built-in text lost or gained). */
  invalid: z.array(LanguageSchema),
  /** The languages whose built-in text is missing and that show the fallback language's. */
  untranslated: z.array(LanguageSchema),
  /** Why the key cannot be overridden, when it cannot (`product_name`, `legal`); null otherwise. */
  restricted: z.string().nullable(),
  /** The longest override the key accepts, in characters. */
  max_length: z.number().int(),
});
export type TranslationItem = z.infer<typeof TranslationItemSchema>;

/** The list's narrowing: a language the states are read in (else any), search over keys and texts, a state, an area, the keys of one screen. */
export const TranslationListInput = z.object({
  lang: LanguageSchema.optional(),
  search: z.string().trim().max(TRANSLATION_LIMITS.search).optional(),
  state: z.enum(TRANSLATION_STATES).optional(),
  area: z.string().trim().max(60).optional(),
  keys: z.array(z.string().max(300)).max(TRANSLATION_LIMITS.keys).optional(),
  page: intField(1, 100_000).default(1),
});

/** Every text by key, filtered and paged, with the coverage per language (the share of keys with their own text, 0 to 1) overall and per area. */
export const TranslationList = endpoint({
  path: 'admin/i18n/translations/list',
  kind: 'query',
  permission: 'installationAdmin',
  input: TranslationListInput,
  output: z.object({
    items: z.array(TranslationItemSchema),
    total: z.number().int(),
    coverage: z.record(z.string(), z.number()),
    areas: z.array(z.object({ area: z.string(), keys: z.number().int(), coverage: z.record(z.string(), z.number()) })),
  }),
});

/** Writes (or with `text: null` removes) one override, checked against the built-in text; answers the key as listed. */
export const TranslationSave = endpoint({
  path: 'admin/i18n/translations/save',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: z.object({
    key: z.string().trim().min(1).max(300),
    lang: LanguageSchema,
    text: z.string().max(TRANSLATION_LIMITS.text).nullable(),
  }),
  output: z.object({ item: TranslationItemSchema, version: z.number().int() }),
});

/** A language's overrides as the dictionaries apply them, with their version; anyone may read them (the sign-in and public pages too). */
export const TranslationOverrides = endpoint({
  path: 'i18n/overrides',
  kind: 'query',
  permission: 'anonymous',
  input: z.object({ lang: LanguageSchema }),
  output: z.object({ version: z.number().int(), texts: z.record(z.string(), z.string()) }),
});

/** One text of an import as read from its file. */
export const ImportEntrySchema = z.object({ key: z.string(), lang: LanguageSchema, from: z.string().nullable(), to: z.string().nullable() });

/**
 * Reads an XLIFF 2.0, PO or XLSX file and answers what it would change: texts changed, overrides
 * new, invalid ones with their reason, keys the installation does not know. With `apply` the
 * whole file is applied in one transaction, or nothing when one text is invalid. A text equal to
 * the built-in one removes the override, so an export imported back changes nothing.
 */
export const TranslationImport = endpoint({
  path: 'admin/i18n/translations/import',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: z.object({
    format: z.enum(TRANSLATION_FORMATS),
    /** The file, base64. */
    content: z.string().max(Math.ceil((TRANSLATION_LIMITS.importBytes * 4) / 3) + 4),
    apply: z.boolean().default(false),
  }),
  output: z.object({
    changed: z.array(ImportEntrySchema),
    new: z.array(ImportEntrySchema),
    removed: z.array(ImportEntrySchema),
    invalid: z.array(ImportEntrySchema.extend({ reason: z.string() })),
    unknown: z.array(z.string()),
    unchanged: z.number().int(),
    applied: z.boolean(),
  }),
});

/**
 * The export is a GET beside the contract (a file the browser saves):
 * `GET /api/admin/i18n/translations/export?format=xliff|po|xlsx&lang=<lang>` (lang for XLIFF and
 * PO; XLSX holds every language), installation admins only. Each text is the one in effect.
 */
export const TRANSLATION_EXPORT_PATH = '/api/admin/i18n/translations/export';

/** The translations' error codes and their texts. */
export const ERRORS = defineErrors({
  translation_unknown_key: {
    status: 404,
    en: 'There is no text with this key.',
    it: 'Non esiste un testo con questa chiave.',
    es: 'No existe ningún texto con esta clave.',
    fr: "Il n'existe aucun texte avec cette clé.",
    pt: 'Não existe nenhum texto com esta chave.',
  },
  translation_restricted: {
    status: 400,
    en: 'This text cannot be changed here.',
    it: 'Questo testo non può essere modificato qui.',
    es: 'Este texto no se puede cambiar aquí.',
    fr: 'Ce texte ne peut pas être modifié ici.',
    pt: 'Este texto não pode ser alterado aqui.',
  },
  translation_placeholders: {
    status: 400,
    en: 'The text must keep the placeholders of the original: {0}.',
    it: 'Il testo deve mantenere i segnaposto dell’originale: {0}.',
    es: 'El texto debe conservar los marcadores del original: {0}.',
    fr: 'Le texte doit garder les espaces réservés de l’original : {0}.',
    pt: 'O texto deve manter os marcadores do original: {0}.',
  },
  translation_markup: {
    status: 400,
    en: 'The text cannot contain markup (tags such as <b>).',
    it: 'Il testo non può contenere markup (tag come <b>).',
    es: 'El texto no puede contener marcado (etiquetas como <b>).',
    fr: 'Le texte ne peut pas contenir de balisage (balises comme <b>).',
    pt: 'O texto não pode conter marcação (tags como <b>).',
  },
  translation_too_long: {
    status: 400,
    en: 'The text is too long: at most {0} characters.',
    it: 'Il testo è troppo lungo: al massimo {0} caratteri.',
    es: 'El texto es demasiado largo: como máximo {0} caracteres.',
    fr: 'Le texte est trop long : {0} caractères au plus.',
    pt: 'O texto é longo demais: no máximo {0} caracteres.',
  },
  translation_file_invalid: {
    status: 400,
    en: 'The file could not be read as {0}.',
    it: 'Il file non può essere letto come {0}.',
    es: 'El archivo no se pudo leer como {0}.',
    fr: 'Le fichier n’a pas pu être lu comme {0}.',
    pt: 'Não foi possível ler o arquivo como {0}.',
  },
  translation_import_invalid: {
    status: 400,
    en: 'Nothing was imported: some texts are not valid.',
    it: 'Non è stato importato nulla: alcuni testi non sono validi.',
    es: 'No se importó nada: algunos textos no son válidos.',
    fr: 'Rien n’a été importé : certains textes ne sont pas valides.',
    pt: 'Nada foi importado: alguns textos não são válidos.',
  },
});

/** The translations' fields as a user reads them. */
export const FIELD_LABELS = namedFieldLabels('translations', {
  key: { en: 'Key', it: 'Chiave', es: 'Clave', fr: 'Clé', pt: 'Chave' },
  lang: { en: 'Language', it: 'Lingua', es: 'Idioma', fr: 'Langue', pt: 'Idioma' },
  text: { en: 'Text', it: 'Testo', es: 'Texto', fr: 'Texte', pt: 'Texto' },
  state: { en: 'State', it: 'Stato', es: 'Estado', fr: 'État', pt: 'Estado' },
  area: { en: 'Area', it: 'Area', es: 'Área', fr: 'Zone', pt: 'Área' },
  keys: { en: 'Texts of the screen', it: 'Testi della schermata', es: 'Textos de la pantalla', fr: "Textes de l'écran", pt: 'Textos da tela' },
  format: { en: 'Format', it: 'Formato', es: 'Formato', fr: 'Format', pt: 'Formato' },
  content: { en: 'File', it: 'File', es: 'Archivo', fr: 'Fichier', pt: 'Arquivo' },
  apply: { en: 'Apply', it: 'Applica', es: 'Aplicar', fr: 'Appliquer', pt: 'Aplicar' },
} as const satisfies FieldLabels);
