import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { LanguageTabs } from '../../components/language-tabs.tsx';
import type { CookieLawValues } from './cookie-law-form.ts';

interface CookieLawFieldsProps {
  form: UseFormReturnType<CookieLawValues>;
  /** The language whose texts are on screen (and in the preview). */
  lang: Language;
  onLang(lang: Language): void;
}

/** The banner's switch, its texts in each language (one tab each) and the address of the cookie policy. */
export function CookieLawFields({ form, lang, onLang }: CookieLawFieldsProps) {
  const { LL } = useI18nContext();
  const texts = LL.theme.cookieLaw;
  const heading = useId();
  const values = form.getValues();
  // A field's error in one language names that language's field; the rule on all of them shows on each.
  const errorOf = (field: 'title' | 'body' | 'accept', code: Language) => form.errors[`${field}.${code}`] ?? form.errors[field];
  const input = (field: 'title' | 'body' | 'accept', code: Language) => ({
    label: `${texts[field]()} (${code.toUpperCase()})`,
    lang: code,
    value: values[field][code],
    error: errorOf(field, code),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      form.setFieldValue(`${field}.${code}`, event.currentTarget.value);
      form.clearFieldError(field);
      form.clearFieldError(`${field}.${code}`);
    },
  });
  return (
    <Stack>
      <Switch label={texts.enabled()} description={texts.enabledHelp()} {...form.getInputProps('enabled', { type: 'checkbox' })} />
      <section aria-labelledby={heading}>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id={heading}>
              {texts.texts()}
            </Title>
            <Text size="sm" c="dimmed">
              {texts.textsHelp()}
            </Text>
          </div>
          <LanguageTabs label={texts.languages()} value={lang} onChange={onLang}>
            {(code) => (
              <Stack gap="sm">
                <TextInput {...input('title', code)} />
                <Textarea {...input('body', code)} autosize minRows={3} maxRows={10} />
                <TextInput {...input('accept', code)} description={texts.acceptHelp()} />
              </Stack>
            )}
          </LanguageTabs>
        </Stack>
      </section>
      <TextInput type="url" inputMode="url" label={texts.policyUrl()} description={texts.policyUrlHelp()} {...form.getInputProps('policy_url')} />
    </Stack>
  );
}
