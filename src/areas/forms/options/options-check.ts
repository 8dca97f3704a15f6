import { FormOptionsFields } from '../../../../contract/forms.ts';
import type { Language } from '../../../../contract/languages.ts';
import type { TranslationFunctions } from '../../../../i18n/i18n-types';
import { schemaErrors, type FieldLabels } from '../../../lib/forms/schema-errors.ts';
import { optionsPayload, type FormOptionsValues } from './options-values.ts';

/** The labels of the settings, as their messages name them. */
export function optionsLabels(LL: TranslationFunctions): FieldLabels<keyof FormOptionsValues> {
  const texts = LL.forms.options;
  return {
    slug: texts.slug(),
    status: texts.status(),
    opens_at: texts.opensAt(),
    closes_at: texts.closesAt(),
    results_at: texts.resultsAt(),
    access: texts.access(),
    max_submissions: texts.maxSubmissions(),
    confirmation: texts.confirmation(),
    public_votes: texts.publicVotes(),
    judged: texts.judged(),
    notify: texts.notify(),
    vote_opens_at: texts.voteOpensAt(),
    vote_closes_at: texts.voteClosesAt(),
    votes_per_email: texts.votesPerEmail(),
    voter_fields: texts.voterFields(),
    assistants_export: texts.assistantsExport(),
  };
}

/**
 * The screen's check: the contract's `FormOptionsFields` (the schema the browser build keeps)
 * on the payload it sends, in the screen's words.
 */
export function optionsErrors(values: FormOptionsValues, labels: FieldLabels<keyof FormOptionsValues>, lang: Language) {
  return schemaErrors(FormOptionsFields, optionsPayload(values), labels, lang);
}
