import type { Language } from './languages.ts';
import { formatMessage, validationTemplate, type Localized, type ValidationMessageKey } from './messages.ts';

/**
 * The answer checks' messages as the public form says them under a field, in plain words: keyed on
 * the spec's catalogue (section 5), whose message stays the API's and the back office's. `{1}` is
 * the bound, as in the catalogue; the field's name is not repeated, the message sits under it.
 */
export const PLAIN_MESSAGES = {
  required: {
    en: 'This answer is required',
    it: 'Questa risposta è obbligatoria',
    es: 'Esta respuesta es obligatoria',
    fr: 'Cette réponse est obligatoire',
    pt: 'Esta resposta é obrigatória',
  },
  invalid: {
    en: 'This answer is not valid',
    it: 'Questa risposta non è valida',
    es: 'Esta respuesta no es válida',
    fr: 'Cette réponse n’est pas valide',
    pt: 'Esta resposta não é válida',
  },
  minLength: {
    en: 'Write at least {1} characters',
    it: 'Scrivi almeno {1} caratteri',
    es: 'Escribe al menos {1} caracteres',
    fr: 'Écrivez au moins {1} caractères',
    pt: 'Escreva pelo menos {1} caracteres',
  },
  maxLength: {
    en: 'Write at most {1} characters',
    it: 'Scrivi al massimo {1} caratteri',
    es: 'Escribe como máximo {1} caracteres',
    fr: 'Écrivez au plus {1} caractères',
    pt: 'Escreva no máximo {1} caracteres',
  },
  minValue: { en: 'At least {1}', it: 'Almeno {1}', es: 'Como mínimo {1}', fr: 'Au moins {1}', pt: 'No mínimo {1}' },
  maxValue: { en: 'At most {1}', it: 'Al massimo {1}', es: 'Como máximo {1}', fr: 'Au plus {1}', pt: 'No máximo {1}' },
  wholeNumber: {
    en: 'Enter a whole number',
    it: 'Inserisci un numero intero',
    es: 'Introduce un número entero',
    fr: 'Saisissez un nombre entier',
    pt: 'Insira um número inteiro',
  },
  email: {
    en: 'Enter a valid email address',
    it: 'Inserisci un indirizzo email valido',
    es: 'Introduce una dirección de correo válida',
    fr: 'Saisissez une adresse e-mail valide',
    pt: 'Insira um endereço de e-mail válido',
  },
} as const satisfies Partial<Record<ValidationMessageKey, Localized>>;

/** A check's message in plain words; a rule without a plain variant says the catalogue's, named by the field's label. */
export function plainMessage(rule: ValidationMessageKey, lang: Language, label: string, bound?: number): string {
  const plain = (PLAIN_MESSAGES as Partial<Record<ValidationMessageKey, Localized>>)[rule];
  return plain ? formatMessage(plain[lang], '', bound ?? '') : formatMessage(validationTemplate(rule, lang), label, bound ?? '');
}

/** A text field's length as a hint under it, and what is told when typing reaches a bound. `{0}` and `{1}` are the bounds. */
export const LENGTH_HINTS = {
  atLeast: { en: 'At least {0} characters', it: 'Almeno {0} caratteri', es: 'Al menos {0} caracteres', fr: 'Au moins {0} caractères', pt: 'Pelo menos {0} caracteres' },
  atMost: { en: 'At most {0} characters', it: 'Al massimo {0} caratteri', es: 'Como máximo {0} caracteres', fr: 'Au plus {0} caractères', pt: 'No máximo {0} caracteres' },
  between: {
    en: 'Between {0} and {1} characters',
    it: 'Tra {0} e {1} caratteri',
    es: 'Entre {0} y {1} caracteres',
    fr: 'Entre {0} et {1} caractères',
    pt: 'Entre {0} e {1} caracteres',
  },
  minReached: {
    en: 'Minimum reached: {0} characters',
    it: 'Minimo raggiunto: {0} caratteri',
    es: 'Mínimo alcanzado: {0} caracteres',
    fr: 'Minimum atteint : {0} caractères',
    pt: 'Mínimo atingido: {0} caracteres',
  },
  maxReached: {
    en: 'Maximum reached: {0} characters',
    it: 'Massimo raggiunto: {0} caratteri',
    es: 'Máximo alcanzado: {0} caracteres',
    fr: 'Maximum atteint : {0} caractères',
    pt: 'Máximo atingido: {0} caracteres',
  },
} as const satisfies Record<string, Localized>;
