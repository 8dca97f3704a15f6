import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Button, Code } from '@mantine/core';
import { useI18nContext } from '../../../../i18n/i18n-react';
import type { LogRow } from './log-row.ts';

/** The button that shows or hides a row's technical details (`view`: the table's or the cards', each with its own ids). */
export function DetailsToggle({ row, view, open, onToggle }: { row: LogRow; view: string; open: boolean; onToggle(): void }) {
  const { LL } = useI18nContext();
  return (
    <Button variant="subtle" size="compact-sm" aria-expanded={open} aria-controls={open ? `log-details-${view}-${row.id}` : undefined} onClick={onToggle}>
      {open ? LL.installation.logs.hideDetails() : LL.installation.logs.details()}
    </Button>
  );
}

/** A row as stored: the call's path, outcome, address, target and summary, as JSON for whoever needs the facts. */
export function LogDetails({ row, view }: { row: LogRow; view: string }) {
  const facts = {
    endpoint: row.endpoint,
    status: row.status,
    ip: row.ip,
    operator_id: row.operator_id,
    target: row.target,
    company_id: row.company_id,
    summary: row.summary,
  };
  return (
    <Code block id={`log-details-${view}-${row.id}`} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {JSON.stringify(facts, null, 2)}
    </Code>
  );
}
