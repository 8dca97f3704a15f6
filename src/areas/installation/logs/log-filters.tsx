import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import { Group, NativeSelect, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { LOG_OUTCOMES, LogAreas } from '../../../../contract/installation.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { useCached } from '../../../lib/cache/use-cached.ts';
import type { LogFilterValues } from './log-query.ts';
import { useLogChoices } from './use-log-choices.ts';

interface LogFiltersProps {
  values: LogFilterValues;
  onChange(change: Partial<LogFilterValues>): void;
}

interface ChoiceSelectProps {
  kind: 'operator' | 'company';
  label: string;
  placeholder: string;
  value: string;
  onChange(id: string): void;
}

// A select that searches the server by name as one types; the id goes to the address.
function ChoiceSelect({ kind, label, placeholder, value, onChange }: ChoiceSelectProps) {
  const { LL } = useI18nContext();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const choices = useLogChoices(kind, value, query);
  const data = choices.map((choice) => ({ value: choice.id, label: choice.name === choice.detail ? choice.name : `${choice.name} · ${choice.detail}` }));
  // The chosen one's name fills the box once the choices bring it (after a reload, the address holds only its id).
  const selectedLabel = data.find((option) => option.value === value)?.label;
  const searchFor = (text: string) => {
    setSearch(text);
    // Once a choice is made the box shows its label: that is no search, every choice is offered again.
    setQuery(data.some((option) => option.label === text) ? '' : text);
  };
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value || null}
      searchable
      clearable
      searchValue={search || selectedLabel || ''}
      onSearchChange={searchFor}
      // The server has filtered already, by name, email or slug.
      filter={({ options }) => options}
      nothingFoundMessage={LL.installation.logs.nothingFound()}
      onChange={(id) => onChange(id ?? '')}
    />
  );
}

/** The filters of the operations' log: person and company by name, area, outcome and dates. */
export function LogFilters({ values, onChange }: LogFiltersProps) {
  const { LL } = useI18nContext();
  const texts = LL.installation.logs;
  // The areas as the server names them, in the reader's language.
  const areas = [...(useCached(LogAreas, {}).data?.items ?? [])];
  // An older link may filter on the start of the calls' paths: it stays, under its own text.
  if (values.area && !areas.some((area) => area.value === values.area)) areas.push({ value: values.area, label: values.area });
  return (
    <Group align="flex-end">
      <ChoiceSelect kind="operator" label={texts.person()} placeholder={texts.personAll()} value={values.operator} onChange={(operator) => onChange({ operator })} />
      <ChoiceSelect kind="company" label={texts.company()} placeholder={texts.companyAll()} value={values.company} onChange={(company) => onChange({ company })} />
      <NativeSelect
        label={texts.area()}
        data={[{ value: '', label: texts.areaAll() }, ...areas]}
        value={values.area}
        onChange={(event) => onChange({ area: event.currentTarget.value })}
      />
      <NativeSelect
        label={texts.outcome()}
        data={[{ value: '', label: texts.outcomeAll() }, ...LOG_OUTCOMES.map((outcome) => ({ value: outcome, label: texts.outcomes[outcome]() }))]}
        value={values.outcome}
        onChange={(event) => onChange({ outcome: event.currentTarget.value })}
      />
      <TextInput type="datetime-local" label={texts.from()} value={values.from} onChange={(event) => onChange({ from: event.currentTarget.value })} />
      <TextInput type="datetime-local" label={texts.to()} value={values.to} onChange={(event) => onChange({ to: event.currentTarget.value })} />
    </Group>
  );
}
