import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { CompanyFormAssistantRevoke } from '../../../contract/operators.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { CardToolbarButton } from '../../components/card-buttons.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataList, type Column } from '../../components/data-list.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { call } from '../../lib/api.ts';
import { noticeFailure } from '../../lib/notices.ts';
import type { CompanyOperator } from './operator-table.tsx';

/** One operator assisting one form. */
interface AssistantRow {
  operator: CompanyOperator;
  project: string;
  form: string;
}

interface FormAssistantTableProps {
  company: string;
  operators: CompanyOperator[];
  formName: (id: string) => string;
  /** `queued`: kept on this device, to be sent when the connection is back. */
  onRemoved: (queued: boolean) => void;
}

/** Who assists which form, one row each, with a way to take the form back. */
export function FormAssistantTable({ company, operators, formName, onRemoved }: FormAssistantTableProps) {
  const { LL } = useI18nContext();
  const [removing, setRemoving] = useState<AssistantRow | null>(null);
  const [busy, setBusy] = useState(false);
  const rows: AssistantRow[] = operators.flatMap((operator) =>
    operator.roles.flatMap((grant) => (grant.role === 'assistant' && grant.form_id && grant.project_id ? [{ operator, project: grant.project_id, form: grant.form_id }] : [])),
  );
  const name = (operator: CompanyOperator) => operator.first_name || operator.email;
  const columns: Column<AssistantRow>[] = [
    { key: 'name', header: LL.operators.name(), primary: true, cell: (row) => name(row.operator) },
    { key: 'email', header: LL.operators.email(), cell: (row) => row.operator.email },
    { key: 'form', header: LL.operators.form(), cell: (row) => formName(row.form) },
  ];

  const remove = async (row: AssistantRow) => {
    setBusy(true);
    const result = await call(CompanyFormAssistantRevoke, { company, project: row.project, form: row.form, operator: row.operator.id });
    setBusy(false);
    setRemoving(null);
    // A row's button has no form to hold its failure: the notice tells it.
    if (result.ok) onRemoved(result.queued === true);
    else noticeFailure(result.error?.message ?? LL.operators.unreachable());
  };

  return (
    <>
      <DataList
        label={LL.operators.assistantsTitle()}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.operator.id}:${row.form}`}
        empty={<EmptyState title={LL.operators.noAssistants()} />}
        actions={(row) => (
          <CardToolbarButton size="xs" color="red" leftSection={<IconUserMinus aria-hidden="true" size={14} />} onClick={() => setRemoving(row)}>
            {LL.operators.removeAssistant()}
          </CardToolbarButton>
        )}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={LL.operators.removeAssistantTitle({ form: removing ? formName(removing.form) : '' })}
        confirmLabel={LL.operators.removeAssistant()}
        danger
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        {LL.operators.removeAssistantConfirm({ name: removing ? name(removing.operator) : '', form: removing ? formName(removing.form) : '' })}
      </ConfirmDialog>
    </>
  );
}
