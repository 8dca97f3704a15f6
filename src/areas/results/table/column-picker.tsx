import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { ActionIcon, Button, Checkbox, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconColumns } from '@tabler/icons-react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import type { ColumnChoiceState } from './use-column-choice.ts';

interface ColumnPickerProps {
  /** Every column the table may show, in the form's order. */
  available: readonly string[];
  choice: ColumnChoiceState;
  name(key: string): string;
}

/** Which columns the table shows and in what order, kept for this operator and form. */
export function ColumnPicker({ available, choice, name }: ColumnPickerProps) {
  const { LL } = useI18nContext();
  const words = LL.results.columns;
  // The shown columns in their order, then the others in the form's.
  const ordered = [...choice.visible, ...available.filter((key) => !choice.visible.includes(key))];
  return (
    <Popover position="bottom-end" withinPortal trapFocus shadow="md" width={320}>
      <Popover.Target>
        <Button variant="default" size="sm" leftSection={<IconColumns aria-hidden="true" size={16} />}>
          {words.button()}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600} id="results-columns-title">
            {words.title()}
          </Text>
          <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
            <Stack gap={6} role="group" aria-labelledby="results-columns-title">
              {ordered.map((key) => {
                const shown = choice.visible.includes(key);
                const index = choice.visible.indexOf(key);
                return (
                  <Group key={key} gap="xs" wrap="nowrap" justify="space-between">
                    <Checkbox label={name(key)} checked={shown} onChange={() => choice.toggle(key)} styles={{ label: { overflowWrap: 'anywhere' } }} />
                    {shown ? (
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={words.earlier({ column: name(key) })} disabled={index === 0} onClick={() => choice.move(key, -1)}>
                          <IconArrowUp aria-hidden="true" size={14} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          size="sm"
                          aria-label={words.later({ column: name(key) })}
                          disabled={index === choice.visible.length - 1}
                          onClick={() => choice.move(key, 1)}
                        >
                          <IconArrowDown aria-hidden="true" size={14} />
                        </ActionIcon>
                      </Group>
                    ) : null}
                  </Group>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
          <Group justify="flex-end">
            <Button variant="subtle" size="compact-sm" onClick={choice.reset} disabled={!choice.chosen}>
              {words.reset()}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
