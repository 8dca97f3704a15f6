import { isAnswered } from '../../../contract/form-answers.ts';
import type { Answer, Answers } from '../../../contract/answer.ts';
import { fieldsOf, type FormDefinition } from '../../../contract/form-definition.ts';
import type { Language } from '../../../contract/languages.ts';
import type { Localized } from '../../../contract/messages.ts';
import type { MailRow } from '../../mail/notification-render.ts';
import { textIn } from '../../respondents/answered-versions.ts';

const YES: Localized = { it: 'Sì', en: 'Yes', es: 'Sí', fr: 'Oui', pt: 'Sim' };
const NO_ANSWER: Localized = { en: '(no answer)', it: '(nessuna risposta)', es: '(sin respuesta)', fr: '(pas de réponse)', pt: '(sem resposta)' };

/** The answers as the receipt lists them, in the form's order: labels and values in the reader's language. */
export function receiptLines(definition: FormDefinition, answers: Answers, lang: Language): MailRow[] {
  const fallback = definition.default_lang;
  const lines: MailRow[] = [];
  for (const { field } of fieldsOf(definition)) {
    if (field.type === 'statement') continue;
    const answer = answers[field.key];
    if (!isAnswered(answer)) continue;
    const optionLabel = (value: string) => {
      const option = 'options' in field ? field.options.find((candidate) => candidate.value === value) : undefined;
      return option ? textIn(option.label, lang, fallback) : value;
    };
    const value = valueText(answer as Answer, optionLabel, lang).trim();
    lines.push({ label: textIn(field.label, lang, fallback), value: value === '' ? NO_ANSWER[lang] : value });
  }
  return lines;
}

function valueText(answer: Answer, optionLabel: (value: string) => string, lang: Language): string {
  if (typeof answer === 'boolean') return answer ? YES[lang] : '';
  if (Array.isArray(answer)) return answer.map(optionLabel).join(', ');
  if (typeof answer === 'object') return answer.name;
  if (typeof answer === 'string') return optionLabel(answer);
  return String(answer);
}
