import { IconSend } from '@tabler/icons-react';
import type { z } from 'zod';
import { CompanyFormAssistantInvite, CompanyOperatorInvite, type PendingInviteSchema } from '../../../contract/operators.ts';
import type { CompanyRole } from '../../../contract/roles.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { CardToolbarButton } from '../../components/card-buttons.tsx';
import { DataList, type Column } from '../../components/data-list.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { usePendingWrites } from '../../lib/sync/use-outbox.ts';

type PendingInvite = z.infer<typeof PendingInviteSchema>;

/** A row: an invitation the server holds, or one kept on this device and not sent yet. */
interface InviteRow {
  key: string;
  email: string;
  role: string;
  projects: string[];
  /** An assistant's forms, when the invitation names some. */
  forms: string[];
  invite: PendingInvite | null;
}

interface InviteTableProps {
  company: string;
  invites: PendingInvite[];
  projectName: (id: string) => string;
  formName: (id: string) => string;
  resending: string | null;
  onResend: (email: string) => void;
}

/** The invitations not accepted yet, with their expiry and a way to send a new link. */
export function InviteTable({ company, invites, projectName, formName, resending, onResend }: InviteTableProps) {
  const { LL } = useI18nContext();
  // Invitations kept on this device show first, marked as not sent yet.
  const kept = usePendingWrites(CompanyOperatorInvite, { company });
  const keptAssistants = usePendingWrites(CompanyFormAssistantInvite, { company });
  const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  const roleName = (role: string) => (Object.hasOwn(LL.operators.roles, role) ? LL.operators.roles[role as CompanyRole]() : '');
  const rows: InviteRow[] = [
    ...kept.map((entry) => ({
      key: entry.key,
      email: String(entry.body.Email),
      role: String(entry.body.Role ?? ''),
      projects: strings(entry.body.Projects),
      forms: [],
      invite: null,
    })),
    // An assistant's invitation kept on this device names its forms, as the server's does.
    ...keptAssistants.map((entry) => ({
      key: entry.key,
      email: String(entry.body.Email),
      role: 'assistant',
      projects: typeof entry.body.project === 'string' ? [entry.body.project] : [],
      forms: strings(entry.body.Forms),
      invite: null,
    })),
    ...invites.map((invite) => ({
      key: `${invite.email}:${invite.role}:${invite.created_at}`,
      email: invite.email,
      role: invite.role,
      projects: invite.projects,
      forms: invite.forms,
      invite,
    })),
  ];
  const columns: Column<InviteRow>[] = [
    { key: 'email', header: LL.operators.email(), primary: true, cell: (row) => row.email },
    { key: 'role', header: LL.operators.role(), cell: (row) => roleName(row.role) },
    {
      key: 'projects',
      header: LL.operators.projectList(),
      cell: (row) => {
        if (row.forms.length > 0) return row.forms.map(formName).join(', ');
        return row.projects.length ? row.projects.map(projectName).join(', ') : LL.operators.allProjects();
      },
    },
    {
      key: 'expiry',
      header: LL.operators.expiry(),
      cell: (row) =>
        !row.invite ? (
          <StatusBadge tone="neutral">{LL.shell.kit.unsent()}</StatusBadge>
        ) : row.invite.expired ? (
          <StatusBadge tone="negative">{LL.operators.expired()}</StatusBadge>
        ) : (
          <RelativeTime value={row.invite.expires_at} />
        ),
    },
  ];
  return (
    <DataList
      label={LL.operators.invites()}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      rowProps={(row): Record<string, string> => (row.invite ? {} : { 'data-pending': 'true' })}
      empty={<EmptyState title={LL.operators.noInvites()} />}
      actions={(row) =>
        row.invite && (
          <CardToolbarButton
            size="xs"
            leftSection={<IconSend aria-hidden="true" size={14} />}
            loading={resending === row.email}
            onClick={() => onResend(row.email)}
          >
            {LL.operators.resend()}
          </CardToolbarButton>
        )
      }
    />
  );
}
