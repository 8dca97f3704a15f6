import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Group, MultiSelect, NativeSelect, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COMPANY_ROLES } from '../../../contract/roles.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { SettingsSection } from '../../components/settings-section.tsx';
import { useExportChoices } from './use-export-choices.ts';
import type { Either, ExportValues } from './user-export-values.ts';

// Each filter takes its share of a row and wraps under the others on a narrow screen.
const FIELD = { flex: '1 1 220px', minWidth: 0 } as const;

type Form = UseFormReturnType<ExportValues>;

function EitherSelect({ form, field, label, yes, no }: { form: Form; field: 'submitted' | 'blocked' | 'admins'; label: string; yes: string; no: string }) {
  const { LL } = useI18nContext();
  const data = [
    { value: '', label: LL.users.export.any() },
    { value: 'yes', label: yes },
    { value: 'no', label: no },
  ];
  const props = form.getInputProps(field);
  return <NativeSelect style={FIELD} label={label} data={data} {...props} onChange={(event) => form.setFieldValue(field, event.currentTarget.value as Either)} />;
}

function ChoiceSelect({ form, field, of, label, placeholder }: { form: Form; field: 'companies' | 'projects'; of: 'company' | 'project'; label: string; placeholder: string }) {
  const { choices, search, setSearch } = useExportChoices(of);
  const chosen = form.getValues()[field];
  return (
    <MultiSelect
      style={FIELD}
      label={label}
      placeholder={chosen.length === 0 ? placeholder : undefined}
      data={choices}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps(field)}
    />
  );
}

/** The filters of the kind chosen: where the people are, when they joined, and what the kind adds. */
export function UserExportFilterFields({ form }: { form: Form }) {
  const { LL } = useI18nContext();
  const words = LL.users.export;
  const values = form.getValues();
  const registered = values.kind === 'registered_users';
  const conditions = useExportChoices('condition', registered).choices;
  const roles = COMPANY_ROLES.map((role) => ({
    value: role,
    label: { manager: words.roleManager(), editor: words.roleEditor(), assistant: words.roleAssistant(), judge: words.roleJudge() }[role],
  }));
  return (
    <SettingsSection title={words.filtersTitle()}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <ChoiceSelect form={form} field="companies" of="company" label={words.companies()} placeholder={words.companiesPlaceholder()} />
        {registered ? <ChoiceSelect form={form} field="projects" of="project" label={words.projects()} placeholder={words.projectsPlaceholder()} /> : null}
        {registered ? null : (
          <MultiSelect style={FIELD} label={words.roles()} data={roles} clearable comboboxProps={{ withinPortal: true }} {...form.getInputProps('roles')} />
        )}
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          style={FIELD}
          type="date"
          label={registered ? words.registeredFrom() : words.createdFrom()}
          max={values.to || undefined}
          {...form.getInputProps('from')}
        />
        <TextInput style={FIELD} type="date" label={registered ? words.registeredTo() : words.createdTo()} min={values.from || undefined} {...form.getInputProps('to')} />
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {registered ? (
          <>
            <NativeSelect
              style={FIELD}
              label={words.condition()}
              data={[{ value: '', label: words.any() }, ...conditions]}
              {...form.getInputProps('condition')}
            />
            <EitherSelect form={form} field="submitted" label={words.submitted()} yes={words.submittedYes()} no={words.submittedNo()} />
            <EitherSelect form={form} field="blocked" label={words.blocked()} yes={words.blockedYes()} no={words.blockedNo()} />
          </>
        ) : (
          <EitherSelect form={form} field="admins" label={words.admins()} yes={words.adminsYes()} no={words.adminsNo()} />
        )}
      </Group>
    </SettingsSection>
  );
}
