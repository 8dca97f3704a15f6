import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Text.css';
import { Badge, Group, Table, Text } from '@mantine/core';
import type { z } from 'zod';
import type { CompanyOperatorSchema } from '../../../contract/operators.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { CardToolbarButton } from '../../components/card-buttons.tsx';
import { groupGrants } from './role-values.ts';

/** An operator of the company with their roles. */
export type CompanyOperator = z.infer<typeof CompanyOperatorSchema>;

interface OperatorTableProps {
  operators: CompanyOperator[];
  projectName: (id: string) => string;
  onChangeRole: (operator: CompanyOperator) => void;
  onRevoke: (operator: CompanyOperator) => void;
}

/** The company's operators, their roles, and what a manager may do about them. */
export function OperatorTable({ operators, projectName, onChangeRole, onRevoke }: OperatorTableProps) {
  const { LL } = useI18nContext();
  if (operators.length === 0) return <Text c="dimmed">{LL.operators.noOperators()}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={LL.operators.operatorList()}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{LL.operators.email()}</Table.Th>
            <Table.Th>{LL.operators.name()}</Table.Th>
            <Table.Th>{LL.operators.role()}</Table.Th>
            <Table.Th>{LL.operators.actions()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {operators.map((operator) => (
            <Table.Tr key={operator.id}>
              <Table.Td>{operator.email}</Table.Td>
              <Table.Td>{operator.first_name}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {groupGrants(operator.roles, projectName).map((grant) => (
                    <Badge key={grant.role} variant="light">
                      {LL.operators.roles[grant.role]()}: {grant.projects ? grant.projects.join(', ') : LL.operators.allProjects()}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <CardToolbarButton size="xs" onClick={() => onChangeRole(operator)}>
                    {LL.operators.changeRole()}
                  </CardToolbarButton>
                  <CardToolbarButton size="xs" color="red" onClick={() => onRevoke(operator)}>
                    {LL.operators.revoke()}
                  </CardToolbarButton>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
