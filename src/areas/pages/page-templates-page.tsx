import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Stack.css';
import { ActionIcon, Button, Menu, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDots, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { LANGUAGES, type Language } from '../../../contract/languages.ts';
import type { LocalizedPageDocValue, PageDocument } from '../../../contract/page-doc-model.ts';
import { PAGE_LIMITS, PageTemplateDelete, PageTemplateList, PageTemplateSave, type PageTemplate } from '../../../contract/pages.ts';
import type { RichTextBlock, RichTextDocument } from '../../../contract/rich-text-model.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataList, type Column } from '../../components/data-list.tsx';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { LanguageTabs, languageName } from '../../components/language-tabs.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { Screen } from '../../components/screen.tsx';
import { call } from '../../lib/api.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { noticeFailure, noticeSuccess } from '../../lib/notices.ts';
import { useFormCall } from '../../lib/use-form-call.ts';

// A preset belongs to no project, so it names no form: its documents are rich text only.
function richTextOf(doc: PageDocument | undefined): RichTextDocument | null {
  if (!doc) return null;
  return { type: 'doc', content: doc.content.filter((block): block is RichTextBlock => block.type !== 'formBlock' && block.type !== 'phaseSection') };
}

interface TemplateModalProps {
  template: PageTemplate | null;
  onClose(): void;
  onSaved(): void;
}

/** A preset's name, description and document in each of the five languages, created or saved at its version. */
function TemplateModal({ template, onClose, onSaved }: TemplateModalProps) {
  const { LL, locale } = useI18nContext();
  const texts = LL.pages.templates;
  const [lang, setLang] = useState<Language>(locale);
  const [body, setBody] = useState<LocalizedPageDocValue>(template?.body ?? {});
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: template?.name ?? '', description: template?.description ?? '' },
    validate: { name: (value) => (value.trim() === '' ? LL.pages.create.required() : null) },
  });
  const { busy, alert, send } = useFormCall(form);
  const submit = form.onSubmit((values) =>
    send(
      async () => {
        const result = await call(PageTemplateSave, { ...(template ? { id: template.id, version: template.version } : {}), ...values, body });
        if (!result.ok && result.status === 409 && result.error?.code === 'conflict') return { ...result, error: { ...result.error, message: texts.conflict() } };
        return result;
      },
      () => onSaved(),
    ),
  );
  return (
    <Modal opened onClose={onClose} size="xl" title={template ? texts.editTitle({ name: template.name }) : texts.newTitle()} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={alert} />
          <TextInput label={texts.name()} required maxLength={PAGE_LIMITS.templateName} data-autofocus {...form.getInputProps('name')} />
          <Textarea label={texts.summary()} maxLength={PAGE_LIMITS.templateDescription} autosize minRows={2} {...form.getInputProps('description')} />
          <LanguageTabs label={LL.pages.editor.languages()} value={lang} onChange={setLang} languages={LANGUAGES}>
            {(shown) => (
              <RichTextEditor
                label={texts.body({ language: languageName(shown) })}
                value={richTextOf(body[shown])}
                onChange={(doc) => setBody((current) => ({ ...current, [shown]: doc }))}
              />
            )}
          </LanguageTabs>
          <DialogActions submitLabel={texts.save()} busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

type Dialog = { kind: 'edit'; template: PageTemplate | null } | { kind: 'delete'; template: PageTemplate } | null;

/** The installation's page presets: listed, created, edited and deleted after a confirmation. */
export function PageTemplatesPage() {
  const { LL } = useI18nContext();
  const texts = LL.pages.templates;
  const list = useCached(PageTemplateList, {});
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setDialog(null);

  async function remove(template: PageTemplate) {
    setBusy(true);
    const result = await call(PageTemplateDelete, { id: template.id });
    setBusy(false);
    close();
    if (!result.ok) return void noticeFailure(result.error?.message ?? LL.pages.unreachable());
    noticeSuccess(texts.deleted({ name: template.name }));
    list.reload();
  }

  const newTemplate = (
    <Button leftSection={<IconPlus aria-hidden="true" size={18} />} onClick={() => setDialog({ kind: 'edit', template: null })}>
      {texts.newTemplate()}
    </Button>
  );
  const columns: Column<PageTemplate>[] = [
    { key: 'name', header: texts.name(), primary: true, cell: (template) => template.name },
    { key: 'description', header: texts.summary(), cell: (template) => template.description },
    { key: 'updated', header: texts.updated(), cell: (template) => <RelativeTime value={template.updated_at} /> },
  ];
  return (
    <Screen actions={newTemplate} description={texts.description()}>
      {list.settled && !list.data ? (
        <NotLoaded offline={list.error === null} onRetry={list.reload} />
      ) : (
        <DataList
          label={texts.label()}
          columns={columns}
          rows={list.data?.items}
          rowKey={(template) => template.id}
          actions={(template) => (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={texts.actions({ name: template.name })}>
                  <IconDots aria-hidden="true" size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setDialog({ kind: 'edit', template })} leftSection={<IconEdit aria-hidden="true" size={16} />}>
                  {texts.edit()}
                </Menu.Item>
                <Menu.Item color="red" onClick={() => setDialog({ kind: 'delete', template })} leftSection={<IconTrash aria-hidden="true" size={16} />}>
                  {texts.delete()}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
          empty={<EmptyState title={texts.emptyTitle()} message={texts.emptyMessage()} action={newTemplate} />}
          skeletonRows={3}
        />
      )}
      {dialog?.kind === 'edit' && (
        <TemplateModal
          template={dialog.template}
          onClose={close}
          onSaved={() => {
            close();
            noticeSuccess(texts.saved());
            list.reload();
          }}
        />
      )}
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' ? texts.deleteTitle({ name: dialog.template.name }) : ''}
        confirmLabel={texts.delete()}
        danger
        busy={busy}
        onCancel={close}
        onConfirm={() => dialog?.kind === 'delete' && void remove(dialog.template)}
      >
        {texts.deleteMessage()}
      </ConfirmDialog>
    </Screen>
  );
}
