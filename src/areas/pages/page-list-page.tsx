import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { ActionIcon, Anchor, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconArrowsSort, IconCopy, IconDots, IconEdit, IconHome, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import type { Language } from '../../../contract/languages.ts';
import { PageArchive, PageDuplicate, PageList, PageReorder, ProjectPageTemplateList } from '../../../contract/pages.ts';
import { ProjectGet } from '../../../contract/projects.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataList, type Column } from '../../components/data-list.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { Screen } from '../../components/screen.tsx';
import { call } from '../../lib/api.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { noticeFailure, noticeSuccess } from '../../lib/notices.ts';
import { changePage, NewPageModal, RenamePageModal } from './page-dialogs.tsx';
import { pagePath, pageTitle } from './page-paths.ts';
import { PageStatusBadges } from './page-status-badge.tsx';
import { SortableList } from './sortable-list.tsx';

/** A page as the list shows it. */
export type PageListItem = EndpointOutput<typeof PageList>['items'][number];

type Dialog = { kind: 'new' } | { kind: 'reorder' } | { kind: 'rename' | 'archive'; page: PageListItem; title: string } | null;

interface ReorderModalProps {
  pages: PageListItem[];
  titleOf(page: PageListItem): string;
  busy: boolean;
  onSave(ids: string[]): void;
  onClose(): void;
}

/** The project's pages in their order, moved by dragging, from the keyboard or with each one's buttons, then saved at once. */
function ReorderModal({ pages, titleOf, busy, onSave, onClose }: ReorderModalProps) {
  const { LL } = useI18nContext();
  const texts = LL.pages.order;
  const [order, setOrder] = useState(pages);
  return (
    <Modal opened onClose={onClose} title={texts.title()} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <Stack>
        <Text size="sm">{texts.help()}</Text>
        <SortableList
          items={order}
          idOf={(page) => page.id}
          labelOf={(page) => titleOf(page)}
          onChange={setOrder}
          words={{
            handle: (title) => texts.handle({ title }),
            moveUp: LL.pages.list.moveUp(),
            moveDown: LL.pages.list.moveDown(),
            picked: (title) => texts.picked({ title }),
            movedOver: (title, position) => texts.movedOver({ title, position }),
            dropped: (title, position) => texts.dropped({ title, position }),
            cancelled: (title) => texts.cancelled({ title }),
            instructions: texts.help(),
          }}
        >
          {(page) => (
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Text size="sm" fw={600}>
                {titleOf(page)}
              </Text>
              <Text size="xs" c="dimmed">
                /{page.slug}
              </Text>
            </Group>
          )}
        </SortableList>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {texts.cancel()}
          </Button>
          <Button loading={busy} onClick={() => onSave(order.map((page) => page.id))}>
            {texts.save()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface RowActionsProps {
  page: PageListItem;
  title: string;
  editTo: string;
  onRename(): void;
  onHome(): void;
  onDuplicate(): void;
  onArchive(): void;
}

function PageRowActions({ page, title, editTo, onRename, onHome, onDuplicate, onArchive }: RowActionsProps) {
  const { LL } = useI18nContext();
  const texts = LL.pages.list;
  const archived = page.status === 'archived';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={texts.actions({ title })}>
          <IconDots aria-hidden="true" size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={editTo} leftSection={<IconEdit aria-hidden="true" size={16} />}>
          {texts.edit()}
        </Menu.Item>
        <Menu.Item onClick={onRename} leftSection={<IconPencil aria-hidden="true" size={16} />}>
          {texts.rename()}
        </Menu.Item>
        {!page.home && !archived ? (
          <Menu.Item onClick={onHome} leftSection={<IconHome aria-hidden="true" size={16} />}>
            {texts.setHome()}
          </Menu.Item>
        ) : null}
        <Menu.Item onClick={onDuplicate} leftSection={<IconCopy aria-hidden="true" size={16} />}>
          {texts.duplicate()}
        </Menu.Item>
        <Menu.Item onClick={onArchive} leftSection={archived ? <IconArchiveOff aria-hidden="true" size={16} /> : <IconArchive aria-hidden="true" size={16} />}>
          {archived ? texts.unarchive() : texts.archive()}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A project's landing pages: created from a preset or blank, renamed, put in order, made the home page, duplicated, archived. */
export function PageListPage() {
  const { LL, locale } = useI18nContext();
  const texts = LL.pages.list;
  const navigate = useNavigate();
  const { company = '', project = '' } = useParams();
  const projectRecord = useCached(ProjectGet, { company, project }).data?.entity;
  const list = useCached(PageList, { company, project });
  const [dialog, setDialog] = useState<Dialog>(null);
  const presets = useCached(dialog?.kind === 'new' ? ProjectPageTemplateList : null, { company, project });
  const [busy, setBusy] = useState(false);
  const fallback: Language = projectRecord?.default_lang ?? locale;
  const languages: Language[] = projectRecord?.languages ?? [fallback];
  const close = () => setDialog(null);
  const titleOf = (page: PageListItem) => pageTitle(page, locale, fallback);
  const failed = (message: string | undefined) => noticeFailure(message ?? LL.pages.unreachable());

  async function setArchived(page: PageListItem, title: string, archived: boolean) {
    setBusy(true);
    const result = await call(PageArchive, { company, project, page: page.id, archived, version: page.version });
    setBusy(false);
    close();
    if (!result.ok) return void failed(result.error?.message);
    noticeSuccess(archived ? texts.archived({ title }) : texts.unarchived({ title }));
    list.reload();
  }

  async function duplicate(page: PageListItem) {
    const result = await call(PageDuplicate, { company, project, page: page.id });
    if (!result.ok) return void failed(result.error?.message);
    if (!result.queued) noticeSuccess(texts.duplicated({ slug: result.data.entity.slug }));
    list.reload();
  }

  async function makeHome(page: PageListItem, title: string) {
    const result = await changePage(company, project, page.id, { home: true });
    if (!result.ok) return void failed(result.error?.message);
    noticeSuccess(texts.homeSet({ title }));
    list.reload();
  }

  async function reorder(ids: string[]) {
    setBusy(true);
    const result = await call(PageReorder, { company, project, ids });
    setBusy(false);
    if (!result.ok) return void failed(result.error?.message);
    close();
    noticeSuccess(texts.reordered());
    list.reload();
  }

  const items = list.data?.items;
  const newPage = (
    <Button leftSection={<IconPlus aria-hidden="true" size={18} />} onClick={() => setDialog({ kind: 'new' })}>
      {texts.newPage()}
    </Button>
  );
  const actions = (
    <Group gap="sm">
      {items && items.length > 1 ? (
        <Button variant="default" leftSection={<IconArrowsSort aria-hidden="true" size={18} />} onClick={() => setDialog({ kind: 'reorder' })}>
          {texts.reorder()}
        </Button>
      ) : null}
      {newPage}
    </Group>
  );
  const columns: Column<PageListItem>[] = [
    {
      key: 'title',
      header: texts.title(),
      primary: true,
      cell: (page) => (
        <Anchor component={Link} to={pagePath(company, project, page.id)} underline="always">
          {titleOf(page)}
        </Anchor>
      ),
    },
    { key: 'slug', header: texts.slug(), cell: (page) => `/${page.slug}` },
    { key: 'status', header: texts.status(), cell: (page) => <PageStatusBadges page={page} /> },
    { key: 'updated', header: texts.updated(), cell: (page) => <RelativeTime value={page.updated_at} /> },
  ];

  return (
    <Screen actions={actions} description={projectRecord ? texts.description({ project: projectRecord.name }) : undefined}>
      {list.settled && !list.data ? (
        <NotLoaded offline={list.error === null} onRetry={list.reload} />
      ) : (
        <DataList
          label={texts.label()}
          columns={columns}
          rows={items}
          rowKey={(page) => page.id}
          rowProps={(page) => ({ 'data-page': page.slug, 'data-status': page.status })}
          actions={(page) => (
            <PageRowActions
              page={page}
              title={titleOf(page)}
              editTo={pagePath(company, project, page.id)}
              onRename={() => setDialog({ kind: 'rename', page, title: titleOf(page) })}
              onHome={() => void makeHome(page, titleOf(page))}
              onDuplicate={() => void duplicate(page)}
              onArchive={() => (page.status === 'archived' ? void setArchived(page, titleOf(page), false) : setDialog({ kind: 'archive', page, title: titleOf(page) }))}
            />
          )}
          empty={<EmptyState title={texts.emptyTitle()} message={texts.emptyMessage()} action={newPage} />}
          skeletonRows={4}
        />
      )}
      {dialog?.kind === 'new' && (
        <NewPageModal
          company={company}
          project={project}
          lang={fallback}
          languages={languages}
          presets={presets.data ? presets.data.items.map(({ id, name, description }) => ({ id, name, description })) : presets.settled ? null : []}
          onClose={close}
          onCreated={(id, title) => {
            close();
            noticeSuccess(LL.pages.create.created({ title }));
            if (id) navigate(pagePath(company, project, id));
            else list.reload();
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <RenamePageModal
          company={company}
          project={project}
          page={dialog.page}
          name={dialog.title}
          languages={languages}
          onClose={close}
          onDone={() => {
            close();
            noticeSuccess(texts.renamed());
            list.reload();
          }}
        />
      )}
      {dialog?.kind === 'reorder' && items && <ReorderModal pages={items} titleOf={titleOf} busy={busy} onSave={(ids) => void reorder(ids)} onClose={close} />}
      <ConfirmDialog
        opened={dialog?.kind === 'archive'}
        title={dialog?.kind === 'archive' ? texts.archiveTitle({ title: dialog.title }) : ''}
        confirmLabel={texts.archive()}
        busy={busy}
        onCancel={close}
        onConfirm={() => dialog?.kind === 'archive' && void setArchived(dialog.page, dialog.title, true)}
      >
        {texts.archiveMessage()}
      </ConfirmDialog>
    </Screen>
  );
}
