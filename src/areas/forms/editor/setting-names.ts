import type { TranslationFunctions } from '../../../../i18n/i18n-types';

/** The name a setting of a field or of the form goes by on screen (the publish step lists them). */
export function settingName(LL: TranslationFunctions, setting: string): string {
  const texts = LL.forms.editor;
  const names: Record<string, () => string> = {
    type: texts.type,
    key: texts.key,
    label: texts.label,
    help: texts.help,
    placeholder: texts.placeholder,
    prefill: texts.prefill,
    required: texts.required,
    personal: texts.personal,
    min_length: texts.minLength,
    max_length: texts.maxLength,
    min: texts.min,
    max: texts.max,
    min_label: texts.minLabel,
    max_label: texts.maxLabel,
    max_selected: texts.maxSelected,
    accept: texts.accept,
    max_size_mb: texts.maxSizeMb,
    options: texts.options,
    show_if: texts.showIf,
    field: texts.conditionField,
    op: texts.conditionOp,
    value: texts.conditionValue,
    title: texts.formTitle,
    description: texts.formDescription,
    languages: texts.languages,
    default_lang: texts.defaultLang,
    blocks: texts.block,
  };
  return names[setting]?.() ?? setting;
}
