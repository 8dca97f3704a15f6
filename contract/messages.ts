import type { Language } from './languages.ts';
import { textIn } from './text-overrides.ts';

/** A text in every interface language. */
export type Localized = Record<Language, string>;

/**
 * The validation messages of spec section 5, in one table used by client and server.
 * `{0}` is the field's name, `{1}` the bound.
 */
export const VALIDATION_MESSAGES = {
  required: {
    en: '{0} field is required',
    it: 'Il campo {0} è obbligatorio',
    es: 'El campo {0} es obligatorio',
    fr: 'Le champ {0} est obligatoire',
    pt: 'O campo {0} é obrigatório',
  },
  invalid: {
    en: '{0} field is not valid',
    it: 'Il campo {0} non è valido',
    es: 'El campo {0} no es válido',
    fr: "Le champ {0} n'est pas valide",
    pt: 'O campo {0} não é válido',
  },
  minLength: {
    en: '{0} field must be at least {1} characters long',
    it: 'Il campo {0} deve contenere almeno {1} caratteri',
    es: 'El campo {0} debe tener al menos {1} caracteres',
    fr: 'Le champ {0} doit contenir au moins {1} caractères',
    pt: 'O campo {0} deve ter pelo menos {1} caracteres',
  },
  minValue: {
    en: '{0} field must be at least {1}',
    it: 'Il campo {0} deve essere almeno {1}',
    es: 'El campo {0} debe ser como mínimo {1}',
    fr: 'Le champ {0} doit être au moins {1}',
    pt: 'O campo {0} deve ser no mínimo {1}',
  },
  maxLength: {
    en: '{0} field must not exceed {1} characters',
    it: 'Il campo {0} non deve superare {1} caratteri',
    es: 'El campo {0} no debe superar {1} caracteres',
    fr: 'Le champ {0} ne doit pas dépasser {1} caractères',
    pt: 'O campo {0} não deve exceder {1} caracteres',
  },
  maxValue: {
    en: '{0} field must not exceed {1}',
    it: 'Il campo {0} non deve superare {1}',
    es: 'El campo {0} no debe superar {1}',
    fr: 'Le champ {0} ne doit pas dépasser {1}',
    pt: 'O campo {0} não deve exceder {1}',
  },
  wholeNumber: {
    en: '{0} field must be a whole number',
    it: 'Il campo {0} deve essere un numero intero',
    es: 'El campo {0} debe ser un número entero',
    fr: 'Le champ {0} doit être un nombre entier',
    pt: 'O campo {0} deve ser um número inteiro',
  },
  email: {
    en: 'Invalid email address',
    it: 'Indirizzo email non valido',
    es: 'Dirección de correo electrónico no válida',
    fr: 'Adresse e-mail non valide',
    pt: 'Endereço de e-mail inválido',
  },
  requiredInOneLanguage: {
    en: '{0} field is required in at least one language',
    it: 'Il campo {0} è obbligatorio in almeno una lingua',
    es: 'El campo {0} es obligatorio en al menos un idioma',
    fr: 'Le champ {0} est obligatoire dans au moins une langue',
    pt: 'O campo {0} é obrigatório em pelo menos um idioma',
  },
  slug: {
    en: 'Field can only contain lowercase letters, numbers, hyphens and underscores',
    it: 'Il campo può contenere solo lettere minuscole, numeri, trattini e trattini bassi',
    es: 'El campo solo puede contener letras minúsculas, números, guiones y guiones bajos',
    fr: 'Le champ ne peut contenir que des lettres minuscules, des chiffres, des tirets et des tirets bas',
    pt: 'O campo só pode conter letras minúsculas, números, hífens e sublinhados',
  },
  closesAfterOpens: {
    en: 'The closing date must come after the opening date',
    it: "La data di chiusura deve essere successiva a quella di apertura",
    es: 'La fecha de cierre debe ser posterior a la de apertura',
    fr: "La date de clôture doit être postérieure à la date d'ouverture",
    pt: 'A data de encerramento deve ser posterior à de abertura',
  },
  defaultLanguageOffered: {
    en: 'The default language must be one of the languages offered',
    it: 'La lingua predefinita deve essere tra le lingue offerte',
    es: 'El idioma predeterminado debe estar entre los idiomas ofrecidos',
    fr: 'La langue par défaut doit faire partie des langues proposées',
    pt: 'O idioma padrão deve estar entre os idiomas oferecidos',
  },
  keyTaken: {
    en: 'This key is already used in the form',
    it: 'Questa chiave è già usata nel modulo',
    es: 'Esta clave ya se usa en el formulario',
    fr: 'Cette clé est déjà utilisée dans le formulaire',
    pt: 'Esta chave já é usada no formulário',
  },
  conditionEarlierField: {
    en: 'A condition may only name a field that comes before it',
    it: 'Una condizione può indicare solo un campo che la precede',
    es: 'Una condición solo puede indicar un campo anterior',
    fr: 'Une condition ne peut désigner qu’un champ qui la précède',
    pt: 'Uma condição só pode indicar um campo anterior',
  },
  publishFirst: {
    en: 'Publish the form before opening it',
    it: 'Pubblica il modulo prima di aprirlo',
    es: 'Publica el formulario antes de abrirlo',
    fr: 'Publiez le formulaire avant de l’ouvrir',
    pt: 'Publique o formulário antes de abri-lo',
  },
  noOpeningTime: {
    en: 'The form has no opening time: set one in Form Options',
    it: 'Il modulo non ha un orario di apertura: impostalo nelle Opzioni del modulo',
    es: 'El formulario no tiene hora de apertura: fíjala en las Opciones del formulario',
    fr: 'Le formulaire n’a pas d’heure d’ouverture : fixez-la dans les Options du formulaire',
    pt: 'O formulário não tem hora de abertura: defina-a nas Opções do formulário',
  },
  languageOfProject: {
    en: 'A form may only use the languages of its project',
    it: 'Un modulo può usare solo le lingue del suo progetto',
    es: 'Un formulario solo puede usar los idiomas de su proyecto',
    fr: 'Un formulaire ne peut utiliser que les langues de son projet',
    pt: 'Um formulário só pode usar os idiomas do seu projeto',
  },
  samePassword: {
    en: 'The new password must differ from the current one',
    it: 'La nuova password deve essere diversa da quella attuale',
    es: 'La nueva contraseña debe ser distinta de la actual',
    fr: "Le nouveau mot de passe doit être différent de l'actuel",
    pt: 'A nova senha deve ser diferente da atual',
  },
  nameTaken: {
    en: 'You already use this name: choose another',
    it: 'Usi già questo nome: scegline un altro',
    es: 'Ya usas este nombre: elige otro',
    fr: 'Vous utilisez déjà ce nom : choisissez-en un autre',
    pt: 'Você já usa este nome: escolha outro',
  },
} as const satisfies Record<string, Localized>;

/** The key of one validation message. */
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** A validation message's template in a language (`{0}` the field, `{1}` the bound): the installation's override (`validation.<key>`), else the built-in one. */
export function validationTemplate(key: ValidationMessageKey, lang: Language): string {
  return textIn(`validation.${key}`, lang, VALIDATION_MESSAGES[key]);
}

/** Fills `{0}`, `{1}`, ... in a message. */
export function formatMessage(template: string, ...args: Array<string | number>): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? whole : String(value);
  });
}
