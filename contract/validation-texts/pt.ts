import type { ValidationTexts } from '../messages.ts';

/** The validation messages in Portuguese. */
export default {
  required: 'O campo {0} é obrigatório',
  invalid: 'O campo {0} não é válido',
  minLength: 'O campo {0} deve ter pelo menos {1} caracteres',
  minValue: 'O campo {0} deve ser no mínimo {1}',
  maxLength: 'O campo {0} não deve exceder {1} caracteres',
  maxValue: 'O campo {0} não deve exceder {1}',
  wholeNumber: 'O campo {0} deve ser um número inteiro',
  email: 'Endereço de e-mail inválido',
  requiredInOneLanguage: 'O campo {0} é obrigatório em pelo menos um idioma',
  slug: 'O campo só pode conter letras minúsculas, números, hífens e sublinhados',
  closesAfterOpens: 'A data de encerramento deve ser posterior à de abertura',
  defaultLanguageOffered: 'O idioma padrão deve estar entre os idiomas oferecidos',
  keyTaken: 'Esta chave já é usada no formulário',
  conditionEarlierField: 'Uma condição só pode indicar um campo anterior',
  publishFirst: 'Publique o formulário antes de abri-lo',
  noOpeningTime: 'O formulário não tem hora de abertura: defina-a nas Opções do formulário',
  languageOfProject: 'Um formulário só pode usar os idiomas do seu projeto',
  samePassword: 'A nova senha deve ser diferente da atual',
  nameTaken: 'Você já usa este nome: escolha outro',
} satisfies ValidationTexts;
