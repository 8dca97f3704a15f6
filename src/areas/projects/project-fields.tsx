import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LANGUAGE_OPTIONS } from '../../../contract/languages.ts';
import { PROJECT_STATUSES } from '../../../contract/roles.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { ProjectFormValues } from './project-values.ts';

const LANGUAGE_DATA = LANGUAGE_OPTIONS.map((option) => ({ value: option.value, label: option.text }));

/** The fields of a project form: name, slug, languages, dates and status. */
export function ProjectFieldsInputs({ form }: { form: UseFormReturnType<ProjectFormValues> }) {
  const { LL } = useI18nContext();
  const offered = form.getValues().languages;
  const statusData = PROJECT_STATUSES.map((status) => ({ value: status, label: LL.projects.statuses[status]() }));
  return (
    <>
      <TextInput label={LL.projects.name()} required {...form.getInputProps('name')} />
      <TextInput label={LL.projects.slug()} required {...form.getInputProps('slug')} />
      <MultiSelect label={LL.projects.languages()} required data={LANGUAGE_DATA} {...form.getInputProps('languages')} />
      <Select
        label={LL.projects.defaultLang()}
        required
        data={LANGUAGE_DATA.filter((option) => offered.includes(option.value))}
        {...form.getInputProps('default_lang')}
        value={form.getValues().default_lang || null}
        onChange={(value) => form.setFieldValue('default_lang', value ?? '')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="datetime-local" label={LL.projects.opensAt()} {...form.getInputProps('opens_at')} />
        <TextInput type="datetime-local" label={LL.projects.closesAt()} {...form.getInputProps('closes_at')} />
      </SimpleGrid>
      <Select
        label={LL.projects.status()}
        required
        allowDeselect={false}
        data={statusData}
        {...form.getInputProps('status')}
      />
    </>
  );
}
