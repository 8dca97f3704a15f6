import { words, type AreaLog, type LogFacts } from '../../http/log-sentence.ts';

const keyOf = (row: LogFacts) => String(row.summary.key ?? '');

/** How the corrections of the installation's texts read in the operations' log. */
export const translationsLog: AreaLog = {
  label: words({ it: 'Traduzioni', en: 'Translations', es: 'Traducciones', fr: 'Traductions', pt: 'Traduções' }),
  sentences: {
    'admin/i18n/translations/save': (row) => ({
      words: row.summary.removed
        ? words({
            it: '{actor} ha ripristinato il testo originale di {key} ({lang})',
            en: '{actor} restored the built-in text of {key} ({lang})',
            es: '{actor} restableció el texto original de {key} ({lang})',
            fr: '{actor} a rétabli le texte d’origine de {key} ({lang})',
            pt: '{actor} restaurou o texto original de {key} ({lang})',
          })
        : words({
            it: '{actor} ha corretto il testo {key} ({lang})',
            en: '{actor} corrected the text {key} ({lang})',
            es: '{actor} corrigió el texto {key} ({lang})',
            fr: '{actor} a corrigé le texte {key} ({lang})',
            pt: '{actor} corrigiu o texto {key} ({lang})',
          }),
      values: { key: keyOf(row) },
    }),
    'admin/i18n/translations/import': (row) => ({
      words: row.summary.applied ? words({
        it: '{actor} ha importato le traduzioni da un file {format}: {changed} modificate, {new} nuove, {removed} ripristinate',
        en: '{actor} imported translations from a {format} file: {changed} changed, {new} new, {removed} restored',
        es: '{actor} importó traducciones de un archivo {format}: {changed} modificadas, {new} nuevas, {removed} restablecidas',
        fr: '{actor} a importé des traductions depuis un fichier {format} : {changed} modifiées, {new} nouvelles, {removed} rétablies',
        pt: '{actor} importou traduções de um arquivo {format}: {changed} alteradas, {new} novas, {removed} restauradas',
      }) : words({
        it: '{actor} ha verificato un file di traduzioni {format} senza importarlo',
        en: '{actor} checked a {format} translations file without importing it',
        es: '{actor} comprobó un archivo de traducciones {format} sin importarlo',
        fr: '{actor} a vérifié un fichier de traductions {format} sans l’importer',
        pt: '{actor} verificou um arquivo de traduções {format} sem importá-lo',
      }),
      values: { format: String(row.summary.format ?? '').toUpperCase(), changed: String(row.summary.changed ?? 0), new: String(row.summary.new ?? 0), removed: String(row.summary.removed ?? 0) },
    }),
  },
};
