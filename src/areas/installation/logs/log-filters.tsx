import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { LOG_AREAS, type LogFilterValues } from './log-query.ts';

interface LogFiltersProps {
  values: LogFilterValues;
  /** The operators the rows name, to pick one by email. */
  operators: { id: string; email: string }[];
  onChange(change: Partial<LogFilterValues>): void;
}

/** The filters of the operations' log. */
export function LogFilters({ values, operators, onChange }: LogFiltersProps) {
  const { LL } = useI18nContext();
  const known = operators.some((operator) => operator.id === values.operator);
  const operatorOptions = [
    { value: '', label: LL.installation.logs.operatorAll() },
    ...operators.map((operator) => ({ value: operator.id, label: operator.email })),
    ...(values.operator && !known ? [{ value: values.operator, label: values.operator }] : []),
  ];
  return (
    <Group align="flex-end">
      <NativeSelect label={LL.installation.logs.operator()} data={operatorOptions} value={values.operator} onChange={(event) => onChange({ operator: event.currentTarget.value })} />
      <NativeSelect
        label={LL.installation.logs.area()}
        data={[{ value: '', label: LL.installation.logs.areaAll() }, ...LOG_AREAS.map((area) => ({ value: area, label: area }))]}
        value={values.area}
        onChange={(event) => onChange({ area: event.currentTarget.value })}
      />
      <TextInput label={LL.installation.logs.company()} value={values.company} onChange={(event) => onChange({ company: event.currentTarget.value.trim() })} />
      <TextInput type="datetime-local" label={LL.installation.logs.from()} value={values.from} onChange={(event) => onChange({ from: event.currentTarget.value })} />
      <TextInput type="datetime-local" label={LL.installation.logs.to()} value={values.to} onChange={(event) => onChange({ to: event.currentTarget.value })} />
    </Group>
  );
}
