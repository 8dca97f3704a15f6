import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import { CompanyOperatorList, CompanyOperatorResendInvite } from '../../../contract/operators.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { Screen } from '../../components/screen.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { call } from '../../lib/api.ts';
import { noticeFailure, noticeSuccess } from '../../lib/notices.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { FormAssistantForm } from './form-assistant-form.tsx';
import { FormAssistantTable } from './form-assistant-table.tsx';
import { formNamer } from './granted-forms.ts';
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
  let content;
  if (list.data) content = <Managers company={company} data={list.data} reload={list.reload} />;
  else if (list.settled) content = <NotLoaded offline={list.error === null} onRetry={list.reload} />;
  else content = <PageSkeleton />;
  return <Screen>{content}</Screen>;
}

type ListData = EndpointOutput<typeof CompanyOperatorList>;

function Managers({ company, data, reload }: { company: string; data: ListData; reload: () => void }) {
  const { LL, locale } = useI18nContext();
  const projectOptions = useCompanyProjects(company);
  const projectName = (id: string) => projectOptions.find((option) => option.value === id)?.label ?? id;
  const formName = formNamer(data.forms, projectName, locale);
  const [editing, setEditing] = useState<CompanyOperator | null>(null);
  const [revoking, setRevoking] = useState<CompanyOperator | null>(null);
  const [resending, setResending] = useState<string | null>(null);

  const resend = async (email: string) => {
    setResending(email);
    const result = await call(CompanyOperatorResendInvite, { company, Email: email });
    setResending(null);
    // A button in a row has no form to hold its failure: the notice tells it.
    if (result.ok) noticeSuccess(result.queued ? LL.shell.sync.queued() : LL.operators.resent({ email }));
    else noticeFailure(result.error?.message ?? null);
    reload();
  };
  const done = (message: string) => {
    setEditing(null);
    setRevoking(null);
    noticeSuccess(message);
    reload();
  };

  return (
    <Stack gap="lg">
      <InviteOperatorForm company={company} projectOptions={projectOptions} onInvited={reload} />
      <Title order={2} size="h4">
        {LL.operators.operatorList()}
      </Title>
      <OperatorTable operators={data.operators} projectName={projectName} formName={formName} onChangeRole={setEditing} onRevoke={setRevoking} />
      <Title order={2} size="h4">
        {LL.operators.assistantsTitle()}
      </Title>
      <FormAssistantForm company={company} operators={data.operators} projectOptions={projectOptions} onDone={reload} />
      <FormAssistantTable
        company={company}
        operators={data.operators}
        formName={formName}
        onRemoved={(queued) => done(queued ? LL.shell.sync.queued() : LL.operators.assistantRemoved())}
      />
      <Title order={2} size="h4">
        {LL.operators.invites()}
      </Title>
      <InviteTable
        company={company}
        invites={data.invites}
        projectName={projectName}
        formName={formName}
        resending={resending}
        onResend={(email) => void resend(email)}
      />
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
