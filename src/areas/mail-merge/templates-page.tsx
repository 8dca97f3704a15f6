import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Anchor.css';
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
import { ActionIcon, Anchor, Button, Group, Menu, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCopy, IconDots, IconEdit, IconMail, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import { MAIL_MERGE_LIMITS, TemplateDelete, TemplateDuplicate, TemplateList, TemplateSave } from '../../../contract/mail-merge.ts';
import { ProjectGet } from '../../../contract/projects.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataList, type Column } from '../../components/data-list.tsx';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { languageName } from '../../components/language-tabs.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { Screen } from '../../components/screen.tsx';
import { call } from '../../lib/api.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { noticeFailure, noticeSuccess } from '../../lib/notices.ts';
import { useFormCall } from '../../lib/use-form-call.ts';
import { campaignsPath, templatePath, type ProjectScope } from './mm-paths.ts';

/** A template as the list shows it. */
export type TemplateListItem = EndpointOutput<typeof TemplateList>['items'][number];

type Dialog = { kind: 'new' } | { kind: 'delete'; template: TemplateListItem } | null;

/** Creates a template from its name, with no subject or text yet, and opens it. */
function NewTemplateModal({ scope, onClose, onCreated }: { scope: ProjectScope; onClose(): void; onCreated(id: string | null, name: string): void }) {
  const { LL } = useI18nContext();
  const words = LL.mailMerge.templates;
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: { name: (value) => (value.trim() === '' ? words.nameRequired() : null) },
  });
  const { busy, alert, send } = useFormCall(form);
  const submit = form.onSubmit((values) =>
    send(
      async () => {
        const result = await call(TemplateSave, { ...scope, name: values.name.trim(), subject: {}, body: {} });
        if (result.ok && result.queued) onCreated(null, values.name.trim());
        return result;
      },
      (data) => onCreated(data.entity.id, values.name.trim()),
    ),
  );
  return (
    <Modal opened onClose={onClose} title={words.newTitle()} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={alert} />
          <TextInput label={words.name()} required data-autofocus maxLength={MAIL_MERGE_LIMITS.name} {...form.getInputProps('name')} />
          <DialogActions submitLabel={words.create()} busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

function TemplateRowActions({ template, editTo, onDuplicate, onDelete }: { template: TemplateListItem; editTo: string; onDuplicate(): void; onDelete(): void }) {
  const { LL } = useI18nContext();
  const words = LL.mailMerge.templates;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={words.actions({ name: template.name })}>
          <IconDots aria-hidden="true" size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={editTo} leftSection={<IconEdit aria-hidden="true" size={16} />}>
          {words.edit()}
        </Menu.Item>
        <Menu.Item onClick={onDuplicate} leftSection={<IconCopy aria-hidden="true" size={16} />}>
          {words.duplicate()}
        </Menu.Item>
        <Menu.Item color="red" onClick={onDelete} leftSection={<IconTrash aria-hidden="true" size={16} />}>
          {words.delete()}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A project's mail-merge templates: created from a name, opened in their editor, duplicated, deleted once no campaign uses them. */
export function TemplatesPage() {
  const { LL } = useI18nContext();
  const words = LL.mailMerge.templates;
  const navigate = useNavigate();
  const { company = '', project = '' } = useParams();
  const scope = { company, project };
  const projectRecord = useCached(ProjectGet, scope).data?.entity;
  const list = useCached(TemplateList, scope);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setDialog(null);
  const failed = (message: string | undefined) => noticeFailure(message ?? LL.mailMerge.unreachable());

  async function duplicate(template: TemplateListItem) {
    const result = await call(TemplateDuplicate, { ...scope, template: template.id });
    if (!result.ok) return void failed(result.error?.message);
    if (!result.queued) noticeSuccess(words.duplicated({ name: result.data.entity.name }));
    list.reload();
  }

  async function remove(template: TemplateListItem) {
    setBusy(true);
    const result = await call(TemplateDelete, { ...scope, template: template.id });
    setBusy(false);
    close();
    if (!result.ok) return void failed(result.error?.message);
    noticeSuccess(words.deleted({ name: template.name }));
    list.reload();
  }

  const newTemplate = (
    <Button leftSection={<IconPlus aria-hidden="true" size={18} />} onClick={() => setDialog({ kind: 'new' })}>
      {words.new()}
    </Button>
  );
  const actions = (
    <Group gap="sm">
      <Button variant="default" component={Link} to={campaignsPath(scope)} leftSection={<IconMail aria-hidden="true" size={18} />}>
        {words.toCampaigns()}
      </Button>
      {newTemplate}
    </Group>
  );
  const columns: Column<TemplateListItem>[] = [
    {
      key: 'name',
      header: words.name(),
      primary: true,
      cell: (template) => (
        <Anchor component={Link} to={templatePath(scope, template.id)} underline="always">
          {template.name}
        </Anchor>
      ),
    },
    { key: 'languages', header: words.languages(), cell: (template) => (template.languages.length > 0 ? template.languages.map(languageName).join(', ') : words.noLanguage()) },
    { key: 'campaigns', header: words.campaigns(), cell: (template) => template.campaigns.toLocaleString() },
    { key: 'updated', header: words.updated(), cell: (template) => <RelativeTime value={template.updated_at} /> },
  ];

  return (
    <Screen actions={actions} description={projectRecord ? words.description({ project: projectRecord.name }) : undefined}>
      {list.settled && !list.data ? (
        <NotLoaded offline={list.error === null} onRetry={list.reload} />
      ) : (
        <DataList
          label={words.label()}
          columns={columns}
          rows={list.data?.items}
          rowKey={(template) => template.id}
          rowProps={(template) => ({ 'data-template': template.name })}
          actions={(template) => (
            <TemplateRowActions
              template={template}
              editTo={templatePath(scope, template.id)}
              onDuplicate={() => void duplicate(template)}
              onDelete={() => setDialog({ kind: 'delete', template })}
            />
          )}
          empty={<EmptyState title={words.emptyTitle()} message={words.emptyMessage()} action={newTemplate} />}
          skeletonRows={4}
        />
      )}
      {dialog?.kind === 'new' ? (
        <NewTemplateModal
          scope={scope}
          onClose={close}
          onCreated={(id, name) => {
            close();
            noticeSuccess(words.created({ name }));
            if (id) void navigate(templatePath(scope, id));
            else list.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' ? words.deleteTitle({ name: dialog.template.name }) : ''}
        confirmLabel={words.delete()}
        danger
        busy={busy}
        onCancel={close}
        onConfirm={() => dialog?.kind === 'delete' && void remove(dialog.template)}
      >
        {dialog?.kind === 'delete' && dialog.template.campaigns > 0 ? words.deleteInUse({ count: dialog.template.campaigns }) : words.deleteMessage()}
      </ConfirmDialog>
    </Screen>
  );
}
