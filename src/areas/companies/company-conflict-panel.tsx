import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Alert, Button, Stack, Table } from '@mantine/core';
import type { Company } from '../../../contract/companies.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { changedFields, type CompanyValues } from './company-conflict.ts';

interface ConflictPanelProps {
  message: string;
  mine: CompanyValues;
  current: Company | null;
  onLoad(current: Company): void;
}

/** Someone else saved first: their values beside the operator's, and a way to start again from theirs. */
export function CompanyConflictPanel({ message, mine, current, onLoad }: ConflictPanelProps) {
  const { LL } = useI18nContext();
  const labels: Record<keyof CompanyValues, string> = {
    name: LL.companies.name(),
    slug: LL.companies.slug(),
    contact_email: LL.companies.contactEmail(),
    notes: LL.companies.notes(),
    status: LL.companies.status(),
  };
  return (
    <Alert color="orange" variant="light" role="alert" title={LL.companies.conflictTitle()}>
      <Stack gap="xs">
        {message}
        {current ? (
          <>
            <Table data-testid="conflict-values">
              <Table.Tbody>
                {changedFields(mine, current).map((row) => (
                  <Table.Tr key={row.field}>
                    <Table.Th>{labels[row.field]}</Table.Th>
                    <Table.Td>{row.current}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Button variant="light" onClick={() => onLoad(current)}>
              {LL.companies.loadCurrent()}
            </Button>
          </>
        ) : null}
      </Stack>
    </Alert>
  );
}
