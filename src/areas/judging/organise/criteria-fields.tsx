import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Title.css';
import { ActionIcon, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { JUDGING_LIMITS } from '../../../../contract/judging.ts';
import { LANGUAGE_OPTIONS, type Language } from '../../../../contract/languages.ts';
import { SLUG_MAX_LENGTH } from '../../../../contract/limits.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { keyFromLabel, newCriterion, type SessionValues } from './session-values.ts';

type Form = UseFormReturnType<SessionValues>;

// The scale's numbers: whole, either sign; out of range is the schema's to say, not clamped away.
const scaleProps = { allowDecimal: false, clampBehavior: 'none', min: -JUDGING_LIMITS.scale, max: JUDGING_LIMITS.scale } as const;

function CriterionCard({ form, index, count, lang }: { form: Form; index: number; count: number; lang: Language }) {
  const { LL } = useI18nContext();
  const words = LL.judging.organise.editor;
  const number = index + 1;
  const path = (field: string) => `criteria.${index}.${field}`;
  const label = form.getInputProps(path('label'));
  // The key follows the label until it is typed itself: a new criterion's key is its label's.
  const onLabel = (event: React.ChangeEvent<HTMLInputElement>) => {
    const criterion = form.getValues().criteria[index]!;
    if (criterion.key === '' || criterion.key === keyFromLabel(criterion.label)) form.setFieldValue(path('key'), keyFromLabel(event.currentTarget.value));
    label.onChange(event);
  };
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="criterion">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={3} size="h5">
            {words.criterion({ number })}
          </Title>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" color="gray" aria-label={words.moveUp({ number })} disabled={index === 0} onClick={() => form.reorderListItem('criteria', { from: index, to: index - 1 })}>
              <IconArrowUp aria-hidden="true" size={18} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" aria-label={words.moveDown({ number })} disabled={index === count - 1} onClick={() => form.reorderListItem('criteria', { from: index, to: index + 1 })}>
              <IconArrowDown aria-hidden="true" size={18} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={words.removeCriterion({ number })} disabled={count === 1} onClick={() => form.removeListItem('criteria', index)}>
              <IconTrash aria-hidden="true" size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={words.label()} lang={lang} required maxLength={JUDGING_LIMITS.label} {...label} onChange={onLabel} />
          <TextInput label={words.key()} required maxLength={SLUG_MAX_LENGTH} {...form.getInputProps(path('key'))} />
        </SimpleGrid>
        <Textarea label={words.help()} lang={lang} autosize minRows={1} maxLength={JUDGING_LIMITS.help} {...form.getInputProps(path('help'))} />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberInput label={words.min()} required {...scaleProps} {...form.getInputProps(path('min'))} />
          <NumberInput label={words.max()} required {...scaleProps} {...form.getInputProps(path('max'))} />
          <NumberInput label={words.weight()} required min={0} max={JUDGING_LIMITS.weight} clampBehavior="none" decimalScale={2} {...form.getInputProps(path('weight'))} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={words.minLabel()} lang={lang} maxLength={JUDGING_LIMITS.label} {...form.getInputProps(path('min_label'))} />
          <TextInput label={words.maxLabel()} lang={lang} maxLength={JUDGING_LIMITS.label} {...form.getInputProps(path('max_label'))} />
        </SimpleGrid>
        <Group gap="lg">
          <Switch label={words.required()} {...form.getInputProps(path('required'), { type: 'checkbox' })} />
          <Switch label={words.counted()} {...form.getInputProps(path('counted'), { type: 'checkbox' })} />
        </Group>
      </Stack>
    </Paper>
  );
}

/** The session's criteria, each on its card: its texts in the form's default language, its scale and weight; added, moved and removed (one at least). */
export function CriteriaFields({ form, lang }: { form: Form; lang: Language }) {
  const { LL } = useI18nContext();
  const words = LL.judging.organise.editor;
  const criteria = form.getValues().criteria;
  const language = LANGUAGE_OPTIONS.find((option) => option.value === lang)?.text ?? lang;
  return (
    <SettingsSection title={words.criteriaSection()} help={words.criteriaHelp({ lang: language })}>
      {criteria.map((_, index) => (
        <CriterionCard key={index} form={form} index={index} count={criteria.length} lang={lang} />
      ))}
      {form.errors.criteria ? (
        <Text size="sm" c="red.8" role="alert">
          {form.errors.criteria}
        </Text>
      ) : null}
      <Group>
        <Button variant="default" leftSection={<IconPlus aria-hidden="true" size={16} />} disabled={criteria.length >= JUDGING_LIMITS.criteria} onClick={() => form.insertListItem('criteria', newCriterion())}>
          {words.addCriterion()}
        </Button>
      </Group>
    </SettingsSection>
  );
}
