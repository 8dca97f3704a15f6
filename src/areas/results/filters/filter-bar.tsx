import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Stack.css';
import { Button, Collapse, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { isLanguage } from '../../../../contract/languages.ts';
import { MAX_ANSWER_FILTERS, ResultsTags, type ResultsFilters } from '../../../../contract/results.ts';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../../../../contract/submission-status.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { SearchInput } from '../../../components/search-input.tsx';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { cleanTag, countFilters, validDay } from '../../../lib/filters/filter-params.ts';
import type { FormScope } from '../../../lib/forms/form-screens.ts';
import type { PublishedForm } from '../../../lib/forms/use-published-form.ts';
import { FieldFilterDialog } from './field-filter-dialog.tsx';
import { FilterChips } from './filter-chips.tsx';
import { languageName } from './filter-words.ts';
import { SavedFilters } from './saved-filters.tsx';

interface FilterBarProps {
  scope: FormScope;
  form: PublishedForm;
  filters: ResultsFilters;
  onChange(filters: ResultsFilters): void;
}

// Each filter takes its share of a row and wraps under the others on a narrow screen.
const FIELD = { flex: '1 1 180px', minWidth: 0, maxWidth: 360 } as const;

// A list filter left empty is no filter at all (the contract wants one value at least).
function listOrNone<T>(values: T[]): T[] | undefined {
  return values.length > 0 ? values : undefined;
}

function set(filters: ResultsFilters, change: Partial<ResultsFilters>): ResultsFilters {
  const next: ResultsFilters = { ...filters, ...change };
  for (const key of Object.keys(change) as (keyof ResultsFilters)[]) if (next[key] === undefined) delete next[key];
  return next;
}

function FilterFields({ scope, form, filters, onChange }: FilterBarProps) {
  const { LL } = useI18nContext();
  const words = LL.results.filters;
  const tags = useCached(ResultsTags, scope).data?.items ?? [];
  const change = (part: Partial<ResultsFilters>) => onChange(set(filters, part));
  const statuses = SUBMISSION_STATUSES.map((status) => ({ value: status, label: LL.shell.submissionStatuses[status]() }));
  const tagNames = [...new Set([...tags.map((item) => item.tag), ...(filters.tags ?? [])])];
  const languages = [...new Set([...(form.form?.draft.languages ?? []), ...(filters.lang ?? [])])].map((code) => ({ value: code, label: languageName(code) }));
  const versions = [...new Set([...(form.versions ?? []).map((item) => item.number), ...(filters.version ?? [])])]
    .sort((a, b) => a - b)
    .map((number) => ({ value: String(number), label: words.versionNumber({ number }) }));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <MultiSelect
        style={FIELD}
        label={words.status()}
        placeholder={filters.status ? undefined : words.statusAny()}
        data={statuses}
        value={filters.status ?? []}
        onChange={(values) => change({ status: listOrNone(values as SubmissionStatus[]) })}
        clearable
      />
      <MultiSelect
        style={FIELD}
        label={words.tags()}
        placeholder={filters.tags ? undefined : words.tagsAny()}
        data={tagNames}
        value={filters.tags ?? []}
        searchable
        nothingFoundMessage={words.noTags()}
        onChange={(values) => change({ tags: listOrNone(values.map(cleanTag).filter((tag): tag is string => tag !== null)) })}
        clearable
      />
      <TextInput
        style={FIELD}
        type="date"
        label={words.sentFrom()}
        value={filters.submitted_from ?? ''}
        max={filters.submitted_to}
        onChange={(event) => change({ submitted_from: validDay(event.currentTarget.value) ?? undefined })}
      />
      <TextInput
        style={FIELD}
        type="date"
        label={words.sentUntil()}
        value={filters.submitted_to ?? ''}
        min={filters.submitted_from}
        onChange={(event) => change({ submitted_to: validDay(event.currentTarget.value) ?? undefined })}
      />
      <MultiSelect
        style={FIELD}
        label={words.language()}
        placeholder={filters.lang ? undefined : words.languageAny()}
        data={languages}
        value={filters.lang ?? []}
        onChange={(values) => change({ lang: listOrNone(values.filter(isLanguage)) })}
        clearable
      />
      <MultiSelect
        style={FIELD}
        label={words.version()}
        placeholder={filters.version ? undefined : words.versionAny()}
        data={versions}
        value={(filters.version ?? []).map(String)}
        onChange={(values) => change({ version: listOrNone(values.map(Number)) })}
        clearable
      />
    </Group>
  );
}

/**
 * The one set of filters of a form's results: the person, status, tags, days sent, language and
 * version, and conditions on the answers to any field; those in use as chips that remove them, and
 * the saved sets. On a phone the filters fold behind a button that counts those in use.
 */
export function FilterBar(props: FilterBarProps) {
  const { LL } = useI18nContext();
  const words = LL.results.filters;
  const { filters, onChange } = props;
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const count = countFilters(filters);
  const [opened, { toggle }] = useDisclosure(false);
  const [adding, setAdding] = useState(false);
  const search = (
    <SearchInput
      key={filters.user ?? ''}
      label={words.user()}
      placeholder={words.userPlaceholder()}
      value={filters.user ?? ''}
      onSearch={(value) => onChange(set(filters, { user: value || undefined }))}
    />
  );
  const tools: ReactNode = (
    <Group gap="xs" wrap="wrap" data-print-hide>
      <Button variant="default" size="sm" onClick={() => setAdding(true)} disabled={props.form.fields.length === 0}>
        {words.addField()}
      </Button>
      <SavedFilters scope={props.scope} filters={filters} onApply={onChange} />
    </Group>
  );
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap" data-print-hide>
        {search}
        {wide ? null : (
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal aria-hidden="true" size={18} />}
            aria-expanded={opened}
            aria-controls="results-filters"
            onClick={toggle}
          >
            {count > 0 ? words.foldActive({ count }) : words.fold()}
          </Button>
        )}
      </Group>
      <div data-print-hide>
        {wide ? (
          <FilterFields {...props} />
        ) : (
          <Collapse expanded={opened} id="results-filters">
            <FilterFields {...props} />
          </Collapse>
        )}
      </div>
      {tools}
      <FilterChips filters={filters} fields={props.form.fields} texts={props.form.texts} onChange={onChange} />
      {adding ? (
        <FieldFilterDialog
          fields={props.form.fields}
          texts={props.form.texts}
          onClose={() => setAdding(false)}
          onAdd={(filter) => {
            setAdding(false);
            onChange({ ...filters, answers: [...(filters.answers ?? []), filter].slice(-MAX_ANSWER_FILTERS) });
          }}
        />
      ) : null}
    </Stack>
  );
}
