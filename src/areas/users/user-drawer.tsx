import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import { Button, Drawer, Group, SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FormList } from '../../../contract/forms.ts';
import type { Language } from '../../../contract/languages.ts';
import { UserGet } from '../../../contract/users.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Detail } from '../../components/detail.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { localized } from '../../lib/form-fields/localized.ts';
import { useUserActions } from './use-user-actions.ts';
import type { ConditionVersion } from './user-filters.tsx';
import { personName } from './user-list-query.ts';
import { UserConsents, UserSubmissions } from './user-record.tsx';
import { AccountBadge, languageName, type RegisteredUser } from './user-table.tsx';

interface UserDrawerProps {
  company: string;
  project: string;
  /** The project's default language, for form titles not written in the reader's. */
  fallback: Language;
  /** The person whose record is (or was last) open; the drawer is keyed by them, so nothing of another shows. */
  user: RegisteredUser | null;
  opened: boolean;
  conditions: ConditionVersion[] | undefined;
  onClose(): void;
  /** Something of theirs changed (blocked, erased): the list reads again. */
  onChanged(): void;
}

// The form titles their submissions name, from the project's forms list (archived forms too).
function useFormTitles(company: string, project: string, open: boolean, lang: Language, fallback: Language) {
  const forms = useCached(open ? FormList : null, { company, project, archived: true, page: 1, pageSize: 200 });
  return (form: { id: string; slug: string }) => {
    const found = forms.data?.items.find((item) => item.id === form.id);
    return (found && localized(found.title, lang, fallback)) || form.slug;
  };
}

/** One registered user's record beside the list: who they are, their submissions, their consents, and what may be done to them. */
export function UserDrawer({ company, project, fallback, user, opened, conditions, onClose, onChanged }: UserDrawerProps) {
  const { LL, locale } = useI18nContext();
  const texts = LL.users.detail;
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const detail = useCached(user ? UserGet : null, { company, project, user: user?.id ?? '' });
  const formTitle = useFormTitles(company, project, opened, locale, fallback);
  const [confirming, setConfirming] = useState(false);
  const changed = () => {
    detail.reload();
    onChanged();
  };
  const actions = useUserActions(company, project, changed);
  // The list's row at once, then the record's own answer.
  const record = detail.data?.entity;
  const shown = record ?? user;
  const name = shown ? personName(shown) : '';

  async function erase() {
    if (!shown) return;
    const erased = await actions.erase(shown);
    setConfirming(false);
    if (erased) onClose();
  }

  return (
    <>
      <Drawer
        opened={opened && user !== null}
        onClose={onClose}
        position="right"
        size={wide ? 'md' : '100%'}
        title={name}
        closeButtonProps={{ 'aria-label': LL.app.close() }}
      >
        {shown && (
          <Stack gap="lg">
            <Group gap="xs" wrap="wrap" role="group" aria-label={texts.actions({ name })}>
              <Button
                variant="default"
                size="sm"
                leftSection={shown.blocked_at ? <IconLockOpen aria-hidden="true" size={16} /> : <IconLock aria-hidden="true" size={16} />}
                loading={actions.busy === 'block'}
                onClick={() => void actions.block(shown, shown.blocked_at === null)}
              >
                {shown.blocked_at ? texts.unblock() : texts.block()}
              </Button>
              <Button
                variant="default"
                size="sm"
                leftSection={<IconDownload aria-hidden="true" size={16} />}
                loading={actions.busy === 'download'}
                onClick={() => void actions.download(shown)}
              >
                {texts.download()}
              </Button>
              <Button variant="outline" color="red" size="sm" leftSection={<IconTrash aria-hidden="true" size={16} />} onClick={() => setConfirming(true)}>
                {texts.erase()}
              </Button>
            </Group>
            <Stack gap="xs">
              <Detail label={texts.email()}>{shown.email}</Detail>
              <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" verticalSpacing="xs">
                <Detail label={texts.language()}>{shown.preferred_lang ? languageName(shown.preferred_lang) : texts.languageUnknown()}</Detail>
                <Detail label={texts.registered()}>
                  <RelativeTime value={shown.created_at} />
                </Detail>
                <Detail label={texts.status()}>
                  <Group gap={6} wrap="wrap">
                    <AccountBadge user={shown} />
                    {shown.blocked_at && <RelativeTime value={shown.blocked_at} />}
                  </Group>
                </Detail>
              </SimpleGrid>
            </Stack>
            {detail.settled && !record ? (
              <NotLoaded offline={detail.error === null} onRetry={detail.reload} />
            ) : (
              <>
                <UserSubmissions record={record} formTitle={formTitle} />
                <UserConsents record={record} conditions={conditions} />
              </>
            )}
          </Stack>
        )}
      </Drawer>
      <ConfirmDialog
        opened={confirming}
        title={LL.users.erase.title({ name })}
        confirmLabel={LL.users.erase.confirm()}
        danger
        busy={actions.busy === 'erase'}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void erase()}
      >
        {LL.users.erase.message({ email: shown?.email ?? '' })}
      </ConfirmDialog>
    </>
  );
}
