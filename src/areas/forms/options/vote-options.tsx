import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Checkbox, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { fieldsOf, type FormDefinition } from '../../../../contract/form-definition.ts';
import { FormVersionGet, MAX_VOTES_PER_EMAIL, type Form } from '../../../../contract/forms.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { localized } from '../../../lib/form-fields/localized.ts';
import { SettingsSection } from '../../../components/settings-section.tsx';
import type { FormOptionsValues } from './options-values.ts';

/** The fields of a published version a vote may show: those that ask something and are not marked personal. */
export function votableFields(definition: FormDefinition | undefined) {
  return definition ? fieldsOf(definition).map(({ field }) => field).filter((field) => field.type !== 'statement' && field.personal !== true) : [];
}

/** The published version's definition, read through the cache; undefined before the form was published or while it loads. */
export function usePublishedDefinition(record: Pick<Form, 'company_id' | 'project_id' | 'id' | 'published_version'>): FormDefinition | undefined {
  const number = record.published_version;
  const scope = { company: record.company_id, project: record.project_id, form: record.id, number: number ?? 1 };
  return useCached(number === null ? null : FormVersionGet, scope).data?.definition;
}

interface VoteOptionsProps {
  form: UseFormReturnType<FormOptionsValues>;
  record: Form;
  disabled: boolean;
}

/**
 * The public vote's settings, shown while the form takes public votes: its window, the cap of
 * votes per email, and the published fields voters see (personal ones are never offered).
 */
export function VoteOptions({ form, record, disabled }: VoteOptionsProps) {
  const { LL, locale } = useI18nContext();
  const texts = LL.forms.options;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const definition = usePublishedDefinition(record);
  const fields = votableFields(definition);
  const chosen = form.getValues().voter_fields;
  const fallback = definition?.default_lang ?? record.draft.default_lang;
  const choose = (keys: string[]) => {
    // Kept in the published version's order, as the gallery shows them.
    form.setFieldValue('voter_fields', fields.map((field) => field.key).filter((key) => keys.includes(key)));
    form.clearFieldError('voter_fields');
  };
  return (
    <SettingsSection title={texts.publicVotesTitle()} help={texts.publicVotesHelp()}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="datetime-local" label={texts.voteOpensAt()} disabled={disabled} {...form.getInputProps('vote_opens_at')} />
        <TextInput type="datetime-local" label={texts.voteClosesAt()} disabled={disabled} {...form.getInputProps('vote_closes_at')} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {texts.voteWindowHelp({ zone })}
      </Text>
      <NumberInput
        label={texts.votesPerEmail()}
        description={texts.votesPerEmailHelp()}
        min={1}
        max={MAX_VOTES_PER_EMAIL}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        maw={240}
        disabled={disabled}
        {...form.getInputProps('votes_per_email')}
      />
      <Checkbox.Group
        label={texts.voterFields()}
        description={record.published_version === null ? texts.voterFieldsNone() : texts.voterFieldsHelp()}
        value={chosen}
        onChange={choose}
        error={form.errors.voter_fields ?? Object.entries(form.errors).find(([path]) => path.startsWith('voter_fields.'))?.[1]}
      >
        <Stack gap="xs" mt="xs">
          {fields.map((field) => (
            <Checkbox
              key={field.key}
              value={field.key}
              label={localized(field.label, locale as Language, fallback) || field.key}
              disabled={disabled}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </SettingsSection>
  );
}
