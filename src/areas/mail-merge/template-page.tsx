import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Chip, Grid, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye, IconHistory } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Language } from '../../../contract/languages.ts';
import { MAIL_MERGE_LIMITS, MergeSenderList, MergeTagList } from '../../../contract/mail-merge.ts';
import { ProjectGet } from '../../../contract/projects.ts';
import type { RichTextDocument } from '../../../contract/rich-text-model.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { languageName, LanguageTabs } from '../../components/language-tabs.tsx';
import { NoAccess } from '../../components/no-access.tsx';
import { RecordUnavailable } from '../../components/record-unavailable.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { Screen } from '../../components/screen.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { useUndoKeys } from '../../lib/records/use-undo-keys.ts';
import { TemplatePreviewModal } from './template-preview.tsx';
import { TemplateRevisionsDrawer } from './template-revisions.tsx';
import { TemplateTags } from './template-tags.tsx';
import { useTemplateDraft, type TemplateDraft } from './use-template-draft.ts';
import { UndoRedo } from '../../components/undo-redo.tsx';

type Panel = 'preview' | 'revisions' | null;

/** Where a tag chosen from the list goes: the subject or the text of a language, whichever had the focus last. */
interface InsertTarget {
  lang: Language;
  part: 'subject' | 'body';
}

/** The functions that put words at a language's cursor: the subject's input and the text's editor. */
interface Inserters {
  subjects: Map<Language, HTMLInputElement>;
  bodies: Map<Language, { current: ((text: string) => void) | null }>;
}

interface LanguageColumnProps {
  lang: Language;
  draft: TemplateDraft;
  errors: Readonly<Record<string, string>>;
  inserters: Inserters;
  onFocus(target: InsertTarget): void;
  onChange(next: TemplateDraft, topic: string): void;
}

/** One language of the template: its subject and its text. */
function LanguageColumn({ lang, draft, errors, inserters, onFocus, onChange }: LanguageColumnProps) {
  const { LL } = useI18nContext();
  const words = LL.mailMerge.editor;
  const language = languageName(lang);
  let insertRef = inserters.bodies.get(lang);
  if (!insertRef) {
    insertRef = { current: null };
    inserters.bodies.set(lang, insertRef);
  }
  return (
    <Stack gap="sm" lang={lang} data-language={lang}>
      <Text fw={700}>{language}</Text>
      <TextInput
        ref={(input) => {
          if (input) inserters.subjects.set(lang, input);
          else inserters.subjects.delete(lang);
        }}
        label={words.subject({ language })}
        value={draft.subject[lang] ?? ''}
        maxLength={MAIL_MERGE_LIMITS.subject}
        error={errors[`subject.${lang}`]}
        data-testid={`subject-${lang}`}
        onFocus={() => onFocus({ lang, part: 'subject' })}
        onChange={(event) => onChange({ ...draft, subject: { ...draft.subject, [lang]: event.currentTarget.value } }, `subject.${lang}`)}
      />
      <div onFocusCapture={() => onFocus({ lang, part: 'body' })}>
        <RichTextEditor
          label={words.body({ language })}
          value={draft.body[lang] ?? null}
          onChange={(doc: RichTextDocument) => onChange({ ...draft, body: { ...draft.body, [lang]: doc } }, `body.${lang}`)}
          error={errors[`body.${lang}`] ?? null}
          insertRef={insertRef}
        />
      </div>
    </Stack>
  );
}

// Puts words into an input at its selection (kept after it lost the focus), and the cursor after them.
function insertInto(input: HTMLInputElement, current: string, text: string, set: (next: string) => void): void {
  const start = input.selectionStart ?? current.length;
  const end = input.selectionEnd ?? start;
  set(current.slice(0, start) + text + current.slice(end));
  requestAnimationFrame(() => {
    input.focus();
    input.setSelectionRange(start + text.length, start + text.length);
  });
}

/**
 * A mail-merge template's editor: its name, its sender, its subject and text in each of the
 * project's languages side by side (tabs on a phone), the merge tags put in where the cursor was,
 * saved as one types through the outbox, with its kept versions and a preview with a real
 * recipient's values.
 */
export function TemplatePage() {
  const { LL, locale } = useI18nContext();
  const words = LL.mailMerge.editor;
  const { company = '', project = '', template = '' } = useParams();
  const scope = useMemo(() => ({ company, project, template }), [company, project, template]);
  const projectScope = { company, project };
  const editor = useTemplateDraft(scope);
  const projectRecord = useCached(ProjectGet, projectScope).data?.entity;
  const tags = useCached(MergeTagList, projectScope).data;
  const senders = useCached(MergeSenderList, projectScope).data;
  const fallback: Language = projectRecord?.default_lang ?? locale;
  const languages: Language[] = useMemo(() => projectRecord?.languages ?? [fallback], [projectRecord, fallback]);
  const phone = !useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [shown, setShown] = useState<Language[] | null>(null);
  const [tab, setTab] = useState<Language | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [inserters] = useState<Inserters>(() => ({ subjects: new Map(), bodies: new Map() }));
  const target = useRef<InsertTarget | null>(null);
  const { change, undo, redo } = editor;
  useUndoKeys(undo, redo);

  const draft = editor.value;
  const record = editor.record;
  const visible = (shown ?? languages).filter((lang) => languages.includes(lang));
  const current: Language = phone ? (tab && languages.includes(tab) ? tab : languages[0]!) : (visible[0] ?? fallback);
  // The server's refusal on its field (an unknown tag on the subject or text that holds it); the draft's own problems once touched.
  const errors: Record<string, string> = { ...Object.fromEntries(editor.shown), ...editor.errorFields };
  const placed = Object.keys(editor.errorFields).length > 0;

  function insert(tag: string) {
    if (!draft) return;
    const into = target.current ?? { lang: current, part: 'body' as const };
    const input = inserters.subjects.get(into.lang);
    if (into.part === 'subject' && input) {
      insertInto(input, draft.subject[into.lang] ?? '', tag, (next) => change({ ...draft, subject: { ...draft.subject, [into.lang]: next } }, `subject.${into.lang}`));
    } else inserters.bodies.get(into.lang)?.current?.(tag);
  }

  const effective = senders?.effective;
  const senderOptions = [
    { value: '', label: effective ? words.senderEffective({ from: `${effective.from_name} <${effective.from_email}>` }) : words.senderDefault() },
    ...(senders?.items ?? []).map((sender) => ({ value: sender.id, label: `${sender.name}: ${sender.from_name} <${sender.from_email}> (${words.level[sender.level]()})` })),
  ];

  const column = (lang: Language) =>
    draft ? (
      <LanguageColumn key={lang} lang={lang} draft={draft} errors={errors} inserters={inserters} onFocus={(next) => (target.current = next)} onChange={change} />
    ) : null;

  let content;
  if (editor.status === 'refused') content = <NoAccess />;
  else if (editor.status === 'unavailable') content = <RecordUnavailable />;
  else if (editor.status === 'loading' || !draft || !record) content = <FormSkeleton fields={6} maw={1200} />;
  else
    content = (
      <Stack gap="md">
        <Group justify="flex-end" align="center" wrap="wrap" gap="sm">
          <Text size="sm" role="status" aria-live="polite" data-save-state={editor.state}>
            {words.saveState[editor.state]()}
          </Text>
          <UndoRedo canUndo={editor.canUndo} canRedo={editor.canRedo} onUndo={undo} onRedo={redo} labels={{ undo: words.undo(), redo: words.redo() }} />
          <Button variant="default" leftSection={<IconHistory aria-hidden="true" size={16} />} onClick={() => setPanel('revisions')}>
            {LL.mailMerge.revisions.open()}
          </Button>
          <Button variant="default" leftSection={<IconEye aria-hidden="true" size={16} />} onClick={() => setPanel('preview')}>
            {LL.mailMerge.preview.open()}
          </Button>
        </Group>
        {editor.conflict ? (
          <Alert color="yellow" title={words.saveState.conflict()}>
            <Stack gap="xs">
              <Text size="sm">{words.conflictMessage()}</Text>
              <Group gap="sm">
                <Button size="xs" variant="default" onClick={editor.takeTheirs}>
                  {words.takeTheirs()}
                </Button>
                <Button size="xs" onClick={editor.keepMine}>
                  {words.keepMine()}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        <FormAlert message={placed ? null : editor.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={960}>
          <TextInput
            label={words.name()}
            required
            value={draft.name}
            maxLength={MAIL_MERGE_LIMITS.name}
            error={errors.name}
            onBlur={() => editor.touch('name')}
            onChange={(event) => change({ ...draft, name: event.currentTarget.value }, 'name')}
          />
          <NativeSelect
            label={words.sender()}
            description={words.senderHelp()}
            data={senderOptions}
            value={draft.sender ?? ''}
            error={errors.sender}
            onChange={(event) => change({ ...draft, sender: event.currentTarget.value || null }, 'sender')}
          />
        </SimpleGrid>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            {phone ? (
              <LanguageTabs label={words.languages()} value={current} onChange={setTab} languages={languages}>
                {column}
              </LanguageTabs>
            ) : (
              <Stack gap="sm">
                {languages.length > 1 ? (
                  <Chip.Group multiple value={visible} onChange={(next) => next.length > 0 && setShown(languages.filter((lang) => next.includes(lang)))}>
                    <Group gap="xs" role="group" aria-label={words.languages()}>
                      {languages.map((lang) => (
                        <Chip key={lang} value={lang} size="sm">
                          {languageName(lang)}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                ) : null}
                <SimpleGrid cols={Math.min(visible.length, 2)} spacing="lg">
                  {visible.map(column)}
                </SimpleGrid>
              </Stack>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Paper withBorder p="sm" radius="md">
              <TemplateTags tags={tags} onInsert={insert} />
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    );

  return (
    <Screen description={record?.name}>
      {content}
      {panel === 'preview' && draft ? (
        <TemplatePreviewModal
          scope={scope}
          languages={languages}
          lang={current}
          draft={draft}
          forms={(tags?.forms ?? []).map(({ id, name }) => ({ id, name }))}
          onClose={() => setPanel(null)}
        />
      ) : null}
      {panel === 'revisions' ? <TemplateRevisionsDrawer scope={scope} flush={editor.flush} onRestored={(entity) => editor.adopt(entity, true)} onClose={() => setPanel(null)} /> : null}
    </Screen>
  );
}
