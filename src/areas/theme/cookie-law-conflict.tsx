import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { LANGUAGES } from '../../../contract/languages.ts';
import type { CookieLawEntity } from '../../../contract/theme.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { cookieLawValues, type CookieLawValues } from './cookie-law-form.ts';

const TEXTS = ['title', 'body', 'accept'] as const;

/** The banner someone else saved meanwhile, where it differs from what is typed, with a way to take it into the form. */
export function CookieLawConflict({ message, mine, current, onLoad }: { message: string; mine: CookieLawValues; current: CookieLawEntity | null; onLoad(): void }) {
  const { LL } = useI18nContext();
  const texts = LL.theme.cookieLaw;
  const theirs = current ? cookieLawValues(current) : null;
  const rows: Array<[string, string]> = [];
  if (theirs) {
    if (theirs.enabled !== mine.enabled) rows.push([texts.enabled(), theirs.enabled ? texts.yes() : texts.no()]);
    for (const field of TEXTS) {
      for (const lang of LANGUAGES) {
        if (theirs[field][lang] !== mine[field][lang]) rows.push([`${texts[field]()} (${lang.toUpperCase()})`, theirs[field][lang] || texts.empty()]);
      }
    }
    if (theirs.policy_url !== mine.policy_url) rows.push([texts.policyUrl(), theirs.policy_url || texts.empty()]);
  }
  return (
    <Paper withBorder p="sm" data-testid="cookie-law-conflict" role="alert">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {message} {texts.conflict()}
        </Text>
        {rows.map(([label, value]) => (
          <Text key={label} size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {label}: {value}
          </Text>
        ))}
        {current ? (
          <Button variant="light" onClick={onLoad}>
            {texts.loadCurrent()}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
