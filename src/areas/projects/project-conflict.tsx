import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { LANGUAGE_OPTIONS, type Language } from '../../../contract/languages.ts';
import type { Project } from '../../../contract/projects.ts';
import { useI18nContext } from '../../../i18n/i18n-react';

/** The values someone else saved meanwhile, with a way to take them into the form. */
export function ProjectConflict({ current, onLoad }: { current: Project; onLoad: () => void }) {
  const { LL, locale } = useI18nContext();
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale) : LL.projects.notSet());
  const language = (code: Language) => LANGUAGE_OPTIONS.find((option) => option.value === code)?.text ?? code;
  const rows: Array<[string, string]> = [
    [LL.projects.name(), current.name],
    [LL.projects.slug(), current.slug],
    [LL.projects.languages(), current.languages.map(language).join(', ')],
    [LL.projects.defaultLang(), language(current.default_lang)],
    [LL.projects.opensAt(), when(current.opens_at)],
    [LL.projects.closesAt(), when(current.closes_at)],
    [LL.projects.status(), LL.projects.statuses[current.status]()],
  ];
  return (
    <Paper withBorder p="sm" data-testid="project-conflict">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {LL.projects.conflict()}
        </Text>
        {rows.map(([label, value]) => (
          <Text key={label} size="sm">
            {label}: {value}
          </Text>
        ))}
        <Button variant="light" onClick={onLoad}>
          {LL.projects.loadCurrent()}
        </Button>
      </Stack>
    </Paper>
  );
}
