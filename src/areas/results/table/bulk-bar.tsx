import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Menu, Modal, Paper, Stack, TagsInput, Text } from '@mantine/core';
import { IconChevronDown, IconTagMinus, IconTagPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMessage, validationTemplate } from '../../../../contract/messages.ts';
import { MAX_BULK_IDS, MAX_TAGS, OPERATOR_STATUSES, ResultsChange } from '../../../../contract/results.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { call } from '../../../lib/api.ts';
import { cleanTag } from '../../../lib/filters/filter-params.ts';
import type { FormScope } from '../../../lib/forms/form-screens.ts';
import { noticeFailure, noticeSuccess } from '../../../lib/notices.ts';
import type { Selection } from './use-selection.ts';

interface BulkBarProps {
  scope: FormScope;
  selection: Selection;
  /** How many submissions the filters find. */
  total: number | undefined;
  /** The tags already used on the form, offered as the operator types. */
  knownTags: string[];
  /** Something changed: the table and the counts read again. */
  onChanged(): void;
}

/** The tags typed, each as the contract keeps it, and whether one cannot be a tag. */
export function typedTags(values: string[]): { tags: string[]; invalid: boolean } {
  const cleaned = values.map(cleanTag);
  return { tags: [...new Set(cleaned.filter((tag): tag is string => tag !== null))], invalid: cleaned.includes(null) };
}

function TagsDialog({ mode, knownTags, busy, onClose, onApply }: { mode: 'add' | 'remove'; knownTags: string[]; busy: boolean; onClose(): void; onApply(tags: string[]): void }) {
  const { LL, locale } = useI18nContext();
  const words = LL.results.bulk;
  const [values, setValues] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const label = mode === 'add' ? words.tagsToAdd() : words.tagsToRemove();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { tags, invalid } = typedTags(values);
    if (invalid) return setError(formatMessage(validationTemplate('invalid', locale), label));
    if (tags.length === 0) return setError(formatMessage(validationTemplate('required', locale), label));
    onApply(tags);
  };
  return (
    <Modal opened onClose={onClose} title={mode === 'add' ? words.addTagsTitle() : words.removeTagsTitle()} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TagsInput
            label={label}
            description={words.tagsHelp()}
            data={knownTags}
            value={values}
            maxTags={MAX_TAGS}
            onChange={(next) => {
              setValues(next);
              setError(null);
            }}
            error={error}
            data-autofocus
            clearable
          />
          <DialogActions submitLabel={mode === 'add' ? words.addTags() : words.removeTags()} busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

/** What may be done to the submissions picked: how many, "select all N filtered", and a status or tags for all of them. */
export function BulkBar({ scope, selection, total, knownTags, onChanged }: BulkBarProps) {
  const { LL, locale } = useI18nContext();
  const words = LL.results.bulk;
  const [busy, setBusy] = useState(false);
  const [tagging, setTagging] = useState<'add' | 'remove' | null>(null);
  if (selection.count === 0) return null;
  const count = selection.all && total !== undefined ? total : selection.count;
  // Picked one by one, a change names each id: beyond the contract's bound, "all filtered" names the filters instead.
  const tooMany = !selection.all && selection.count > MAX_BULK_IDS;

  async function change(part: { status?: (typeof OPERATOR_STATUSES)[number]; add_tags?: string[]; remove_tags?: string[] }, done: (count: number) => string): Promise<void> {
    setBusy(true);
    const result = await call(ResultsChange, { ...scope, target: selection.target(), ...part });
    setBusy(false);
    setTagging(null);
    if (!result.ok) return void noticeFailure(result.error?.message ?? LL.results.unreachable());
    selection.clear();
    onChanged();
    noticeSuccess(result.queued ? LL.results.queued() : done(result.data.changed));
  }

  return (
    <Paper withBorder radius="md" p="sm" role="region" aria-label={words.label()} data-testid="bulk-bar" data-print-hide>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Text size="sm" fw={600} role="status">
            {selection.all ? words.allSelected({ count: count.toLocaleString(locale) }) : words.selected({ count: count.toLocaleString(locale) })}
          </Text>
          {!selection.all && total !== undefined && total > selection.count ? (
            <Button variant="subtle" size="compact-sm" loading={selection.busy} onClick={() => void selection.selectAll()}>
              {words.selectAll({ count: total.toLocaleString(locale) })}
            </Button>
          ) : null}
          <Button variant="subtle" size="compact-sm" color="gray" onClick={selection.clear}>
            {words.clear()}
          </Button>
        </Group>
        <Group gap="xs" wrap="wrap">
          {tooMany ? (
            <Text size="sm" c="dimmed">
              {words.tooMany({ count: MAX_BULK_IDS.toLocaleString(locale) })}
            </Text>
          ) : null}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="sm" loading={busy && tagging === null} disabled={tooMany} rightSection={<IconChevronDown aria-hidden="true" size={14} />}>
                {words.setStatus()}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {OPERATOR_STATUSES.map((status) => (
                <Menu.Item key={status} onClick={() => void change({ status }, (changed) => words.statusSet({ status: LL.shell.submissionStatuses[status](), count: changed }))}>
                  {LL.shell.submissionStatuses[status]()}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button size="sm" variant="default" disabled={tooMany} leftSection={<IconTagPlus aria-hidden="true" size={16} />} onClick={() => setTagging('add')}>
            {words.addTags()}
          </Button>
          <Button size="sm" variant="default" disabled={tooMany} leftSection={<IconTagMinus aria-hidden="true" size={16} />} onClick={() => setTagging('remove')}>
            {words.removeTags()}
          </Button>
        </Group>
      </Group>
      {tagging ? (
        <TagsDialog
          mode={tagging}
          knownTags={knownTags}
          busy={busy}
          onClose={() => setTagging(null)}
          onApply={(tags) => void change(tagging === 'add' ? { add_tags: tags } : { remove_tags: tags }, (changed) => (tagging === 'add' ? words.tagsAdded({ count: changed }) : words.tagsRemoved({ count: changed })))}
        />
      ) : null}
    </Paper>
  );
}
