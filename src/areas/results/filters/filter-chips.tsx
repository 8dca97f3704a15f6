import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Button, CloseButton, Group, Text } from '@mantine/core';
import type { ResultsFilters } from '../../../../contract/results.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import type { DefinitionTexts } from '../../../lib/form-fields/definition-texts.ts';
import type { AskingField } from '../../../lib/forms/use-published-form.ts';
import { useFilterWords } from './filter-words.ts';

// A filter in use: its words on a tint, with the button that removes it; long words wrap inside it.
const CHIP = {
  maxWidth: '100%',
  padding: '2px 4px 2px 12px',
  borderRadius: 16,
  background: 'var(--mantine-color-gray-1)',
  border: '1px solid var(--mantine-color-gray-3)',
} as const;

interface FilterChipsProps {
  filters: ResultsFilters;
  fields: AskingField[];
  texts: DefinitionTexts;
  onChange(filters: ResultsFilters): void;
}

/** The filters in use, each a chip in words that removes it, and a way to clear them all. */
export function FilterChips({ filters, fields, texts, onChange }: FilterChipsProps) {
  const { LL } = useI18nContext();
  const words = LL.results.filters;
  const chips = useFilterWords(fields, texts).chips(filters);
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={words.inUse()} data-testid="filter-chips">
      {chips.map((chip) => (
        <Group key={chip.key} gap={2} wrap="nowrap" style={CHIP} data-testid="filter-chip">
          <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {chip.label}
          </Text>
          <CloseButton size="sm" aria-label={words.remove({ filter: chip.label })} onClick={() => onChange(chip.without)} data-print-hide />
        </Group>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={() => onChange({})} data-print-hide>
        {words.clearAll()}
      </Button>
    </Group>
  );
}
