import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import type { UserGet } from '../../../contract/users.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { RelativeTime } from '../../components/relative-time.tsx';
import { SubmissionStatusBadge } from '../../components/submission-status-badge.tsx';
import { useConditionName, type ConditionVersion } from './user-filters.tsx';

/** A registered user's record as `users/get` gives it. */
export type UserRecord = EndpointOutput<typeof UserGet>['entity'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Placeholder() {
  return (
    <Stack gap="xs" data-skeleton="true">
      <Skeleton height={14} width="70%" />
      <Skeleton height={10} width="50%" />
    </Stack>
  );
}

/** Their submissions, last first: the form by its title, the status, the version answered and when it was sent. */
export function UserSubmissions({ record, formTitle }: { record: UserRecord | undefined; formTitle(form: { id: string; slug: string }): string }) {
  const { LL } = useI18nContext();
  const texts = LL.users.detail;
  return (
    <Section title={texts.submissionsTitle()}>
      {!record ? (
        <Placeholder />
      ) : record.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.noSubmissions()}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {record.items.map((item) => (
            <Paper key={item.id} component="li" withBorder radius="sm" p="xs">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {formTitle(item.form)}
                </Text>
                <SubmissionStatusBadge status={item.status} />
              </Group>
              <Text size="xs" c="dimmed">
                {texts.version({ number: item.version })} ·{' '}
                {item.submitted_at ? (
                  <>
                    {texts.sent()} <RelativeTime value={item.submitted_at} />
                  </>
                ) : (
                  <>
                    {texts.notSent()} <RelativeTime value={item.updated_at} />
                  </>
                )}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** The conditions they accepted, each version with when they accepted it. */
export function UserConsents({ record, conditions }: { record: UserRecord | undefined; conditions: ConditionVersion[] | undefined }) {
  const { LL } = useI18nContext();
  const texts = LL.users.detail;
  const conditionName = useConditionName();
  const titleOf = (consent: UserRecord['consents'][number]) => {
    const known = conditions?.find((condition) => condition.id === consent.condition);
    return conditionName({ key: consent.key, version: consent.version, title: known?.title ?? {} });
  };
  return (
    <Section title={texts.consentsTitle()}>
      {!record ? (
        <Placeholder />
      ) : record.consents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.noConsents()}
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {record.consents.map((consent) => (
            <li key={consent.condition}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {titleOf(consent)} ({consent.required ? texts.required() : texts.optional()})
              </Text>
              <Text size="xs" c="dimmed">
                {texts.accepted()} <RelativeTime value={consent.accepted_at} />
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}
