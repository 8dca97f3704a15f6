import type { Criterion, Score } from '../../../contract/judging.ts';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { hasAnswer } from '../../components/answer-value.tsx';
import type { DefinitionTexts } from '../../lib/form-fields/definition-texts.ts';

/** A score in one line: "Originality 7, Feasibility 5", or what the judge declared instead. */
export function scoreSummary(score: Score, criteria: readonly Criterion[], texts: DefinitionTexts, LL: TranslationFunctions, locale: string): string {
  const words = LL.judging.session;
  if (score.conflict) return words.conflictDeclared();
  if (score.abstain) return words.abstained();
  return criteria
    .filter((criterion) => hasAnswer(score.values[criterion.key]))
    .map((criterion) => `${texts.text(criterion.label) || criterion.key} ${score.values[criterion.key]!.toLocaleString(locale)}`)
    .join(', ');
}
