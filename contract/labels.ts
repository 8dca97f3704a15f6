import { LANGUAGES, type Language } from './languages.ts';
import { formatMessage, validationTemplate, type Localized, type ValidationMessageKey } from './messages.ts';
import { labelIn, namedFieldLabels } from './text-overrides.ts';

/** The names of an area's fields as a user reads them, by the field's name in the calls. */
export type FieldLabels = Readonly<Record<string, Localized>>;

/** The fields every area's calls share: the records a path names, versions, lists. */
export const COMMON_FIELD_LABELS = namedFieldLabels('common', {
  company: { en: 'Company', it: 'Azienda', es: 'Empresa', fr: 'Entreprise', pt: 'Empresa' },
  project: { en: 'Project', it: 'Progetto', es: 'Proyecto', fr: 'Projet', pt: 'Projeto' },
  form: { en: 'Form', it: 'Modulo', es: 'Formulario', fr: 'Formulaire', pt: 'Formulário' },
  id: { en: 'Record', it: 'Record', es: 'Registro', fr: 'Enregistrement', pt: 'Registro' },
  version: { en: 'Version', it: 'Versione', es: 'Versión', fr: 'Version', pt: 'Versão' },
  search: { en: 'Search', it: 'Cerca', es: 'Buscar', fr: 'Recherche', pt: 'Pesquisa' },
  page: { en: 'Page', it: 'Pagina', es: 'Página', fr: 'Page', pt: 'Página' },
  pageSize: { en: 'Page size', it: 'Righe per pagina', es: 'Filas por página', fr: 'Lignes par page', pt: 'Linhas por página' },
  sort: { en: 'Sort', it: 'Ordinamento', es: 'Orden', fr: 'Tri', pt: 'Ordenação' },
  operator: { en: 'Operator', it: 'Operatore', es: 'Operador', fr: 'Opérateur', pt: 'Operador' },
} as const satisfies FieldLabels);

/** The words an exported file writes for a yes-or-no cell (a vote's validity, an operator's flags). */
export const EXPORT_WORD_LABELS = namedFieldLabels('export-words', {
  yes: { en: 'yes', it: 'sì', es: 'sí', fr: 'oui', pt: 'sim' },
  no: { en: 'no', it: 'no', es: 'no', fr: 'non', pt: 'não' },
} as const satisfies FieldLabels);

/** The label of a field in a language (the installation's override first): the area's own, else a shared one; an unknown field keeps its name. */
export function fieldLabel(field: string, lang: Language, labels: FieldLabels = {}): string {
  const label = labels[field] ?? (COMMON_FIELD_LABELS as FieldLabels)[field];
  return label ? labelIn(label, lang) : field;
}

/** A validation message of the spec's table for a field, in a language, the field named by its label. */
export function validationMessage(key: ValidationMessageKey, field: string, lang: Language, bound?: string | number, labels?: FieldLabels): string {
  return formatMessage(validationTemplate(key, lang), fieldLabel(field, lang, labels), bound ?? '');
}

/**
 * The labels of a localised text's languages (`title.en`: "Title (EN)"), so a message about one
 * language of it (too long) names the field and the language.
 */
export function languageLabels<F extends string>(field: F, label: Localized): Record<`${F}.${Language}`, Localized> {
  const entries = LANGUAGES.map((code) => [
    `${field}.${code}`,
    Object.fromEntries(Object.entries(label).map(([lang, text]) => [lang, `${text} (${code.toUpperCase()})`])) as Localized,
  ]);
  return Object.fromEntries(entries) as Record<`${F}.${Language}`, Localized>;
}
