import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Radio.css';
import { MultiSelect, Radio, Select, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { JUDGEABLE_STATUSES } from '../../../../contract/judging.ts';
import { SavedFilterList } from '../../../../contract/results.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { SettingsSection } from '../../../components/settings-section.tsx';
import type { FormScope, ScopeKind, SessionValues } from './session-values.ts';

const KINDS: readonly ScopeKind[] = ['submitted', 'status', 'filter'];

/** Which submissions the session takes: every sent one, those in some statuses, or those a saved filter of the results finds. */
export function ScopeFields({ form, scope }: { form: UseFormReturnType<SessionValues>; scope: FormScope }) {
  const { LL } = useI18nContext();
  const words = LL.judging.organise.editor;
  const kind = form.getValues().scope_kind;
  const filters = useCached(kind === 'filter' ? SavedFilterList : null, scope).data?.items;
  const kindLabel: Record<ScopeKind, string> = { submitted: words.scopeSubmitted(), status: words.scopeStatus(), filter: words.scopeFilter() };
  return (
    <SettingsSection title={words.scopeSection()}>
      <Radio.Group label={words.scope()} {...form.getInputProps('scope_kind')}>
        <Stack gap="xs" mt="xs">
          {KINDS.map((entry) => (
            <Radio key={entry} value={entry} label={kindLabel[entry]} />
          ))}
        </Stack>
      </Radio.Group>
      {kind === 'status' ? (
        <MultiSelect
          label={words.statuses()}
          required
          data={JUDGEABLE_STATUSES.map((status) => ({ value: status, label: LL.shell.submissionStatuses[status]() }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('statuses')}
        />
      ) : null}
      {kind === 'filter' ? (
        <Select
          label={words.filter()}
          required
          description={filters?.length === 0 ? words.noFilters() : undefined}
          data={(filters ?? []).map((filter) => ({ value: filter.id, label: filter.name }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('filter')}
        />
      ) : null}
    </SettingsSection>
  );
}
