import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Loader.css';
import { Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import { CompanyOperatorList, CompanyOperatorResendInvite } from '../../../contract/operators.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { Screen } from '../../components/screen.tsx';
import { call } from '../../lib/api.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { InviteOperatorForm } from './invite-operator-form.tsx';
import { InviteTable } from './invite-table.tsx';
import { isRefusal, NoAccess } from '../../components/no-access.tsx';
import { OperatorTable, type CompanyOperator } from './operator-table.tsx';
import { RevokeModal } from './revoke-modal.tsx';
import { RoleModal } from './role-modal.tsx';
import { useCompanyProjects } from './use-company-projects.ts';

/** A company's operators and open invitations, managed by its managers. */
export function ManagersPage() {
  const { company = '' } = useParams();
  const list = useCached(CompanyOperatorList, { company });
  if (isRefusal(list.error)) {
    return (
      <Screen>
        <NoAccess />
      </Screen>
    );
  }
  return <Screen>{list.data ? <Managers company={company} data={list.data} reload={list.reload} /> : <Loader size="sm" />}</Screen>;
}

type ListData = EndpointOutput<typeof CompanyOperatorList>;

function Managers({ company, data, reload }: { company: string; data: ListData; reload: () => void }) {
  const { LL } = useI18nContext();
  const projectOptions = useCompanyProjects(company);
  const projectName = (id: string) => projectOptions.find((option) => option.value === id)?.label ?? id;
  const [editing, setEditing] = useState<CompanyOperator | null>(null);
  const [revoking, setRevoking] = useState<CompanyOperator | null>(null);
  const [resending, setResending] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const resend = async (email: string) => {
    setResending(email);
    const result = await call(CompanyOperatorResendInvite, { company, Email: email });
    setResending(null);
    if (result.ok) setNotice(result.queued ? LL.shell.sync.queued() : LL.operators.resent({ email }));
    reload();
  };
  const done = (message: string) => {
    setEditing(null);
    setRevoking(null);
    setNotice(message);
    reload();
  };

  return (
    <Stack gap="lg">
      <FormAlert message={notice} tone="success" />
      <InviteOperatorForm company={company} projectOptions={projectOptions} onInvited={reload} />
      <Title order={2} size="h4">
        {LL.operators.operatorList()}
      </Title>
      <OperatorTable operators={data.operators} projectName={projectName} onChangeRole={setEditing} onRevoke={setRevoking} />
      <Title order={2} size="h4">
        {LL.operators.invites()}
      </Title>
      <InviteTable company={company} invites={data.invites} projectName={projectName} resending={resending} onResend={(email) => void resend(email)} />
      {editing && (
        <RoleModal
          company={company}
          operator={editing}
          projectOptions={projectOptions}
          onClose={() => setEditing(null)}
          onSaved={(queued) => done(queued ? LL.shell.sync.queued() : LL.operators.roleSaved())}
        />
      )}
      {revoking && (
        <RevokeModal company={company} operator={revoking} onClose={() => setRevoking(null)} onRevoked={(queued) => done(queued ? LL.shell.sync.queued() : LL.operators.revoked())} />
      )}
    </Stack>
  );
}
