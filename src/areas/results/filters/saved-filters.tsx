import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Menu, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBookmark, IconChevronDown, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { formatMessage, validationTemplate } from '../../../../contract/messages.ts';
import { SavedFilterDelete, SavedFilterList, SavedFilterSave, type ResultsFilters, type SavedFilterSchema } from '../../../../contract/results.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { call } from '../../../lib/api.ts';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { countFilters, resultsSearch } from '../../../lib/filters/filter-params.ts';
import type { FormScope } from '../../../lib/forms/form-screens.ts';
import { noticeFailure, noticeSuccess } from '../../../lib/notices.ts';
import { useFormCall } from '../../../lib/use-form-call.ts';

/** A saved set of filters. */
export type SavedFilter = z.infer<typeof SavedFilterSchema>;

const NAME_MAX = 80;

function SaveDialog({ scope, filters, onClose, onSaved }: { scope: FormScope; filters: ResultsFilters; onClose(): void; onSaved(): void }) {
  const { LL, locale } = useI18nContext();
  const words = LL.results.saved;
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', shared: false },
    validate: {
      name: (value) =>
        value.trim() === ''
          ? formatMessage(validationTemplate('required', locale), words.name())
          : value.trim().length > NAME_MAX
            ? formatMessage(validationTemplate('maxLength', locale), words.name(), NAME_MAX)
            : null,
    },
  });
  const { busy, alert, send } = useFormCall(form);
  const submit = form.onSubmit((values) =>
    send(
      async () => {
        const result = await call(SavedFilterSave, { ...scope, name: values.name.trim(), filters, shared: values.shared });
        if (result.ok && result.queued) {
          noticeSuccess(LL.results.queued());
          onSaved();
        }
        return result;
      },
      (data) => {
        noticeSuccess(words.savedNotice({ name: data.entity.name }));
        onSaved();
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} title={words.saveTitle()} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={alert} />
          <TextInput label={words.name()} description={words.nameHelp()} required maxLength={NAME_MAX} data-autofocus {...form.getInputProps('name')} />
          <Switch label={words.share()} description={words.shareHelp()} {...form.getInputProps('shared', { type: 'checkbox' })} />
          <DialogActions submitLabel={words.save()} busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteDialog({ scope, items, onClose, onChanged }: { scope: FormScope; items: SavedFilter[]; onClose(): void; onChanged(): void }) {
  const { LL } = useI18nContext();
  const words = LL.results.saved;
  const [busy, setBusy] = useState<string | null>(null);
  async function remove(item: SavedFilter): Promise<void> {
    setBusy(item.id);
    const result = await call(SavedFilterDelete, { ...scope, id: item.id });
    setBusy(null);
    if (!result.ok) return void noticeFailure(result.error?.message ?? LL.results.unreachable());
    onChanged();
    if (result.queued) return void noticeSuccess(LL.results.queued());
    // Undo saves it again under its name, with the same filters and sharing.
    noticeSuccess(words.deletedNotice({ name: item.name }), () => {
      void call(SavedFilterSave, { ...scope, name: item.name, filters: item.filters, shared: item.shared }).then(onChanged);
    });
  }
  return (
    <Modal opened onClose={onClose} title={words.deleteTitle()} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <Stack gap="sm">
        {items.length === 0 ? <Text size="sm">{words.noneOfYours()}</Text> : null}
        {items.map((item) => (
          <Group key={item.id} justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Text>
              <Text size="xs" c="dimmed">
                {item.shared ? words.sharedByYou() : words.private()}
              </Text>
            </div>
            <Button
              variant="outline"
              color="red"
              size="xs"
              leftSection={<IconTrash aria-hidden="true" size={14} />}
              loading={busy === item.id}
              aria-label={words.deleteOne({ name: item.name })}
              onClick={() => void remove(item)}
            >
              {words.delete()}
            </Button>
          </Group>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {words.done()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The saved sets of filters: apply one, save the current set under a name (shared or not), delete one's own. */
export function SavedFilters({ scope, filters, onApply }: { scope: FormScope; filters: ResultsFilters; onApply(filters: ResultsFilters): void }) {
  const { LL } = useI18nContext();
  const words = LL.results.saved;
  const list = useCached(SavedFilterList, scope);
  const items = list.data?.items ?? [];
  const [dialog, setDialog] = useState<'save' | 'delete' | null>(null);
  const current = resultsSearch(filters);
  const applied = items.find((item) => resultsSearch(item.filters) === current && current !== '');
  return (
    <>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant="default" size="sm" leftSection={<IconBookmark aria-hidden="true" size={16} />} rightSection={<IconChevronDown aria-hidden="true" size={14} />}>
            {applied ? words.applied({ name: applied.name }) : words.menu()}
          </Button>
        </Menu.Target>
        <Menu.Dropdown maw={360}>
          {items.length === 0 ? <Menu.Label>{words.none()}</Menu.Label> : <Menu.Label>{words.apply()}</Menu.Label>}
          {items.map((item) => (
            <Menu.Item key={item.id} onClick={() => onApply(item.filters)}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Text>
              {item.shared ? (
                <Text size="xs" c="dimmed">
                  {item.mine ? words.sharedByYou() : words.sharedBy({ name: item.owner.name })}
                </Text>
              ) : null}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item leftSection={<IconDeviceFloppy aria-hidden="true" size={16} />} disabled={countFilters(filters) === 0} onClick={() => setDialog('save')}>
            {words.saveCurrent()}
          </Menu.Item>
          {items.some((item) => item.mine) ? (
            <Menu.Item leftSection={<IconTrash aria-hidden="true" size={16} />} onClick={() => setDialog('delete')}>
              {words.deleteMine()}
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      {dialog === 'save' ? (
        <SaveDialog
          scope={scope}
          filters={filters}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            list.reload();
          }}
        />
      ) : null}
      {dialog === 'delete' ? <DeleteDialog scope={scope} items={items.filter((item) => item.mine)} onClose={() => setDialog(null)} onChanged={list.reload} /> : null}
    </>
  );
}
