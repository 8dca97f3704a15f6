import '@mantine/core/styles/Group.css';
import { Group } from '@mantine/core';
import { IconUserCog, IconUserMinus } from '@tabler/icons-react';
import type { z } from 'zod';
import type { CompanyOperatorSchema } from '../../../contract/operators.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { CardToolbarButton } from '../../components/card-buttons.tsx';
import { DataList, type Column } from '../../components/data-list.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { groupGrants } from './role-values.ts';

/** An operator of the company with their roles. */
export type CompanyOperator = z.infer<typeof CompanyOperatorSchema>;

interface OperatorTableProps {
  operators: CompanyOperator[];
  projectName: (id: string) => string;
  formName: (id: string) => string;
  onChangeRole: (operator: CompanyOperator) => void;
  onRevoke: (operator: CompanyOperator) => void;
}

/** The company's operators, their roles, and what a manager may do about them. */
export function OperatorTable({ operators, projectName, formName, onChangeRole, onRevoke }: OperatorTableProps) {
  const { LL } = useI18nContext();
  const columns: Column<CompanyOperator>[] = [
    { key: 'name', header: LL.operators.name(), primary: true, cell: (operator) => operator.first_name || operator.email },
    { key: 'email', header: LL.operators.email(), cell: (operator) => operator.email },
    {
      key: 'roles',
      header: LL.operators.role(),
      cell: (operator) => (
        <Group gap={4}>
          {groupGrants(operator.roles, projectName, formName).map((grant) => (
            <StatusBadge key={grant.role} tone="info">
              {LL.operators.roles[grant.role]()}: {grant.projects ? grant.projects.join(', ') : LL.operators.allProjects()}
            </StatusBadge>
          ))}
        </Group>
      ),
    },
  ];
  return (
    <DataList
      label={LL.operators.operatorList()}
      columns={columns}
      rows={operators}
      rowKey={(operator) => operator.id}
      empty={<EmptyState title={LL.operators.noOperators()} />}
      actions={(operator) => (
        <>
          <CardToolbarButton size="xs" leftSection={<IconUserCog aria-hidden="true" size={14} />} onClick={() => onChangeRole(operator)}>
            {LL.operators.changeRole()}
          </CardToolbarButton>
          <CardToolbarButton size="xs" color="red" leftSection={<IconUserMinus aria-hidden="true" size={14} />} onClick={() => onRevoke(operator)}>
            {LL.operators.revoke()}
          </CardToolbarButton>
        </>
      )}
    />
  );
}
