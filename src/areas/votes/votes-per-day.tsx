import '@mantine/charts/styles.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { BarChart } from '@mantine/charts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useI18nContext } from '../../../i18n/i18n-react';
import { dayLabel, everyDay } from './vote-words.ts';

/** The valid votes of each day, as bars from the first day with votes to the last (loaded with the charts' library, on its own). */
export function VotesPerDay({ days }: { days: Array<{ day: string; count: number }> }) {
  const { LL, locale } = useI18nContext();
  const texts = LL.votes.perDay;
  const bars = everyDay(days).map((entry) => ({ label: dayLabel(entry.day, locale), count: entry.count }));
  const total = bars.reduce((sum, bar) => sum + bar.count, 0);
  const busiest = bars.reduce((best, bar) => (bar.count > (best?.count ?? -1) ? bar : best), bars[0]);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={texts.title()}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {texts.title()}
        </Title>
        {bars.length === 0 ? (
          <Text size="sm" c="dimmed">
            {texts.none()}
          </Text>
        ) : (
          // The chart says in words what it draws: the days, the total and the busiest day.
          <div role="img" aria-label={`${texts.chart()}: ${bars[0]!.label} – ${bars.at(-1)!.label}, ${total.toLocaleString(locale)}; ${busiest?.label} ${busiest?.count}`}>
            <BarChart
              h={220}
              data={bars}
              dataKey="label"
              series={[{ name: 'count', label: texts.count(), color: 'primary.6' }]}
              gridAxis="y"
              tickLine="none"
              valueFormatter={(value) => value.toLocaleString(locale)}
              xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
              yAxisProps={{ allowDecimals: false }}
              barChartProps={{ accessibilityLayer: false }}
            />
          </div>
        )}
      </Stack>
    </Paper>
  );
}
