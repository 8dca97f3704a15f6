import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Paper, Stack, Title } from '@mantine/core';
import { FormInvitationList } from '../../../../contract/forms.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { NotLoaded } from '../../../components/not-loaded.tsx';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { InvitationList } from './invitation-list.tsx';
import { InviteForm } from './invite-form.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';

interface InvitationsSectionProps {
  scope: { company: string; project: string; form: string };
  /** The form's languages, its default first. */
  languages: readonly Language[];
}

// Wider than the settings: the list has room for its columns.
const MEASURE = 880;

/** Invitations of a form only the people invited may fill in: who to invite, and who was. */
export function InvitationsSection({ scope, languages }: InvitationsSectionProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.invitations;
  const list = useCached(FormInvitationList, scope);
  const unreadable = list.data === undefined && list.settled;
  return (
    <Paper withBorder p="md" radius="md" maw={MEASURE} data-testid="invitations">
      <SettingsSection title={texts.title()} help={texts.help()}>
        <InviteForm scope={scope} languages={languages} onSent={list.reload} />
        <Stack gap="xs" mt="md">
          <Title order={3} size="h5">
            {texts.listTitle()}
          </Title>
          {unreadable ? (
            <NotLoaded offline={list.error === null} onRetry={list.reload} />
          ) : (
            <InvitationList scope={scope} items={list.data?.items} onRevoked={list.reload} />
          )}
        </Stack>
      </SettingsSection>
    </Paper>
  );
}
