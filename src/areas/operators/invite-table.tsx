import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Text.css';
import { Badge, Table, Text } from '@mantine/core';
import type { z } from 'zod';
import { CompanyOperatorInvite, type PendingInviteSchema } from '../../../contract/operators.ts';
import type { CompanyRole } from '../../../contract/roles.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { CardToolbarButton } from '../../components/card-buttons.tsx';
import { usePendingWrites } from '../../lib/sync/use-outbox.ts';

type PendingInvite = z.infer<typeof PendingInviteSchema>;

interface InviteTableProps {
  company: string;
  invites: PendingInvite[];
  projectName: (id: string) => string;
  resending: string | null;
  onResend: (email: string) => void;
}

/** The invitations not accepted yet, with their expiry and a way to send a new link. */
export function InviteTable({ company, invites, projectName, resending, onResend }: InviteTableProps) {
  const { LL, locale } = useI18nContext();
  // Invitations kept on this device show first, marked as not sent yet.
  const kept = usePendingWrites(CompanyOperatorInvite, { company });
  const roleName = (role: unknown) => (typeof role === 'string' && Object.hasOwn(LL.operators.roles, role) ? LL.operators.roles[role as CompanyRole]() : '');
  if (invites.length === 0 && kept.length === 0) return <Text c="dimmed">{LL.operators.noInvites()}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={LL.operators.invites()}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{LL.operators.email()}</Table.Th>
            <Table.Th>{LL.operators.role()}</Table.Th>
            <Table.Th>{LL.operators.projectList()}</Table.Th>
            <Table.Th>{LL.operators.expiry()}</Table.Th>
            <Table.Th>{LL.operators.actions()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kept.map((entry) => (
            <Table.Tr key={entry.key} data-pending="true">
              <Table.Td>{String(entry.body.Email)}</Table.Td>
              <Table.Td>{roleName(entry.body.Role)}</Table.Td>
              <Table.Td>
                {Array.isArray(entry.body.Projects) && entry.body.Projects.length
                  ? entry.body.Projects.map((id) => projectName(String(id))).join(', ')
                  : LL.operators.allProjects()}
              </Table.Td>
              <Table.Td>
                <Badge color="gray" variant="outline" size="sm">
                  {LL.shell.sync.pendingBadge()}
                </Badge>
              </Table.Td>
              <Table.Td />
            </Table.Tr>
          ))}
          {invites.map((invite) => (
            <Table.Tr key={`${invite.email}:${invite.role}:${invite.created_at}`}>
              <Table.Td>{invite.email}</Table.Td>
              <Table.Td>{LL.operators.roles[invite.role]()}</Table.Td>
              <Table.Td>{invite.projects.length ? invite.projects.map(projectName).join(', ') : LL.operators.allProjects()}</Table.Td>
              <Table.Td>
                {invite.expired ? (
                  <Badge color="red" variant="light">
                    {LL.operators.expired()}
                  </Badge>
                ) : (
                  LL.operators.expires({ date: new Date(invite.expires_at).toLocaleString(locale) })
                )}
              </Table.Td>
              <Table.Td>
                <CardToolbarButton size="xs" loading={resending === invite.email} onClick={() => onResend(invite.email)}>
                  {LL.operators.resend()}
                </CardToolbarButton>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
