import { BarChart } from '@mantine/charts';
import type { z } from 'zod';
import type { FormField } from '../../../../contract/form-definition.ts';
import type { AnswerFilter, FieldSummarySchema } from '../../../../contract/results.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import type { DefinitionTexts } from '../../../lib/form-fields/definition-texts.ts';
import { ChartCard, type ChartRow } from './chart-card.tsx';
import { dateTimeline, monthLabel, rangeLabel, type Bar } from './chart-data.ts';

/** A field's chart as the summary gives it. */
export type FieldSummary = z.infer<typeof FieldSummarySchema>;

const COLOR = 'primary.6';
const BAR_HEIGHT = 30;

/** Bars side by side (a histogram, a timeline) or one under the other (options, words, whose labels are long). */
export function Bars({ bars, across, name, onBar }: { bars: Bar[]; across?: boolean; name: string; onBar?: (bar: Bar) => void }) {
  const { locale } = useI18nContext();
  const longest = Math.max(0, ...bars.map((bar) => bar.label.length));
  return (
    <BarChart
      h={across ? Math.max(90, bars.length * BAR_HEIGHT + 40) : 220}
      data={bars}
      dataKey="label"
      orientation={across ? 'vertical' : 'horizontal'}
      series={[{ name: 'count', label: name, color: COLOR }]}
      gridAxis={across ? 'x' : 'y'}
      tickLine="none"
      valueFormatter={(value) => value.toLocaleString(locale)}
      yAxisProps={across ? { width: Math.min(180, Math.max(48, longest * 7)), interval: 0 } : { allowDecimals: false }}
      xAxisProps={across ? { allowDecimals: false } : { interval: 'preserveStartEnd', minTickGap: 8 }}
      barChartProps={{ accessibilityLayer: false }}
      barProps={
        onBar
          ? {
              cursor: 'pointer',
              onClick: (_data: unknown, index: number) => {
                const bar = bars[index];
                if (bar) onBar(bar);
              },
            }
          : undefined
      }
    />
  );
}

interface FieldChartProps {
  summary: FieldSummary;
  /** The field in the last published version, for its label and its options' labels. */
  field: FormField | undefined;
  texts: DefinitionTexts;
  /** Adds a filter on this field's answers (a click on an option's bar). */
  onFilter(filter: AnswerFilter): void;
}

/** The chart that fits a field's type: options as bars, numbers as a histogram with mean and median, dates by month, texts by their commonest words. */
export function FieldChart({ summary, field, texts, onFilter }: FieldChartProps) {
  const { LL, locale } = useI18nContext();
  const words = LL.results.dashboard;
  const title = field ? texts.text(field.label) || field.key : summary.key;
  const number = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 2 });
  const answered = words.answeredEmpty({ answered: number(summary.answered), empty: number(summary.empty) });
  const rows = (bars: Bar[], filter?: (bar: Bar) => void): ChartRow[] =>
    bars.map((bar) => ({ key: bar.value, label: bar.label, count: bar.count, ...(filter ? { onFilter: () => filter(bar) } : {}) }));

  switch (summary.type) {
    case 'single_choice':
    case 'multiple_choice':
    case 'dropdown':
    case 'checkbox': {
      const label = (value: string) =>
        summary.type === 'checkbox' ? (value === 'true' ? words.checked() : value === 'false' ? words.notChecked() : value) : field ? texts.option(field, value) : value;
      const bars = summary.buckets.map((bucket) => ({ value: bucket.value, label: label(bucket.value), count: bucket.count }));
      const filter = (bar: Bar) => onFilter({ field: summary.key, op: 'is', values: [bar.value] });
      return <ChartCard title={title} summary={answered} chart={<Bars bars={bars} across name={words.count()} onBar={filter} />} rows={rows(bars, filter)} rowHeader={words.option()} />;
    }
    case 'number':
    case 'rating': {
      const bars = summary.buckets.map((bucket) => ({ value: bucket.value, label: rangeLabel(bucket, locale, summary.type === 'rating'), count: bucket.count }));
      const stats =
        summary.mean !== null && summary.mean !== undefined && summary.median !== null && summary.median !== undefined
          ? ` · ${words.meanMedian({ mean: number(summary.mean), median: number(summary.median) })}`
          : '';
      return <ChartCard title={title} summary={answered + stats} chart={bars.length > 0 ? <Bars bars={bars} name={words.count()} /> : undefined} rows={rows(bars)} rowHeader={words.range()} />;
    }
    case 'date': {
      const timeline = dateTimeline(summary.buckets);
      const label = (value: string) => (timeline.by === 'year' ? value : monthLabel(value, locale));
      const bars = timeline.buckets.map((bucket) => ({ value: bucket.value, label: label(bucket.value), count: bucket.count }));
      return (
        <ChartCard
          title={title}
          summary={answered}
          chart={bars.length > 0 ? <Bars bars={bars} name={words.count()} /> : undefined}
          rows={rows(bars.filter((bar) => bar.count > 0))}
          rowHeader={timeline.by === 'year' ? words.year() : words.month()}
        />
      );
    }
    case 'text':
    case 'long_text': {
      const bars = summary.buckets.map((bucket) => ({ value: bucket.value, label: bucket.value, count: bucket.count }));
      const summaryLine = bars.length > 0 ? `${answered} · ${words.topWords()}` : answered;
      return <ChartCard title={title} summary={summaryLine} chart={bars.length > 0 ? <Bars bars={bars} across name={words.count()} /> : undefined} rows={rows(bars)} rowHeader={words.word()} />;
    }
    default: {
      const bars: Bar[] = [
        { value: 'answered', label: words.answered(), count: summary.answered },
        { value: 'empty', label: words.empty(), count: summary.empty },
      ];
      const filter = (bar: Bar) => onFilter({ field: summary.key, op: bar.value === 'empty' ? 'empty' : 'answered' });
      return <ChartCard title={title} summary={answered} chart={<Bars bars={bars} across name={words.count()} onBar={filter} />} rows={rows(bars, filter)} rowHeader={words.value()} />;
    }
  }
}
