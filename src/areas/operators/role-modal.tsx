import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { CompanyOperatorSetRole } from '../../../contract/operators.ts';
import type { CompanyRole } from '../../../contract/roles.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { call } from '../../lib/api.ts';
import { formFailure } from '../../lib/form-errors.ts';
import type { CompanyOperator } from './operator-table.tsx';
import { RoleFields } from './role-fields.tsx';
import { projectWideGrants, rolePayload } from './role-values.ts';

interface RoleModalProps {
  company: string;
  operator: CompanyOperator;
  projectOptions: Array<{ value: string; label: string }>;
  onClose: () => void;
  /** `queued`: kept on this device, to be sent when the connection is back. */
  onSaved: (queued: boolean) => void;
}

/** Replaces an operator's roles in the company with one role. */
export function RoleModal({ company, operator, projectOptions, onClose, onSaved }: RoleModalProps) {
  const { LL } = useI18nContext();
  const wide = projectWideGrants(operator.roles);
  const first = wide[0];
  const [role, setRole] = useState<CompanyRole>(first?.role ?? 'editor');
  const [projects, setProjects] = useState<string[]>(wide.flatMap((grant) => (grant.role === first?.role && grant.project_id ? [grant.project_id] : [])));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  const save = async () => {
    setBusy(true);
    const result = await call(CompanyOperatorSetRole, { company, operator: operator.id, ...rolePayload(role, projects) });
    setBusy(false);
    if (result.ok) onSaved(result.queued === true);
    else setFailure(formFailure(result, LL.operators.unreachable()));
  };

  return (
    <Modal opened onClose={onClose} title={LL.operators.roleTitle({ email: operator.email })} closeButtonProps={{ 'aria-label': LL.operators.cancel() }}>
      <Stack>
        <FormAlert message={failure?.message ?? null} />
        <RoleFields
          role={role}
          projects={projects}
          projectOptions={projectOptions}
          onRole={setRole}
          onProjects={setProjects}
          projectsError={failure?.fields.Projects}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {LL.operators.cancel()}
          </Button>
          <Button loading={busy} onClick={() => void save()}>
            {LL.operators.save()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
