import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { fallbackLanguage, type Language } from '../../../contract/languages.ts';
import { WebAddressField } from '../../../contract/cookie-law.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { languageName } from '../../components/language-tabs.tsx';
import { localized } from '../../lib/form-fields/localized.ts';
import type { CookieLawValues } from './cookie-law-form.ts';

/**
 * The banner as the public pages show it in one language, following what is typed: a language
 * left empty reads in another, as it will there. Its button is a picture of one, not a control.
 */
export function CookieBannerPreview({ values, lang }: { values: CookieLawValues; lang: Language }) {
  const { LL } = useI18nContext();
  const texts = LL.theme.cookieLaw;
  const id = useId();
  const read = (text: Record<Language, string>) => localized(text, lang, fallbackLanguage(lang));
  const url = values.policy_url.trim();
  const linked = url !== '' && WebAddressField.safeParse(url).success;
  return (
    <section aria-labelledby={id} data-testid="cookie-banner-preview">
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {texts.preview({ language: languageName(lang) })}
        </Title>
        {values.enabled ? null : (
          <Text size="sm" c="dimmed">
            {texts.previewOff()}
          </Text>
        )}
        <Paper withBorder shadow="md" radius="md" p="md" lang={lang}>
          <Stack gap="xs">
            {read(values.title) ? <Text fw={700}>{read(values.title)}</Text> : null}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {read(values.body)}
            </Text>
            <Group justify="space-between" gap="sm" wrap="wrap">
              {linked ? (
                <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
                  {texts.policyLink()}
                </Anchor>
              ) : (
                <span />
              )}
              <Button component="span" size="sm">
                {read(values.accept)}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </section>
  );
}
