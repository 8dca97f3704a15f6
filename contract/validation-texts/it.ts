import type { ValidationTexts } from '../messages.ts';

/** The validation messages in Italian. */
export default {
  required: 'Il campo {0} è obbligatorio',
  invalid: 'Il campo {0} non è valido',
  minLength: 'Il campo {0} deve contenere almeno {1} caratteri',
  minValue: 'Il campo {0} deve essere almeno {1}',
  maxLength: 'Il campo {0} non deve superare {1} caratteri',
  maxValue: 'Il campo {0} non deve superare {1}',
  wholeNumber: 'Il campo {0} deve essere un numero intero',
  email: 'Indirizzo email non valido',
  requiredInOneLanguage: 'Il campo {0} è obbligatorio in almeno una lingua',
  slug: 'Il campo può contenere solo lettere minuscole, numeri, trattini e trattini bassi',
  closesAfterOpens: 'La data di chiusura deve essere successiva a quella di apertura',
  defaultLanguageOffered: 'La lingua predefinita deve essere tra le lingue offerte',
  keyTaken: 'Questa chiave è già usata nel modulo',
  conditionEarlierField: 'Una condizione può indicare solo un campo che la precede',
  publishFirst: 'Pubblica il modulo prima di aprirlo',
  noOpeningTime: 'Il modulo non ha un orario di apertura: impostalo nelle Opzioni del modulo',
  languageOfProject: 'Un modulo può usare solo le lingue del suo progetto',
  samePassword: 'La nuova password deve essere diversa da quella attuale',
  nameTaken: 'Usi già questo nome: scegline un altro',
} satisfies ValidationTexts;
