import '@mantine/charts/styles.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Title.css';
import { SimpleGrid, Title } from '@mantine/core';
import type { AnswerFilter } from '../../../../contract/results.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import type { DefinitionTexts } from '../../../lib/form-fields/definition-texts.ts';
import type { AskingField } from '../../../lib/forms/use-published-form.ts';
import type { Summary } from './counts.tsx';
import { FieldChart } from './field-chart.tsx';
import { PerDayChart } from './per-day-chart.tsx';

interface DashboardChartsProps {
  summary: Summary;
  fields: AskingField[];
  texts: DefinitionTexts;
  onFilter(filter: AnswerFilter): void;
}

/**
 * The dashboard's charts: the submissions per day, then a chart per field in the form's order. A
 * module of its own, with the charts' library: the page, its filters and its counts show while it loads.
 */
export function DashboardCharts({ summary, fields, texts, onFilter }: DashboardChartsProps) {
  const { LL } = useI18nContext();
  const fieldOf = (key: string) => fields.find((entry) => entry.field.key === key)?.field;
  return (
    <>
      <PerDayChart days={summary.per_day} />
      <Title order={2} size="h4">
        {LL.results.dashboard.answers()}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="field-charts">
        {summary.fields.map((field) => (
          <FieldChart key={field.key} summary={field} field={fieldOf(field.key)} texts={texts} onFilter={onFilter} />
        ))}
      </SimpleGrid>
    </>
  );
}
