import type { ValidationTexts } from '../messages.ts';

/** The validation messages in French. */
export default {
  required: 'Le champ {0} est obligatoire',
  invalid: "Le champ {0} n'est pas valide",
  minLength: 'Le champ {0} doit contenir au moins {1} caractères',
  minValue: 'Le champ {0} doit être au moins {1}',
  maxLength: 'Le champ {0} ne doit pas dépasser {1} caractères',
  maxValue: 'Le champ {0} ne doit pas dépasser {1}',
  wholeNumber: 'Le champ {0} doit être un nombre entier',
  email: 'Adresse e-mail non valide',
  requiredInOneLanguage: 'Le champ {0} est obligatoire dans au moins une langue',
  slug: 'Le champ ne peut contenir que des lettres minuscules, des chiffres, des tirets et des tirets bas',
  closesAfterOpens: "La date de clôture doit être postérieure à la date d'ouverture",
  defaultLanguageOffered: 'La langue par défaut doit faire partie des langues proposées',
  keyTaken: 'Cette clé est déjà utilisée dans le formulaire',
  conditionEarlierField: 'Une condition ne peut désigner qu’un champ qui la précède',
  publishFirst: 'Publiez le formulaire avant de l’ouvrir',
  noOpeningTime: 'Le formulaire n’a pas d’heure d’ouverture : fixez-la dans les Options du formulaire',
  languageOfProject: 'Un formulaire ne peut utiliser que les langues de son projet',
  samePassword: "Le nouveau mot de passe doit être différent de l'actuel",
  nameTaken: 'Vous utilisez déjà ce nom : choisissez-en un autre',
} satisfies ValidationTexts;
