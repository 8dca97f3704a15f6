import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import { Button, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconFileSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import { TRANSLATION_LIMITS, TranslationImport, type TranslationFormat } from '../../../contract/translations.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { call } from '../../lib/api.ts';
import { checkOverrides } from '../../lib/i18n.ts';
import { noticeSuccess } from '../../lib/notices.ts';

type DryRun = EndpointOutput<typeof TranslationImport>;
type Entry = DryRun['changed'][number];

/** The format a file's name says it holds, or null. */
export function formatOfFile(name: string): TranslationFormat | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.xlf') || lower.endsWith('.xliff')) return 'xliff';
  if (lower.endsWith('.po')) return 'po';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}

/** A file's bytes as base64, as the import call takes them. */
export async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

function Entries({ title, entries, reason }: { title: string; entries: (Entry & { reason?: string })[]; reason?: boolean }) {
  const { LL } = useI18nContext();
  const words = LL.translations;
  if (entries.length === 0) return null;
  return (
    <section aria-label={title}>
      <Text size="sm" fw={600}>
        {title} ({entries.length})
      </Text>
      <div role="region" aria-label={title} tabIndex={0} style={{ overflowX: 'auto', maxHeight: 240 }}>
        <Table fz="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{words.key()}</Table.Th>
              <Table.Th>{words.language()}</Table.Th>
              <Table.Th>{words.from()}</Table.Th>
              <Table.Th>{reason ? words.reason() : words.to()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={`${entry.key}/${entry.lang}`}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.key}</Table.Td>
                <Table.Td>{entry.lang}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.from}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{reason ? entry.reason : entry.to}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </section>
  );
}

/**
 * Imports a file of texts in two steps: its dry run (what would change, what is new, removed,
 * invalid with its reason, the keys the installation does not know), then, when nothing is
 * invalid, the whole file applied at once.
 */
export function ImportDialog({ onClose, onApplied }: { onClose(): void; onApplied(): void }) {
  const { LL, locale } = useI18nContext();
  const words = LL.translations;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [run, setRun] = useState<DryRun | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);

  async function send(apply: boolean): Promise<void> {
    if (!file) return;
    const format = formatOfFile(file.name);
    if (!format) return setFileError(words.importFormat());
    if (file.size > TRANSLATION_LIMITS.importBytes) return setFileError(words.importTooBig({ size: TRANSLATION_LIMITS.importBytes / 1024 / 1024 }));
    setBusy(apply ? 'apply' : 'check');
    setAlert(null);
    const result = await call(TranslationImport, { format, content: await fileBase64(file), apply });
    setBusy(null);
    if (!result.ok) {
      const message = result.error?.message ?? words.unreachable();
      return result.error?.fields?.content ? setFileError(result.error.fields.content) : setAlert(message);
    }
    if (result.queued) {
      noticeSuccess(words.importQueued());
      return onClose();
    }
    setRun(result.data);
    if (result.data.applied) {
      noticeSuccess(words.importApplied());
      void checkOverrides(locale, true);
      onApplied();
      onClose();
    }
  }

  const changes = run ? run.changed.length + run.new.length + run.removed.length : 0;
  return (
    <Modal opened onClose={onClose} title={words.importTitle()} size="xl" closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <Stack gap="sm">
        <FormAlert message={alert} />
        <FileInput
          label={words.importFile()}
          description={words.importFileHelp()}
          accept=".xlf,.xliff,.po,.xlsx"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setRun(null);
            setFileError(null);
          }}
          error={fileError}
          clearable
          data-autofocus
        />
        {run && (
          <Stack gap="sm" data-testid="import-dry-run">
            <Entries title={words.importChanged()} entries={run.changed} />
            <Entries title={words.importNew()} entries={run.new} />
            <Entries title={words.importRemoved()} entries={run.removed} />
            <Entries title={words.importInvalid()} entries={run.invalid} reason />
            {run.unknown.length > 0 && (
              <section aria-label={words.importUnknown()}>
                <Text size="sm" fw={600}>
                  {words.importUnknown()} ({run.unknown.length})
                </Text>
                <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                  {run.unknown.join(', ')}
                </Text>
              </section>
            )}
            <Text size="sm" c="dimmed">
              {words.importUnchanged({ count: run.unchanged })}
            </Text>
            {run.invalid.length > 0 ? <FormAlert message={words.importBlocked()} /> : changes === 0 ? <Text size="sm">{words.importNothing()}</Text> : null}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {LL.shell.kit.cancel()}
          </Button>
          {run && run.invalid.length === 0 && changes > 0 ? (
            <Button leftSection={<IconCheck aria-hidden="true" size={16} />} loading={busy === 'apply'} onClick={() => void send(true)}>
              {words.importApply()}
            </Button>
          ) : (
            <Button leftSection={<IconFileSearch aria-hidden="true" size={16} />} loading={busy === 'check'} disabled={!file} onClick={() => void send(false)}>
              {words.importCheck()}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
