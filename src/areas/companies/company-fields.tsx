import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import { NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { CompanyValues } from './company-conflict.ts';
import { slugFromName } from './company-form.ts';

interface CompanyFieldsProps {
  form: UseFormReturnType<CompanyValues>;
  /** A new company's slug follows its name until the operator types one. */
  suggestSlug: boolean;
  onSlugTyped(): void;
}

/** The inputs of a company. */
export function CompanyFieldInputs({ form, suggestSlug, onSlugTyped }: CompanyFieldsProps) {
  const { LL } = useI18nContext();
  const name = form.getInputProps('name');
  const slug = form.getInputProps('slug');
  return (
    <Stack>
      <TextInput
        {...name}
        label={LL.companies.name()}
        required
        onChange={(event) => {
          const value = event.currentTarget.value;
          form.setFieldValue('name', value);
          if (suggestSlug) form.setFieldValue('slug', slugFromName(value));
        }}
      />
      <TextInput
        {...slug}
        label={LL.companies.slug()}
        required
        onChange={(event) => {
          onSlugTyped();
          form.setFieldValue('slug', event.currentTarget.value);
        }}
      />
      <TextInput {...form.getInputProps('contact_email')} type="email" label={LL.companies.contactEmail()} />
      <Textarea {...form.getInputProps('notes')} label={LL.companies.notes()} autosize minRows={3} />
      <NativeSelect
        {...form.getInputProps('status')}
        label={LL.companies.status()}
        data={[
          { value: 'active', label: LL.companies.statusActive() },
          { value: 'archived', label: LL.companies.statusArchived() },
        ]}
      />
    </Stack>
  );
}
