import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Chip, Group, Menu, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCopy, IconEye, IconHistory, IconUpload } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Language } from '../../../contract/languages.ts';
import type { PageDocument } from '../../../contract/page-doc-model.ts';
import { PAGE_LIMITS, PagePublish } from '../../../contract/pages.ts';
import { ProjectGet } from '../../../contract/projects.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { languageName, LanguageTabs } from '../../components/language-tabs.tsx';
import { NoAccess } from '../../components/no-access.tsx';
import { RecordUnavailable } from '../../components/record-unavailable.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { Screen } from '../../components/screen.tsx';
import { call } from '../../lib/api.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { uploadMedia } from '../../lib/media-upload.ts';
import { noticeFailure, noticeSuccess } from '../../lib/notices.ts';
import { useUndoKeys } from '../../lib/records/use-undo-keys.ts';
import { relativeTime } from '../../lib/time/relative.ts';
import { pageTitle } from './page-paths.ts';
import { PagePreviewModal } from './page-preview.tsx';
import { PageRevisionsDrawer } from './page-revisions.tsx';
import { PageStatusBadges } from './page-status-badge.tsx';
import { useProjectForms } from './use-project-forms.ts';
import { usePageDraft, type PageDraft, type PageScope } from './use-page-draft.ts';
import { UndoRedo } from '../../components/undo-redo.tsx';

type Panel = 'preview' | 'revisions' | 'publish' | { copy: Language; from: Language } | null;

interface LanguageColumnProps {
  lang: Language;
  draft: PageDraft;
  languages: Language[];
  scope: PageScope;
  forms: ReturnType<typeof useProjectForms>;
  readOnly: boolean;
  onChange(next: PageDraft, topic: string): void;
  onCopy(from: Language): void;
}

/** One language of the page: its title, its description for search engines, its document. */
function LanguageColumn({ lang, draft, languages, scope, forms, readOnly, onChange, onCopy }: LanguageColumnProps) {
  const { LL } = useI18nContext();
  const texts = LL.pages.editor;
  const language = languageName(lang);
  const others = languages.filter((other) => other !== lang);
  const page = useMemo(() => ({ forms }), [forms]);
  return (
    <Stack gap="sm" lang={lang} data-language={lang}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={700}>{language}</Text>
        {others.length > 0 && !readOnly ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="default" leftSection={<IconCopy aria-hidden="true" size={14} />}>
                {texts.copyFromLabel({ language })}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {others.map((other) => (
                <Menu.Item key={other} onClick={() => onCopy(other)}>
                  {languageName(other)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      <TextInput
        label={`${texts.pageTitle()} (${language})`}
        value={draft.title[lang] ?? ''}
        maxLength={PAGE_LIMITS.title}
        readOnly={readOnly}
        onChange={(event) => onChange({ ...draft, title: { ...draft.title, [lang]: event.currentTarget.value } }, `title.${lang}`)}
      />
      <Textarea
        label={`${texts.description()} (${language})`}
        description={texts.descriptionHelp()}
        value={draft.description[lang] ?? ''}
        maxLength={PAGE_LIMITS.description}
        autosize
        minRows={2}
        readOnly={readOnly}
        onChange={(event) => onChange({ ...draft, description: { ...draft.description, [lang]: event.currentTarget.value } }, `description.${lang}`)}
      />
      <RichTextEditor
        label={texts.body({ language })}
        value={draft.body[lang] ?? null}
        onChange={(doc: PageDocument) => onChange({ ...draft, body: { ...draft.body, [lang]: doc } }, `body.${lang}`)}
        page={page}
        upload={uploadMedia}
        media={{ kind: 'page', company: scope.company, project: scope.project }}
        readOnly={readOnly}
      />
    </Stack>
  );
}

/**
 * A landing page's editor: its title, description and document in each of the project's languages
 * side by side (tabs on a phone), saved as one types through the outbox, with form blocks and phase
 * sections, copy from another language, publish, the kept versions and the preview.
 */
export function PageEditorPage() {
  const { LL, locale } = useI18nContext();
  const texts = LL.pages.editor;
  const { company = '', project = '', page = '' } = useParams();
  const scope = useMemo(() => ({ company, project, page }), [company, project, page]);
  const editor = usePageDraft(scope);
  const projectRecord = useCached(ProjectGet, { company, project }).data?.entity;
  const fallback: Language = projectRecord?.default_lang ?? locale;
  const languages: Language[] = useMemo(() => projectRecord?.languages ?? [fallback], [projectRecord, fallback]);
  const forms = useProjectForms(company, project, fallback);
  const phone = !useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [shown, setShown] = useState<Language[] | null>(null);
  const [tab, setTab] = useState<Language | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [busy, setBusy] = useState(false);
  const { flush, change, undo, redo } = editor;
  useUndoKeys(undo, redo);
  const stableFlush = useCallback(() => flush(), [flush]);

  const visible = (shown ?? languages.slice(0, 2)).filter((lang) => languages.includes(lang));
  const draft = editor.value;
  const record = editor.record;
  const readOnly = record?.status === 'archived';

  async function publish() {
    setBusy(true);
    const version = await flush();
    const result = version === null ? null : await call(PagePublish, { ...scope, version });
    setBusy(false);
    setPanel(null);
    if (!result || !result.ok) return void noticeFailure(result?.error?.message ?? editor.error ?? LL.pages.unreachable());
    if (!result.queued) editor.adopt(result.data.entity);
    noticeSuccess(texts.published({ version: version ?? 0 }));
  }

  function copy(into: Language, from: Language) {
    if (!draft) return;
    const body = draft.body[from];
    change(
      {
        title: { ...draft.title, [into]: draft.title[into] || (draft.title[from] ?? '') },
        description: { ...draft.description, [into]: draft.description[into] || (draft.description[from] ?? '') },
        body: body ? { ...draft.body, [into]: body } : draft.body,
      },
      `copy.${into}`,
    );
    setPanel(null);
  }

  const column = (lang: Language) =>
    draft ? (
      <LanguageColumn
        key={lang}
        lang={lang}
        draft={draft}
        languages={languages}
        scope={scope}
        forms={forms}
        readOnly={readOnly}
        onChange={change}
        onCopy={(from) => setPanel({ copy: lang, from })}
      />
    ) : null;

  let content;
  if (editor.status === 'refused') content = <NoAccess />;
  else if (editor.status === 'unavailable') content = <RecordUnavailable />;
  else if (editor.status === 'loading' || !draft || !record) content = <FormSkeleton fields={6} maw={1200} />;
  else
    content = (
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="wrap">
            <PageStatusBadges page={record} />
            <Text size="sm">
              {record.published_at ? texts.publishedAt({ when: relativeTime(new Date(record.published_at), new Date(), locale) }) : texts.neverPublished()}
            </Text>
          </Group>
          <Group gap="sm" wrap="wrap">
            <Text size="sm" role="status" aria-live="polite" data-save-state={editor.state}>
              {texts.saveState[editor.state]()}
            </Text>
            <UndoRedo canUndo={editor.canUndo} canRedo={editor.canRedo} onUndo={undo} onRedo={redo} labels={{ undo: texts.undo(), redo: texts.redo() }} />
            <Button variant="default" leftSection={<IconHistory aria-hidden="true" size={16} />} onClick={() => setPanel('revisions')}>
              {LL.pages.revisions.open()}
            </Button>
            <Button variant="default" leftSection={<IconEye aria-hidden="true" size={16} />} onClick={() => setPanel('preview')}>
              {LL.pages.preview.open()}
            </Button>
            <Button leftSection={<IconUpload aria-hidden="true" size={16} />} disabled={readOnly} onClick={() => setPanel('publish')}>
              {texts.publish()}
            </Button>
          </Group>
        </Group>
        {readOnly ? <Alert color="gray">{texts.archivedNotice()}</Alert> : null}
        {editor.conflict ? (
          <Alert color="yellow" title={texts.saveState.conflict()}>
            <Stack gap="xs">
              <Text size="sm">{texts.conflictMessage()}</Text>
              <Group gap="sm">
                <Button size="xs" variant="default" onClick={editor.takeTheirs}>
                  {texts.takeTheirs()}
                </Button>
                <Button size="xs" onClick={editor.keepMine}>
                  {texts.keepMine()}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        <FormAlert message={editor.error} />
        {phone ? (
          <LanguageTabs label={texts.languages()} value={tab && languages.includes(tab) ? tab : languages[0]!} onChange={setTab} languages={languages}>
            {column}
          </LanguageTabs>
        ) : (
          <>
            {languages.length > 1 ? (
              <Chip.Group multiple value={visible} onChange={(next) => next.length > 0 && setShown(languages.filter((lang) => next.includes(lang)))}>
                <Group gap="xs" role="group" aria-label={texts.languages()}>
                  {languages.map((lang) => (
                    <Chip key={lang} value={lang} size="sm">
                      {languageName(lang)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            ) : null}
            <SimpleGrid cols={visible.length} spacing="lg">
              {visible.map(column)}
            </SimpleGrid>
          </>
        )}
      </Stack>
    );

  const copying = panel !== null && typeof panel === 'object' ? panel : null;
  return (
    <Screen description={record ? pageTitle(record, locale, fallback) : undefined}>
      {content}
      {panel === 'preview' && record ? (
        <PagePreviewModal scope={scope} languages={languages} lang={visible[0] ?? fallback} flush={stableFlush} published={record.published_version !== null} onClose={() => setPanel(null)} />
      ) : null}
      {panel === 'revisions' ? <PageRevisionsDrawer scope={scope} flush={flush} onRestored={(entity) => editor.adopt(entity, true)} onClose={() => setPanel(null)} /> : null}
      <ConfirmDialog
        opened={panel === 'publish'}
        title={texts.publishTitle({ version: editor.version ?? 0 })}
        confirmLabel={texts.publish()}
        busy={busy}
        onCancel={() => setPanel(null)}
        onConfirm={() => void publish()}
      >
        {texts.publishMessage()}
      </ConfirmDialog>
      <ConfirmDialog
        opened={copying !== null}
        title={copying ? texts.copyConfirmTitle({ language: languageName(copying.copy) }) : ''}
        confirmLabel={texts.copy()}
        onCancel={() => setPanel(null)}
        onConfirm={() => copying && copy(copying.copy, copying.from)}
      >
        {copying ? texts.copyConfirmMessage({ language: languageName(copying.copy), from: languageName(copying.from) }) : null}
      </ConfirmDialog>
    </Screen>
  );
}
