import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Switch.css';
import { Button, Group, Switch } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FormArchive, FormExport, FormList } from '../../../contract/forms.ts';
import { ProjectGet } from '../../../contract/projects.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ListFooter } from '../../components/list-footer.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { Screen } from '../../components/screen.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { call } from '../../lib/api.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { useListQuery } from '../../lib/list-params.ts';
import { noticeFailure, noticeSuccess } from '../../lib/notices.ts';
import { downloadJson } from './download-json.ts';
import { DuplicateFormModal } from './duplicate-form-modal.tsx';
import { DEFAULT_FORM_LIST, FORM_PAGE_SIZE, formListFromParams } from './form-list-query.ts';
import { formPath } from './form-paths.ts';
import { FormRowActions } from './form-row-actions.tsx';
import { FormTable, type FormListItem } from './form-table.tsx';
import { ImportFormModal } from './import-form-modal.tsx';
import { NewFormModal } from './new-form-modal.tsx';

type Dialog = { kind: 'new' } | { kind: 'import' } | { kind: 'duplicate' | 'archive'; form: FormListItem; title: string } | null;

/** A project's forms: created empty, imported from JSON, duplicated, exported, archived; the title opens the Field Editor. */
export function FormListPage() {
  const { LL, locale } = useI18nContext();
  const texts = LL.forms.list;
  const navigate = useNavigate();
  const { company = '', project = '' } = useParams();
  const [query, update] = useListQuery(formListFromParams, DEFAULT_FORM_LIST);
  const projectRecord = useCached(ProjectGet, { company, project }).data?.entity;
  const list = useCached(FormList, { company, project, search: query.search, archived: query.archived === '1', page: query.page, pageSize: FORM_PAGE_SIZE });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const fallback = projectRecord?.default_lang ?? locale;
  const close = () => setDialog(null);

  async function exportForm(form: FormListItem, title: string) {
    const result = await call(FormExport, { company, project, form: form.id });
    if (!result.ok) return void noticeFailure(result.error?.message ?? LL.forms.unreachable());
    downloadJson(result.data.definition, `${form.slug}.json`);
    noticeSuccess(texts.exported({ title }));
  }

  async function setArchived(form: FormListItem, title: string, archived: boolean) {
    setBusy(true);
    const result = await call(FormArchive, { company, project, form: form.id, archived });
    setBusy(false);
    close();
    if (!result.ok) return void noticeFailure(result.error?.message ?? LL.forms.unreachable());
    noticeSuccess(archived ? texts.archived({ title }) : texts.unarchived({ title }), archived ? () => void setArchived(form, title, false) : undefined);
    list.reload();
  }

  const newForm = (
    <Group gap="sm">
      <Button variant="default" leftSection={<IconFileImport aria-hidden="true" size={18} />} onClick={() => setDialog({ kind: 'import' })}>
        {texts.importForm()}
      </Button>
      <Button leftSection={<IconPlus aria-hidden="true" size={18} />} onClick={() => setDialog({ kind: 'new' })}>
        {texts.newForm()}
      </Button>
    </Group>
  );
  const filtered = query.search !== '' || query.archived === '1';
  const empty = filtered ? (
    <EmptyState
      title={texts.noResultsTitle()}
      message={texts.noResultsMessage()}
      action={
        <Button variant="default" onClick={() => update({ search: '', archived: '' })}>
          {texts.clearSearch()}
        </Button>
      }
    />
  ) : (
    <EmptyState title={texts.emptyTitle()} message={texts.emptyMessage()} action={newForm} />
  );
  const opened = (id: string | null, title: string) => {
    close();
    if (id) navigate(formPath(company, project, id, 'editor'));
    else noticeSuccess(LL.forms.create.queued({ title }));
  };

  return (
    <Screen actions={newForm} description={projectRecord?.name}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchInput key={query.search} label={texts.search()} placeholder={texts.searchPlaceholder()} value={query.search} onSearch={(search) => update({ search })} />
        <Switch mb={8} style={{ flex: "none" }} label={texts.showArchived()} checked={query.archived === '1'} onChange={(event) => update({ archived: event.currentTarget.checked ? '1' : '' })} />
      </Group>
      {list.settled && !list.data ? (
        <NotLoaded offline={list.error === null} onRetry={list.reload} />
      ) : (
        <FormTable
          company={company}
          project={project}
          lang={locale}
          fallback={fallback}
          items={list.data?.items}
          empty={empty}
          actions={(form, title) => (
            <FormRowActions
              company={company}
              project={project}
              form={{ id: form.id, title, archived: form.status === 'archived' }}
              onDuplicate={() => setDialog({ kind: 'duplicate', form, title })}
              onExport={() => void exportForm(form, title)}
              onArchive={() => (form.status === 'archived' ? void setArchived(form, title, false) : setDialog({ kind: 'archive', form, title }))}
            />
          )}
        />
      )}
      <ListFooter total={list.data?.total} page={query.page} pageSize={FORM_PAGE_SIZE} onPage={(page) => update({ page })} />
      {dialog?.kind === 'new' && <NewFormModal company={company} project={project} lang={fallback} onClose={close} onCreated={opened} />}
      {dialog?.kind === 'import' && (
        <ImportFormModal
          company={company}
          project={project}
          onClose={close}
          onImported={(id, slug) => {
            if (id) noticeSuccess(LL.forms.importing.done({ slug }));
            opened(id, slug);
          }}
        />
      )}
      {dialog?.kind === 'duplicate' && (
        <DuplicateFormModal
          company={company}
          project={project}
          form={{ id: dialog.form.id, slug: dialog.form.slug, title: dialog.title }}
          onClose={close}
          onDuplicated={(slug) => {
            close();
            noticeSuccess(LL.forms.duplicate.done({ slug }));
            list.reload();
          }}
        />
      )}
      <ConfirmDialog
        opened={dialog?.kind === 'archive'}
        title={dialog?.kind === 'archive' ? texts.archiveTitle({ title: dialog.title }) : ''}
        confirmLabel={texts.archive()}
        busy={busy}
        onCancel={close}
        onConfirm={() => dialog?.kind === 'archive' && void setArchived(dialog.form, dialog.title, true)}
      >
        {texts.archiveMessage()}
      </ConfirmDialog>
    </Screen>
  );
}
