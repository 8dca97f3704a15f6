import {
  IconAlignLeft,
  IconAt,
  IconCalendar,
  IconCircleDot,
  IconForms,
  IconHash,
  IconInfoSquare,
  IconLink,
  IconListCheck,
  IconPaperclip,
  IconPhone,
  IconSelect,
  IconSquareCheck,
  IconStar,
  type Icon,
} from '@tabler/icons-react';
import type { FieldType, FormField, LocalizedText } from '../../../contract/form-definition.ts';
import type { Language } from '../../../contract/languages.ts';

/** A setting of a field the editor's panel offers, beyond what every field has. */
export type FieldSetting =
  | 'placeholder'
  | 'prefill'
  | 'min_length'
  | 'max_length'
  | 'min'
  | 'max'
  | 'min_date'
  | 'max_date'
  | 'scale'
  | 'options'
  | 'max_selected'
  | 'accept'
  | 'max_size_mb';

/** One field type: how the editor shows it, which settings it has, and what a new one holds. */
export interface FieldTypeDefinition {
  type: FieldType;
  icon: Icon;
  /** The settings of its own, in the panel's order. */
  settings: readonly FieldSetting[];
  /** Whether it asks for an answer (a statement only shows text). */
  asks: boolean;
  /** Whether conditions may compare by order (`gt`, `lt`). */
  ordered: boolean;
  /** A new field of this type; a choice field's options are labelled by `optionLabel` ("Option 1" in the form's languages). */
  create(key: string, label: LocalizedText, lang: Language, optionLabel?: OptionLabel): FormField;
}

/** The label of a new choice field's option `number` (from 1), in the languages it is written in. */
export type OptionLabel = (number: number) => LocalizedText;

// The choices a new choice field starts with: two, to be renamed.
const twoOptions = (lang: Language, optionLabel: OptionLabel = (number) => ({ [lang]: String(number) })) =>
  [1, 2].map((number) => ({ value: `option_${number}`, label: optionLabel(number) }));

function define(type: FieldType, icon: Icon, settings: readonly FieldSetting[], extra: (lang: Language, optionLabel?: OptionLabel) => object = () => ({})): FieldTypeDefinition {
  return {
    type,
    icon,
    settings,
    asks: type !== 'statement',
    ordered: type === 'number' || type === 'date' || type === 'rating',
    create: (key, label, lang, optionLabel) => ({ key, type, label, ...extra(lang, optionLabel) }) as FormField,
  };
}

/** Every field type, in the order the editor offers them: one definition serves the editor, the preview and the public form. */
export const FIELD_TYPE_DEFINITIONS: readonly FieldTypeDefinition[] = [
  define('text', IconForms, ['placeholder', 'prefill', 'min_length', 'max_length']),
  define('long_text', IconAlignLeft, ['placeholder', 'min_length', 'max_length']),
  define('email', IconAt, ['placeholder', 'prefill', 'max_length']),
  define('phone', IconPhone, ['placeholder', 'max_length']),
  define('url', IconLink, ['placeholder', 'max_length']),
  define('number', IconHash, ['placeholder', 'min', 'max']),
  define('date', IconCalendar, ['min_date', 'max_date']),
  define('single_choice', IconCircleDot, ['options'], (lang, optionLabel) => ({ options: twoOptions(lang, optionLabel) })),
  define('multiple_choice', IconListCheck, ['options', 'max_selected'], (lang, optionLabel) => ({ options: twoOptions(lang, optionLabel) })),
  define('dropdown', IconSelect, ['placeholder', 'options'], (lang, optionLabel) => ({ options: twoOptions(lang, optionLabel) })),
  define('checkbox', IconSquareCheck, []),
  define('rating', IconStar, ['scale'], () => ({ min: 1, max: 5 })),
  define('file', IconPaperclip, ['accept', 'max_size_mb'], () => ({ max_size_mb: 10 })),
  define('statement', IconInfoSquare, []),
];

const BY_TYPE = new Map(FIELD_TYPE_DEFINITIONS.map((definition) => [definition.type, definition]));

/** The definition of a field type. */
export function fieldType(type: FieldType): FieldTypeDefinition {
  return BY_TYPE.get(type)!;
}

/**
 * A field turned into another type: what both types share (key, texts, required, personal,
 * conditions) is kept, the settings the new type lacks are dropped, its own start fresh.
 */
export function changeType(field: FormField, type: FieldType, lang: Language, optionLabel?: OptionLabel): FormField {
  const fresh = fieldType(type).create(field.key, field.label, lang, optionLabel) as Record<string, unknown>;
  const shared = { help: field.help, placeholder: field.placeholder, required: field.required, personal: field.personal, show_if: field.show_if };
  const kept = Object.fromEntries(Object.entries(shared).filter(([, value]) => value !== undefined));
  if ('options' in field && 'options' in fresh) fresh.options = field.options;
  if (type === 'statement') {
    delete kept.required;
    delete kept.personal;
    delete kept.placeholder;
  }
  if (!fieldType(type).settings.includes('placeholder')) delete kept.placeholder;
  return { ...fresh, ...kept } as FormField;
}
