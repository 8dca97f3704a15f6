import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Stack, Text } from '@mantine/core';
import type { Criterion, Score } from '../../../contract/judging.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { RelativeTime } from '../../components/relative-time.tsx';
import type { DefinitionTexts } from '../../lib/form-fields/definition-texts.ts';
import { scoreSummary } from './score-summary.ts';

/**
 * The judge's earlier versions of a score, newest first: their own edits, and a change from
 * another device that reached the server after a later one (the later change is the score kept).
 */
export function ScoreHistory({ history, criteria, texts }: { history: readonly Score[]; criteria: readonly Criterion[]; texts: DefinitionTexts }) {
  const { LL, locale } = useI18nContext();
  if (history.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600}>{LL.judging.session.history()}</Text>
      <Stack gap={2} component="ul" m={0} pl="md">
        {history.map((score) => (
          <Text key={`${score.changed_at}-${JSON.stringify(score.values)}`} component="li" size="sm">
            {scoreSummary(score, criteria, texts, LL, locale)} · <RelativeTime value={score.changed_at} />
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
