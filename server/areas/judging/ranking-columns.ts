// The columns of a session's ranking export in each language, and each line of the ranking as a
// row of cells: the export's own words here, the criteria's labels from the session.
import type { Criterion } from '../../../contract/judging.ts';
import type { Language } from '../../../contract/languages.ts';
import { asciiName } from '../../../contract/slug.ts';
import { defused } from '../../exports/csv.ts';
import type { RankingLine } from './ranking.ts';

type Words = Record<Language, string>;

const COLUMNS = {
  rank: { it: 'Posizione', en: 'Rank', es: 'Posición', fr: 'Rang', pt: 'Posição' },
  rankNormalised: { it: 'Posizione normalizzata', en: 'Normalised rank', es: 'Posición normalizada', fr: 'Rang normalisé', pt: 'Posição normalizada' },
  submission: { it: 'Invio n.', en: 'Submission no.', es: 'Envío n.º', fr: 'Envoi n°', pt: 'Envio n.º' },
  judges: { it: 'Giudici', en: 'Judges', es: 'Jueces', fr: 'Juges', pt: 'Jurados' },
  total: { it: 'Totale ponderato', en: 'Weighted total', es: 'Total ponderado', fr: 'Total pondéré', pt: 'Total ponderado' },
  normalised: { it: 'Punteggio z normalizzato', en: 'Normalised z-score', es: 'Puntuación z normalizada', fr: 'Score z normalisé', pt: 'Pontuação z normalizada' },
  sd: { it: 'Deviazione standard', en: 'Standard deviation', es: 'Desviación típica', fr: 'Écart type', pt: 'Desvio padrão' },
  range: { it: 'Max − min', en: 'Max − min', es: 'Máx. − mín.', fr: 'Max − min', pt: 'Máx. − mín.' },
} satisfies Record<string, Words>;

const MEAN: Words = { it: 'media', en: 'mean', es: 'media', fr: 'moyenne', pt: 'média' };
const MEDIAN: Words = { it: 'mediana', en: 'median', es: 'mediana', fr: 'médiane', pt: 'mediana' };

/** The fixed columns, in the order the rows carry them. */
const FIXED = ['rank', 'rankNormalised', 'submission', 'judges', 'total', 'normalised', 'sd', 'range'] as const;

/** A criterion's label in a language: else in the form's own language, else in any, else its key. */
export function criterionLabel(criterion: Pick<Criterion, 'key' | 'label'>, lang: Language, fallback: Language): string {
  const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return given(criterion.label[lang]) ?? given(criterion.label[fallback]) ?? Object.values(criterion.label).map(given).find(Boolean) ?? criterion.key;
}


/** The header of the export in a language: the fixed columns, then each criterion's mean and median. */
export function rankingHeader(criteria: ReadonlyArray<Pick<Criterion, 'key' | 'label'>>, lang: Language, fallback: Language): string[] {
  return [
    ...FIXED.map((key) => COLUMNS[key][lang]),
    ...criteria.flatMap((criterion) => {
      const label = defused(criterionLabel(criterion, lang, fallback));
      return [`${label} (${MEAN[lang]})`, `${label} (${MEDIAN[lang]})`];
    }),
  ];
}

/** One line of the ranking as cells; a figure it lacks (no counted score) is an empty cell. */
export function rankingCells(line: RankingLine & { number: number }, criteria: ReadonlyArray<Pick<Criterion, 'key'>>): Array<number | string> {
  const figure = (value: number | null | undefined) => value ?? '';
  return [
    figure(line.rank),
    figure(line.rank_normalised),
    line.number,
    line.judges,
    figure(line.total),
    figure(line.normalised),
    figure(line.spread?.sd),
    figure(line.spread?.range),
    ...criteria.flatMap((criterion) => [figure(line.mean[criterion.key]), figure(line.median[criterion.key])]),
  ];
}

/** A session's name as a file name's part: lower case ASCII letters and digits joined by dashes. */
export function fileNamePart(name: string): string {
  return asciiName(name, '-', 60) || 'session';
}
