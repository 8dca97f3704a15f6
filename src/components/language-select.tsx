import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { NativeSelect } from '@mantine/core';
import { isLanguage, LANGUAGE_OPTIONS, type Language } from '../../contract/languages.ts';
import { useI18nContext } from '../../i18n/i18n-react';
import { changeLanguage } from '../lib/i18n.ts';

// Each language is named in its own language, so the options read the same whatever is current.
const OPTIONS = LANGUAGE_OPTIONS.map((option) => ({ value: option.value, label: option.text }));

/** Switches the interface language at once and keeps the choice in the AppLanguage cookie. */
export function LanguageSelect({ onChange }: { onChange?: (lang: Language) => void }) {
  const { LL, locale } = useI18nContext();

  const change = async (value: string) => {
    if (!isLanguage(value) || value === locale) return;
    await changeLanguage(value);
    onChange?.(value);
  };

  return (
    <NativeSelect
      aria-label={LL.language.label()}
      title={LL.language.label()}
      data={OPTIONS}
      value={locale}
      size="xs"
      w={120}
      onChange={(event) => void change(event.currentTarget.value)}
    />
  );
}
