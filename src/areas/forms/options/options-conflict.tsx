import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Paper, Stack, Text } from '@mantine/core';
import type { Form } from '../../../../contract/forms.ts';
import { LANGUAGE_OPTIONS } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';

/** The settings someone else saved meanwhile, with a way to take them into the form. */
export function OptionsConflict({ current, onLoad }: { current: Form; onLoad: () => void }) {
  const { LL, locale } = useI18nContext();
  const texts = LL.forms.options;
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale) : texts.notSet());
  const yesNo = (value: boolean) => (value ? texts.yes() : texts.no());
  const messages: Array<[string, string]> = current.draft.languages.map((lang) => [
    `${texts.confirmation()} (${LANGUAGE_OPTIONS.find((option) => option.value === lang)?.text ?? lang})`,
    current.confirmation[lang] || texts.notSet(),
  ]);
  const rows: Array<[string, string]> = [
    [texts.slug(), current.slug],
    [texts.status(), LL.forms.statuses[current.status]()],
    [texts.opensAt(), when(current.opens_at)],
    [texts.closesAt(), when(current.closes_at)],
    [texts.resultsAt(), when(current.results_at ?? null)],
    [texts.access(), current.access === 'anyone' ? texts.accessAnyone() : texts.accessInvited()],
    [texts.maxSubmissions(), current.max_submissions === null ? texts.noLimit() : String(current.max_submissions)],
    ...messages,
    [texts.publicVotes(), yesNo(current.public_votes)],
    [texts.voteOpensAt(), when(current.vote_opens_at)],
    [texts.voteClosesAt(), when(current.vote_closes_at)],
    [texts.votesPerEmail(), current.votes_per_email === null ? texts.noLimit() : String(current.votes_per_email)],
    [texts.voterFields(), current.voter_fields.length === 0 ? texts.notSet() : current.voter_fields.join(', ')],
    [texts.judged(), yesNo(current.judged)],
    [texts.notify(), yesNo(current.notify)],
    [texts.assistantsExport(), yesNo(current.assistants_export)],
  ];
  return (
    <Paper withBorder p="sm" data-testid="options-conflict">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {texts.conflict()}
        </Text>
        {rows.map(([label, value]) => (
          <Text key={label} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {label}: {value}
          </Text>
        ))}
        <Button variant="light" onClick={onLoad}>
          {texts.loadCurrent()}
        </Button>
      </Stack>
    </Paper>
  );
}
