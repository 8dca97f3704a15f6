import { AreaChart } from '@mantine/charts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ChartCard } from './chart-card.tsx';
import { dayLabel, everyDay, type Bucket } from './chart-data.ts';
import { Bars } from './field-chart.tsx';

// Up to two months of days read best as bars; a longer span as an area.
const BARS_UP_TO_DAYS = 62;

/** The filtered submissions sent each day, from the first day with one to the last. */
export function PerDayChart({ days }: { days: Bucket[] }) {
  const { LL, locale } = useI18nContext();
  const words = LL.results.dashboard;
  const filled = everyDay(days).map((day) => ({ value: day.value, label: dayLabel(day.value, locale), count: day.count }));
  const chart =
    filled.length === 0 ? undefined : filled.length <= BARS_UP_TO_DAYS ? (
      <Bars bars={filled} name={words.count()} />
    ) : (
      <AreaChart
        h={220}
        data={filled}
        dataKey="label"
        series={[{ name: 'count', label: words.count(), color: 'primary.6' }]}
        curveType="monotone"
        gridAxis="y"
        tickLine="none"
        withDots={false}
        valueFormatter={(value) => value.toLocaleString(locale)}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
        yAxisProps={{ allowDecimals: false }}
        areaChartProps={{ accessibilityLayer: false }}
      />
    );
  return (
    <ChartCard
      title={words.perDay()}
      summary={filled.length === 0 ? words.noneSent() : undefined}
      chart={chart}
      rows={filled.filter((day) => day.count > 0).map((day) => ({ key: day.value, label: day.label, count: day.count }))}
      rowHeader={words.day()}
    />
  );
}
