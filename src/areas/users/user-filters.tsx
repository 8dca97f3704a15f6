import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Button, Collapse, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { z } from 'zod';
import { LANGUAGE_OPTIONS } from '../../../contract/languages.ts';
import type { ConditionVersionSchema } from '../../../contract/users.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { SearchInput } from '../../components/search-input.tsx';
import { activeFilters, type SubmittedFilter, type UserListQuery } from './user-list-query.ts';

/** A version of a condition, as the filter offers it. */
export type ConditionVersion = z.infer<typeof ConditionVersionSchema>;

interface UserFiltersProps {
  query: UserListQuery;
  conditions: ConditionVersion[] | undefined;
  onChange(change: Partial<UserListQuery>): void;
}

// Each filter takes its share of a row and wraps under the others on a narrow screen.
const FIELD = { flex: '1 1 180px', minWidth: 0 } as const;

/** The name of a condition's version in the reader's language. */
export function useConditionName() {
  const { LL, locale } = useI18nContext();
  return (condition: Pick<ConditionVersion, 'key' | 'version' | 'title'>) =>
    LL.users.list.conditionVersion({
      title: condition.title[locale] || condition.title.en || Object.values(condition.title)[0] || condition.key,
      version: condition.version,
    });
}

function FilterFields({ query, conditions, onChange }: UserFiltersProps) {
  const { LL } = useI18nContext();
  const texts = LL.users.list;
  const conditionName = useConditionName();
  const submitted = [
    { value: '', label: texts.submittedAny() },
    { value: 'yes', label: texts.submittedYes() },
    { value: 'no', label: texts.submittedNo() },
  ];
  const languages = [{ value: '', label: texts.languageAny() }, ...LANGUAGE_OPTIONS.map((option) => ({ value: option.value, label: option.text }))];
  const known = conditions ?? [];
  // A version named in the address but not (yet) listed keeps an option, so the select shows what filters the list.
  const listed = query.condition && !known.some((condition) => condition.id === query.condition) ? [{ value: query.condition, label: '…' }] : [];
  const versions = [{ value: '', label: texts.conditionAny() }, ...known.map((condition) => ({ value: condition.id, label: conditionName(condition) })), ...listed];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect style={FIELD} label={texts.submitted()} data={submitted} value={query.submitted} onChange={(event) => onChange({ submitted: event.currentTarget.value as SubmittedFilter })} />
      <NativeSelect style={FIELD} label={texts.condition()} data={versions} value={query.condition} onChange={(event) => onChange({ condition: event.currentTarget.value })} />
      <NativeSelect style={FIELD} label={texts.language()} data={languages} value={query.lang} onChange={(event) => onChange({ lang: event.currentTarget.value as UserListQuery['lang'] })} />
      <TextInput style={FIELD} type="date" label={texts.from()} value={query.from} max={query.to || undefined} onChange={(event) => onChange({ from: event.currentTarget.value })} />
      <TextInput style={FIELD} type="date" label={texts.to()} value={query.to} min={query.from || undefined} onChange={(event) => onChange({ to: event.currentTarget.value })} />
    </Group>
  );
}

/** The list's search and filters; on a phone the filters fold behind a button that counts those in use. */
export function UserFilters(props: UserFiltersProps) {
  const { LL } = useI18nContext();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const count = activeFilters(props.query);
  const [opened, { toggle }] = useDisclosure(count > 0);
  const search = (
    <SearchInput
      key={props.query.search}
      label={LL.users.list.search()}
      placeholder={LL.users.list.searchPlaceholder()}
      value={props.query.search}
      onSearch={(value) => props.onChange({ search: value })}
    />
  );
  if (wide) {
    return (
      <>
        <Group align="flex-end" gap="sm" wrap="wrap">
          {search}
        </Group>
        <FilterFields {...props} />
      </>
    );
  }
  return (
    <>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {search}
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal aria-hidden="true" size={18} />}
          aria-expanded={opened}
          aria-controls="user-filters"
          onClick={toggle}
        >
          {count > 0 ? LL.users.list.filtersActive({ count }) : LL.users.list.filters()}
        </Button>
      </Group>
      <Collapse expanded={opened} id="user-filters">
        <FilterFields {...props} />
      </Collapse>
    </>
  );
}
