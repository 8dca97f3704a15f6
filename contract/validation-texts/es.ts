import type { ValidationTexts } from '../messages.ts';

/** The validation messages in Spanish. */
export default {
  required: 'El campo {0} es obligatorio',
  invalid: 'El campo {0} no es válido',
  minLength: 'El campo {0} debe tener al menos {1} caracteres',
  minValue: 'El campo {0} debe ser como mínimo {1}',
  maxLength: 'El campo {0} no debe superar {1} caracteres',
  maxValue: 'El campo {0} no debe superar {1}',
  wholeNumber: 'El campo {0} debe ser un número entero',
  email: 'Dirección de correo electrónico no válida',
  requiredInOneLanguage: 'El campo {0} es obligatorio en al menos un idioma',
  slug: 'El campo solo puede contener letras minúsculas, números, guiones y guiones bajos',
  closesAfterOpens: 'La fecha de cierre debe ser posterior a la de apertura',
  defaultLanguageOffered: 'El idioma predeterminado debe estar entre los idiomas ofrecidos',
  keyTaken: 'Esta clave ya se usa en el formulario',
  conditionEarlierField: 'Una condición solo puede indicar un campo anterior',
  publishFirst: 'Publica el formulario antes de abrirlo',
  noOpeningTime: 'El formulario no tiene hora de apertura: fíjala en las Opciones del formulario',
  languageOfProject: 'Un formulario solo puede usar los idiomas de su proyecto',
  samePassword: 'La nueva contraseña debe ser distinta de la actual',
  nameTaken: 'Ya usas este nombre: elige otro',
} satisfies ValidationTexts;
