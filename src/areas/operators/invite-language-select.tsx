import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { isLanguage, LANGUAGE_OPTIONS, type Language } from '../../../contract/languages.ts';
import { useI18nContext } from '../../../i18n/i18n-react';

// Each language is named in its own language, as the language menu names them.
const LANGUAGES = LANGUAGE_OPTIONS.map((option) => ({ value: option.value, label: option.text }));

/** The language an invitation's mail and first pages are in, for an invite to a role or to assist forms. */
export function InviteLanguageSelect({ value, onChange }: { value: Language; onChange: (lang: Language) => void }) {
  const { LL } = useI18nContext();
  return (
    <Select
      label={LL.operators.inviteLang()}
      description={LL.operators.inviteLangHint()}
      required
      allowDeselect={false}
      data={LANGUAGES}
      value={value}
      onChange={(lang) => {
        if (isLanguage(lang)) onChange(lang);
      }}
    />
  );
}
