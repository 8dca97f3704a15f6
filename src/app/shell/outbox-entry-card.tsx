import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Badge, Button, Card, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { fieldLabel, type FieldLabels } from '../../../contract/labels.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { db } from '../../lib/db/database.ts';
import type { OutboxEntry } from '../../lib/outbox/entry.ts';
import { discard, editAndRetry, keepMine, takeTheirs } from '../../lib/outbox/resolve.ts';
import { findOperation, subjectOf } from '../../lib/sync/operations.ts';
import { notifyApplied, requestSync } from '../../lib/sync/sync-client.ts';
import type { Operation } from '../../lib/area.ts';

// Fields that name the record or its version: never shown as a difference nor edited by hand.
const TECHNICAL = new Set(['id', 'version', 'company', 'project', 'operator', 'logo_media_id']);

function shown(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One queued change: what it does, since when, and what the operator may do about it. */
export function OutboxEntryCard({ entry, format, operations }: { entry: OutboxEntry; format: (at: number) => string; operations: readonly Operation[] }) {
  const { LL } = useI18nContext();
  const problem = entry.lastError;
  const subject = subjectOf(entry);
  const found = findOperation(entry.path, operations);
  const labels = found?.labels;
  return (
    <Card withBorder data-testid="outbox-entry" component="article">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={500}>
            {LL.shell.sync.operations[found?.key ?? 'other']()}
            {subject && `: ${subject}`}
          </Text>
          <Badge color={entry.status === 'attention' ? 'red' : 'gray'} variant="light">
            {entry.status === 'attention' ? LL.shell.sync.attention({ count: 1 }) : LL.shell.sync.pendingBadge()}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {LL.shell.sync.madeAt({ time: format(entry.createdAt) })} · {LL.shell.sync.tries({ count: entry.attempts })}
        </Text>
        {problem && (
          <Text size="sm" c={entry.status === 'attention' ? 'red' : 'dimmed'}>
            {LL.shell.sync.problems[problem.kind === 'signed-out' ? 'signedOut' : problem.kind]()}
            {'error' in problem && problem.error?.message ? ` ${problem.error.message}` : ''}
          </Text>
        )}
        {problem?.kind === 'conflict' && entry.status === 'attention' && <ConflictChoice entry={entry} current={problem.current} labels={labels} />}
        {entry.status === 'attention' && problem?.kind !== 'conflict' && <Correction entry={entry} labels={labels} discarded={found?.discarded} />}
      </Stack>
    </Card>
  );
}

function ConflictChoice({ entry, current, labels }: { entry: OutboxEntry; current: unknown; labels: FieldLabels | undefined }) {
  const { LL, locale } = useI18nContext();
  const theirs = (current ?? {}) as Record<string, unknown>;
  const fields = Object.keys(entry.body).filter((name) => !TECHNICAL.has(name) && shown(entry.body[name]) !== shown(theirs[name]));
  return (
    <Stack gap="xs">
      <Table withTableBorder aria-label={LL.shell.sync.problems.conflict()}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>{LL.shell.sync.yours()}</Table.Th>
            <Table.Th>{LL.shell.sync.theirs()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((name) => (
            <Table.Tr key={name}>
              <Table.Th>{fieldLabel(name, locale, labels)}</Table.Th>
              <Table.Td>{shown(entry.body[name])}</Table.Td>
              <Table.Td>{shown(theirs[name])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="xs">
        <Button size="xs" onClick={() => void keepMine(db, entry.seq).then(() => requestSync(true))}>
          {LL.shell.sync.keepMine()}
        </Button>
        <Button size="xs" variant="default" onClick={() => void takeTheirs(db, entry.seq).then(notifyApplied)}>
          {LL.shell.sync.takeTheirs()}
        </Button>
      </Group>
    </Stack>
  );
}

// A refused or expired change: the fields the server named (or every field) can be corrected and sent again.
function Correction({ entry, labels, discarded }: { entry: OutboxEntry; labels: FieldLabels | undefined; discarded: Operation['discarded'] }) {
  const { LL, locale } = useI18nContext();
  const fieldErrors = (entry.lastError && 'error' in entry.lastError && entry.lastError.error?.fields) || {};
  const named = Object.keys(fieldErrors).filter((name) => name in entry.body);
  const editable = named.length > 0 ? named : Object.keys(entry.body).filter((name) => !TECHNICAL.has(name) && typeof entry.body[name] === 'string');
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(editable.map((name) => [name, shown(entry.body[name])])));
  const [confirming, setConfirming] = useState(false);

  return (
    <Stack gap="xs">
      {editable.map((name) => (
        <TextInput
          key={name}
          label={fieldLabel(name, locale, labels)}
          size="xs"
          value={values[name] ?? ''}
          error={fieldErrors[name]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((previous) => ({ ...previous, [name]: value }));
          }}
        />
      ))}
      <Group gap="xs">
        {editable.length > 0 && (
          <Button size="xs" onClick={() => void editAndRetry(db, entry.seq, { ...entry.body, ...values }).then(() => requestSync(true))}>
            {LL.shell.sync.edit()}
          </Button>
        )}
        <Button size="xs" color="red" variant="light" onClick={() => setConfirming(true)}>
          {LL.shell.sync.discard()}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={LL.shell.sync.discard()} centered closeButtonProps={{ 'aria-label': LL.app.close() }}>
        <Stack>
          <Text>{LL.shell.sync.discardConfirm()}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {LL.shell.sync.cancel()}
            </Button>
            <Button color="red" onClick={() => void discard(db, entry.seq).then(() => discarded?.(entry.body).catch(() => undefined)).then(() => setConfirming(false))}>
              {LL.shell.sync.discard()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
