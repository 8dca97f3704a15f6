import type { ValidationTexts } from '../messages.ts';

/** The validation messages in English. */
export default {
  required: '{0} field is required',
  invalid: '{0} field is not valid',
  minLength: '{0} field must be at least {1} characters long',
  minValue: '{0} field must be at least {1}',
  maxLength: '{0} field must not exceed {1} characters',
  maxValue: '{0} field must not exceed {1}',
  wholeNumber: '{0} field must be a whole number',
  email: 'Invalid email address',
  requiredInOneLanguage: '{0} field is required in at least one language',
  slug: 'Field can only contain lowercase letters, numbers, hyphens and underscores',
  closesAfterOpens: 'The closing date must come after the opening date',
  defaultLanguageOffered: 'The default language must be one of the languages offered',
  keyTaken: 'This key is already used in the form',
  conditionEarlierField: 'A condition may only name a field that comes before it',
  publishFirst: 'Publish the form before opening it',
  noOpeningTime: 'The form has no opening time: set one in Form Options',
  languageOfProject: 'A form may only use the languages of its project',
  samePassword: 'The new password must differ from the current one',
  nameTaken: 'You already use this name: choose another',
} satisfies ValidationTexts;
