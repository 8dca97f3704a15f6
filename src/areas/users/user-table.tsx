import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { LANGUAGE_OPTIONS } from '../../../contract/languages.ts';
import type { RegisteredUserListItemSchema } from '../../../contract/users.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DataList, type Column } from '../../components/data-list.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { personName } from './user-list-query.ts';

/** A registered user as the list shows them. */
export type RegisteredUser = z.infer<typeof RegisteredUserListItemSchema>;

/** A language code named in its own language; '' (not told yet) is empty. */
export function languageName(code: string): string {
  return LANGUAGE_OPTIONS.find((option) => option.value === code)?.text ?? code;
}

/** Whether they may sign in, as a badge. */
export function AccountBadge({ user }: { user: Pick<RegisteredUser, 'blocked_at'> }) {
  const { LL } = useI18nContext();
  return user.blocked_at ? (
    <StatusBadge tone="negative">{LL.users.list.blocked()}</StatusBadge>
  ) : (
    <StatusBadge tone="positive">{LL.users.list.active()}</StatusBadge>
  );
}

interface UserTableProps {
  items: RegisteredUser[] | undefined;
  empty: ReactNode;
  onOpen(user: RegisteredUser): void;
}

/** One page of a project's registered users; the name, and the row's button, open their record. */
export function UserTable({ items, empty, onOpen }: UserTableProps) {
  const { LL } = useI18nContext();
  const texts = LL.users.list;
  const columns: Column<RegisteredUser>[] = [
    {
      key: 'name',
      header: texts.name(),
      primary: true,
      // A blocked person says so beside their name; everyone else is simply active.
      cell: (user) => (
        <Group gap="xs" wrap="wrap">
          <Anchor component="button" type="button" underline="always" ta="start" fz="sm" onClick={() => onOpen(user)}>
            {/* Someone who gave no name is not shown their email twice: it has its own column. */}
            {`${user.first_name} ${user.last_name}`.trim() || (
              <Text span inherit fs="italic" c="dimmed">
                {texts.noName()}
              </Text>
            )}
          </Anchor>
          {user.blocked_at && <AccountBadge user={user} />}
        </Group>
      ),
    },
    { key: 'email', header: texts.email(), cell: (user) => user.email },
    { key: 'lang', header: texts.language(), cell: (user) => languageName(user.preferred_lang) },
    { key: 'submissions', header: texts.submissions(), cell: (user) => user.submissions },
    { key: 'registered', header: texts.registered(), cell: (user) => <RelativeTime value={user.created_at} /> },
  ];
  return (
    <DataList
      label={texts.label()}
      columns={columns}
      rows={items}
      rowKey={(user) => user.id}
      actions={(user) => (
        <Button size="xs" variant="default" aria-label={texts.openLabel({ name: personName(user) })} onClick={() => onOpen(user)}>
          {texts.open()}
        </Button>
      )}
      empty={empty}
      skeletonRows={10}
    />
  );
}
