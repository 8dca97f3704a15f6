import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { NavCompany } from './nav-items.ts';

// Past this many companies the switcher also takes a typed name.
const SEARCHABLE_FROM = 8;

interface CompanySwitcherProps {
  companies: NavCompany[];
  current: NavCompany;
  onChoose: (company: NavCompany) => void;
}

/** Chooses which of the operator's companies the navbar shows. */
export function CompanySwitcher({ companies, current, onChoose }: CompanySwitcherProps) {
  const { LL } = useI18nContext();
  return (
    <Select
      label={LL.shell.companySwitcher()}
      data={companies.map((company) => ({ value: company.id, label: company.name }))}
      value={current.id}
      allowDeselect={false}
      searchable={companies.length >= SEARCHABLE_FROM}
      nothingFoundMessage={LL.shell.noCompanyFound()}
      size="sm"
      mb="xs"
      onChange={(id) => {
        const chosen = companies.find((company) => company.id === id);
        if (chosen && chosen.id !== current.id) onChoose(chosen);
      }}
    />
  );
}
