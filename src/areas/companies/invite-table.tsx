import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Text.css';
import { Badge, Table, Text } from '@mantine/core';
import type { z } from 'zod';
import type { PendingInviteSchema } from '../../../contract/company-operators.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { CardToolbarButton } from '../../components/card-buttons.tsx';

type PendingInvite = z.infer<typeof PendingInviteSchema>;

interface InviteTableProps {
  invites: PendingInvite[];
  projectName: (id: string) => string;
  resending: string | null;
  onResend: (email: string) => void;
}

/** The invitations not accepted yet, with their expiry and a way to send a new link. */
export function InviteTable({ invites, projectName, resending, onResend }: InviteTableProps) {
  const { LL, locale } = useI18nContext();
  if (invites.length === 0) return <Text c="dimmed">{LL.managers.noInvites()}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={LL.managers.invites()}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{LL.managers.email()}</Table.Th>
            <Table.Th>{LL.managers.role()}</Table.Th>
            <Table.Th>{LL.managers.projects()}</Table.Th>
            <Table.Th>{LL.managers.expiry()}</Table.Th>
            <Table.Th>{LL.managers.actions()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invites.map((invite) => (
            <Table.Tr key={`${invite.email}:${invite.role}:${invite.created_at}`}>
              <Table.Td>{invite.email}</Table.Td>
              <Table.Td>{LL.roles[invite.role]()}</Table.Td>
              <Table.Td>{invite.projects.length ? invite.projects.map(projectName).join(', ') : LL.managers.allProjects()}</Table.Td>
              <Table.Td>
                {invite.expired ? (
                  <Badge color="red" variant="light">
                    {LL.managers.expired()}
                  </Badge>
                ) : (
                  LL.managers.expires({ date: new Date(invite.expires_at).toLocaleString(locale) })
                )}
              </Table.Td>
              <Table.Td>
                <CardToolbarButton size="xs" loading={resending === invite.email} onClick={() => onResend(invite.email)}>
                  {LL.managers.resend()}
                </CardToolbarButton>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
