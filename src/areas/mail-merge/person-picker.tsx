import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { MergePeople } from '../../../contract/mail-merge.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useCached } from '../../lib/cache/use-cached.ts';
import type { ProjectScope } from './mm-paths.ts';

interface PersonPickerProps {
  scope: ProjectScope;
  label: string;
  description?: string;
  /** The chosen person's address; '' for none. */
  value: string;
  onChange(email: string): void;
}

/** A registered user of the project chosen by their name or address, for a preview's or a test's values. */
export function PersonPicker({ scope, label, description, value, onChange }: PersonPickerProps) {
  const { LL } = useI18nContext();
  const [search, setSearch] = useState('');
  const [asked] = useDebouncedValue(search, 300);
  const people = useCached(MergePeople, { ...scope, search: asked.trim() }).data?.items ?? [];
  const data = people.map((person) => {
    const name = `${person.first_name} ${person.last_name}`.trim();
    return { value: person.email, label: name ? `${name} <${person.email}>` : person.email };
  });
  // The person chosen stays an option while another search runs.
  if (value && !data.some((option) => option.value === value)) data.unshift({ value, label: value });
  return (
    <Select
      label={label}
      description={description}
      placeholder={LL.mailMerge.people.placeholder()}
      nothingFoundMessage={LL.mailMerge.people.none()}
      searchable
      clearable
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      comboboxProps={{ withinPortal: true }}
      data-testid="person-picker"
    />
  );
}
