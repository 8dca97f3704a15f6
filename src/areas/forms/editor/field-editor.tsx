import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Grid, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormDefinition } from '../../../../contract/form-definition.ts';
import { FormGet, FormVersionRestore, type Form } from '../../../../contract/forms.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { call } from '../../../lib/api.ts';
import { noticeFailure, noticeSuccess } from '../../../lib/notices.ts';
import { issueView } from '../../../lib/records/issues.ts';
import type { DraftEditor } from '../../../lib/records/use-draft-editor.ts';
import { useUndoKeys } from '../../../lib/records/use-undo-keys.ts';
import { BlockPanel } from './block-panel.tsx';
import { findField } from './draft-ops.ts';
import { DraftProblems } from './draft-problems.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import { FieldSettings } from './field-settings.tsx';
import { FormPreview } from './form-preview.tsx';
import { FormTextsPanel } from './form-texts-panel.tsx';
import { Outline } from './outline.tsx';
import { PublishDialog } from './publish-dialog.tsx';
import { useDraftActions } from './use-draft-actions.ts';
import { OptionLabelContext, useOptionLabel } from './use-option-label.ts';
import type { FormScope } from './use-form-draft.ts';
import { VersionsPanel } from './versions-panel.tsx';

interface FieldEditorProps {
  scope: FormScope;
  /** The form's draft on the editing engine, once it was read. */
  editor: DraftEditor<Form, FormDefinition> & { value: FormDefinition; version: number };
  /** The languages the project offers. */
  offered: readonly Language[];
  readOnly: boolean;
}

/** The Field Editor's workspace: the outline, the selected part's settings, the preview and the versions. */
export function FieldEditor({ scope, editor, offered, readOnly }: FieldEditorProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.editor;
  const { value: draft, issues, record } = editor;
  useUndoKeys(editor.undo, editor.redo, !readOnly);
  const [lang, setLang] = useState<Language>(draft.default_lang);
  const [publishing, setPublishing] = useState(false);
  // Asked to publish with problems left: they are listed above the outline.
  const [listing, setListing] = useState(false);
  const optionLabel = useOptionLabel([draft.default_lang, ...draft.languages.filter((other) => other !== draft.default_lang)]);
  const actions = useDraftActions(draft, editor.change, { lang, published: (record?.published_version ?? null) !== null, optionLabel });
  const view = useMemo(() => issueView(editor.shown, editor.touch), [editor.shown, editor.touch]);
  const textsLang = draft.languages.includes(lang) ? lang : draft.default_lang;
  const fallback = draft.default_lang;
  const { selection } = actions;
  const panelRef = useRef<HTMLElement>(null);
  const opened = useRef(false);
  // On a narrow screen the settings sit below the outline: a choice in the outline brings them into view.
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    if (window.matchMedia('(max-width: 61.99em)').matches) panelRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [selection]);

  const selected = selection.kind === 'field' ? findField(draft, selection.key) : null;
  const blockIndex = selected ? draft.blocks.indexOf(selected.block) : -1;
  const earlier = useMemo(() => {
    if (!selected) return [];
    const before = draft.blocks.slice(0, blockIndex).flatMap((block) => block.fields);
    return [...before, ...selected.block.fields.slice(0, selected.index)].filter((field) => field.type !== 'statement');
  }, [draft, selected, blockIndex]);
  const block = selection.kind === 'block' ? draft.blocks.find((candidate) => candidate.key === selection.key) : undefined;

  async function restore(number: number) {
    const result = await call(FormVersionRestore, { ...scope, number, version: editor.version });
    if (!result.ok) return void noticeFailure(result.error?.message ?? LL.forms.unreachable());
    if (result.queued) return;
    editor.adopt(result.data.entity, true);
    noticeSuccess(texts.restored({ number }), editor.undo);
  }

  function publish() {
    if (issues.size === 0) return setPublishing(true);
    editor.reveal();
    setListing(true);
  }

  async function published(number: number, queued: boolean) {
    setPublishing(false);
    noticeSuccess(texts.published({ number }));
    if (queued) return;
    const fresh = await call(FormGet, scope);
    if (fresh.ok) editor.adopt(fresh.data.entity);
  }

  let panel;
  if (selected) {
    panel = (
      <FieldSettings
        field={selected.field}
        block={selected.block.key}
        blocks={draft.blocks}
        earlier={earlier}
        lang={textsLang}
        fallback={fallback}
        issues={view.under(`blocks.${blockIndex}.fields.${selected.index}`)}
        readOnly={readOnly}
        onChange={actions.onFieldChange}
        onMove={actions.onMoveToBlock}
        onDuplicate={actions.onDuplicate}
        onRemove={actions.onRemove}
      />
    );
  } else if (block) {
    panel = (
      <BlockPanel
        block={block}
        lang={textsLang}
        fallback={fallback}
        issues={view.under(`blocks.${draft.blocks.indexOf(block)}`)}
        removable={draft.blocks.length > 1}
        readOnly={readOnly}
        onChange={actions.onBlockChange}
        onRemove={actions.onRemoveBlock}
      />
    );
  } else if (selection.kind === 'form') {
    panel = <FormTextsPanel draft={draft} lang={textsLang} offered={offered} issues={view} readOnly={readOnly} onChange={editor.change} />;
  } else {
    panel = <Text size="sm">{texts.noSelection()}</Text>;
  }

  return (
    <OptionLabelContext value={optionLabel}>
      <Stack gap="md">
        {readOnly && <Alert color="blue">{texts.readOnly()}</Alert>}
        {editor.conflict && (
          <Alert color="orange" role="alert" title={texts.conflict()}>
            <Group gap="sm" mt="xs">
              <Button size="xs" variant="default" onClick={editor.takeTheirs}>
                {texts.takeTheirs()}
              </Button>
              <Button size="xs" onClick={editor.keepMine}>
                {texts.keepMine()}
              </Button>
            </Group>
          </Alert>
        )}
        {editor.state === 'refused' && editor.error && (
          <Alert color="red" role="alert">
            {editor.error}
          </Alert>
        )}
        <EditorToolbar
          history={editor}
          state={editor.state}
          problems={issues.size}
          languages={draft.languages}
          lang={textsLang}
          onLang={setLang}
          readOnly={readOnly}
          canPublish={editor.state !== 'conflict' && record !== null}
          onPublish={publish}
        />
        {listing && issues.size > 0 && <DraftProblems draft={draft} issues={issues} lang={textsLang} onSelect={actions.setSelection} />}
        <Tabs defaultValue="fields" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="fields">{texts.outline()}</Tabs.Tab>
            <Tabs.Tab value="preview">{texts.preview()}</Tabs.Tab>
            <Tabs.Tab value="versions">{texts.versions()}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="fields" pt="md">
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
                <Outline
                  draft={draft}
                  lang={textsLang}
                  fallback={fallback}
                  selection={selection}
                  issues={editor.shown}
                  readOnly={readOnly}
                  onSelect={actions.setSelection}
                  onAddField={actions.onAddField}
                  onAddBlock={actions.onAddBlock}
                  onMove={actions.onMove}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
                <Paper ref={panelRef} withBorder p="md" radius="md" component="section" aria-label={texts.settings()}>
                  {panel}
                </Paper>
              </Grid.Col>
            </Grid>
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="md">
            <FormPreview draft={draft} />
          </Tabs.Panel>
          <Tabs.Panel value="versions" pt="md">
            <VersionsPanel key={record?.published_version ?? 0} scope={scope} readOnly={readOnly} onRestore={restore} />
          </Tabs.Panel>
        </Tabs>
        {publishing && record && (
          <PublishDialog
            scope={scope}
            record={record}
            draft={draft}
            lang={textsLang}
            flush={editor.flush}
            onClose={() => setPublishing(false)}
            onPublished={(number, queued) => void published(number, queued)}
          />
        )}
      </Stack>
    </OptionLabelContext>
  );
}
