import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import type { VoteSummary } from '../../../contract/votes.ts';
import { useI18nContext } from '../../../i18n/i18n-react';

type Summary = EndpointOutput<typeof VoteSummary>;

// When the form takes votes, in words.
function windowWords(settings: Summary['settings'], LL: ReturnType<typeof useI18nContext>['LL'], locale: string): string {
  const texts = LL.votes.settings;
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' }) : null);
  if (settings.window === 'not_yet') {
    const opens = date(settings.opens_at);
    return opens ? texts.notYet({ date: opens }) : texts.notYetUndated();
  }
  if (settings.window === 'closed') {
    const closed = date(settings.closes_at);
    return closed ? texts.closed({ date: closed }) : texts.closedUndated();
  }
  const closes = date(settings.closes_at);
  return closes ? texts.openUntil({ date: closes }) : texts.open();
}

interface VoteOverviewProps {
  summary: Summary | undefined;
  /** Where Form Options are, to turn votes on or change their settings. */
  optionsHref: string;
}

/** The vote's settings in a line (window, cap), and its totals: valid, invalidated, voters, suspicious. */
export function VoteOverview({ summary, optionsHref }: VoteOverviewProps) {
  const { LL, locale } = useI18nContext();
  const texts = LL.votes;
  const settings = summary?.settings;
  const totals = summary?.totals;
  const stats = [
    { key: 'valid', label: texts.totals.valid(), value: totals?.valid },
    { key: 'invalid', label: texts.totals.invalid(), value: totals?.invalid },
    { key: 'voters', label: texts.totals.voters(), value: totals?.voters },
    { key: 'suspicious', label: texts.totals.suspicious(), value: totals?.suspicious },
  ];
  return (
    <>
      {settings ? (
        <Group gap="md" wrap="wrap">
          <Text size="sm">
            {!settings.public_votes
              ? texts.settings.off()
              : !settings.page_shown
                ? texts.settings.notShown()
                : `${windowWords(settings, LL, locale)} ${settings.votes_per_email === null ? texts.settings.noCap() : texts.settings.cap({ count: settings.votes_per_email })}`}
          </Text>
          <Anchor component={Link} to={optionsHref} size="sm">
            {texts.settings.options()}
          </Anchor>
          {settings.public_votes && settings.page_shown ? (
            <Anchor href={settings.public_path} size="sm" target="_blank" rel="noopener">
              {texts.settings.publicPage()}
            </Anchor>
          ) : null}
        </Group>
      ) : (
        <Skeleton height={14} width="60%" />
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="section" aria-label={texts.totals.label()}>
        {stats.map((stat) => (
          <Paper key={stat.key} withBorder radius="md" p="sm" data-stat={stat.key}>
            <Text size="xs" c="dimmed">
              {stat.label}
            </Text>
            {stat.value === undefined ? <Skeleton height={24} width="50%" mt={4} /> : <Text fw={700} fz="xl">{stat.value.toLocaleString(locale)}</Text>}
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}
