import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { isLanguage } from '../../../contract/languages.ts';
import { LEFT_OUT_REASONS, type CampaignCheck } from '../../../contract/mail-merge.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { Detail } from '../../components/detail.tsx';
import { languageName } from '../../components/language-tabs.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { tagOf } from './template-tags.tsx';

/** A length of time in words: seconds, minutes, hours and minutes, days and hours. */
export function durationWords(seconds: number, words: { seconds(n: { count: number }): string; minutes(n: { count: number }): string; hours(n: { hours: number; minutes: number }): string; days(n: { days: number; hours: number }): string }): string {
  if (seconds < 90) return words.seconds({ count: seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return words.minutes({ count: minutes });
  if (minutes < 48 * 60) return words.hours({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  const hours = Math.ceil(minutes / 60);
  return words.days({ days: Math.floor(hours / 24), hours: hours % 24 });
}

/** A size in bytes as people read it. */
export function sizeWords(bytes: number, locale: string): string {
  if (bytes < 1024) return `${bytes.toLocaleString(locale)} B`;
  return `${(bytes / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} KiB`;
}

/**
 * What the campaign would send now: how many people in each language, who is left out and why,
 * the tags that come out empty, the mails' size and when the sending would finish, with a warning
 * when that falls after the form closes.
 */
export function CampaignCheckResult({ check }: { check: CampaignCheck }) {
  const { LL, locale } = useI18nContext();
  const words = LL.mailMerge.check;
  const number = (count: number) => count.toLocaleString(locale);
  const languages = Object.entries(check.by_language).filter(([lang]) => isLanguage(lang));
  const leftOut = LEFT_OUT_REASONS.filter((reason) => check.left_out[reason] > 0);
  const estimate = check.finish_estimate;
  return (
    <Paper withBorder p="md" radius="md" data-testid="campaign-check" data-recipients={check.recipients}>
      <Stack gap="sm">
        <Text fw={600}>{words.recipients({ count: number(check.recipients) })}</Text>
        {estimate.after_close && estimate.closes_at ? (
          <Alert color="orange" variant="light" title={words.afterCloseTitle()} data-testid="check-after-close">
            {words.afterClose({ closes: new Date(estimate.closes_at).toLocaleString(locale) })}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Detail label={words.byLanguage()}>
            {languages.length === 0 ? words.none() : languages.map(([lang, count]) => `${languageName(lang as never)}: ${number(count ?? 0)}`).join(' · ')}
          </Detail>
          <Detail label={words.leftOut()}>{leftOut.length === 0 ? words.none() : leftOut.map((reason) => words.reason[reason]({ count: number(check.left_out[reason]) })).join(' · ')}</Detail>
          <Detail label={words.emptyTags()}>
            {check.empty_tags.length === 0 ? words.none() : check.empty_tags.map((entry) => words.emptyTag({ tag: tagOf(entry.tag), count: number(entry.count) })).join(' · ')}
          </Detail>
          <Detail label={words.size()}>{words.sizeValue({ average: sizeWords(check.size.average, locale), largest: sizeWords(check.size.largest, locale) })}</Detail>
          <Detail label={words.duration()}>{durationWords(estimate.seconds, words.durations)}</Detail>
          <Detail label={words.finish()}>
            <RelativeTime value={estimate.at} />
          </Detail>
          {estimate.closes_at ? (
            <Detail label={words.closes()}>
              <RelativeTime value={estimate.closes_at} />
            </Detail>
          ) : null}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {words.took({ ms: number(check.took_ms) })}
        </Text>
      </Stack>
    </Paper>
  );
}
