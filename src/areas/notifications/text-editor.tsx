import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Drawer, Paper, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { notificationOf, type NotificationKey } from '../../../contract/notifications.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { languageName } from '../../components/language-tabs.tsx';
import { PendingNotice } from '../../components/pending-notice.tsx';
import { RecordForm } from '../../components/record-form.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { recordGate } from '../../components/record-gate.tsx';
import { call } from '../../lib/api.ts';
import { storeAnswer } from '../../lib/cache/use-cached.ts';
import { noticeFailure, noticeSuccess } from '../../lib/notices.ts';
import { TextFields } from './text-fields.tsx';
import type { TextPlace } from './text-level.ts';
import { TextPreview } from './text-preview.tsx';
import { TextSourceBadge } from './text-source-badge.tsx';
import { mailWords } from './text-words.ts';
import { useTextEditor, type TextRecord } from './use-text-editor.ts';

interface CellProps {
  place: TextPlace;
  notificationKey: NotificationKey;
  lang: Language;
  /** A save or a reset changed where the cell's text comes from. */
  onChanged(): void;
}

/** The text the cell goes back to without this level's own, read-only, with the level it comes from. */
function InheritedText({ record, lang }: { record: TextRecord; lang: Language }) {
  const { LL } = useI18nContext();
  const words = LL.notifications.texts;
  const { inherited } = record;
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-label={words.editor.inherited()} data-testid="text-inherited" data-source={inherited.source}>
      <Stack gap="xs">
        <Text size="sm">
          {words.editor.inheritedFrom({ source: words.sourceLong[inherited.source]() })} <TextSourceBadge source={inherited.source} />
        </Text>
        <Text size="sm" lang={lang}>
          {words.editor.inheritedSubject({ subject: inherited.subject })}
        </Text>
        <div lang={lang}>
          <RichTextEditor label={words.editor.inherited()} value={inherited.body} onChange={() => undefined} readOnly />
        </div>
      </Stack>
    </Paper>
  );
}

/** Where the cell's text comes from and what it is for: its level, outdated, a security mail's rule. */
function CellState({ record, notificationKey }: { record: TextRecord; notificationKey: NotificationKey }) {
  const { LL } = useI18nContext();
  const words = LL.notifications.texts;
  return (
    <Stack gap={4}>
      <Text size="sm">{mailWords(words, notificationKey).about}</Text>
      <div>
        <TextSourceBadge source={record.entity.source} /> {record.entity.outdated ? <StatusBadge tone="warning">{words.outdated()}</StatusBadge> : null}
      </div>
      {record.entity.outdated ? <Text size="sm">{words.outdatedHelp()}</Text> : null}
      {notificationOf(notificationKey)?.security ? <Text size="sm">{words.editor.security()}</Text> : null}
    </Stack>
  );
}

/**
 * One cell's form: the subject and the body with the notification's variables, saved on demand at
 * this level (also offline, through the outbox); the preview of the words on screen; the text it
 * inherits; "back to inherited" after a confirmation, which starts the form again from the text read anew.
 */
function TextCellForm({ place, notificationKey, lang, onChanged, onReset, onDirty }: CellProps & { onReset(): void; onDirty(dirty: boolean): void }) {
  const { LL } = useI18nContext();
  const words = LL.notifications.texts;
  const notification = notificationOf(notificationKey)!;
  const name = mailWords(words, notificationKey).name;
  const editor = useTextEditor(place, notificationKey, lang, onChanged);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const { form, record } = editor;
  const language = languageName(lang);
  const dirty = form.isDirty();
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  async function reset() {
    setBusy(true);
    const payload = { ...place.scope, key: notificationKey, lang };
    const result = await call(place.calls.textsReset, payload);
    if (result.ok && !result.queued) {
      // The text below is read before the form starts again from it: the removed override has no version to follow.
      const fresh = await call(place.calls.textsGet, payload);
      if (fresh.ok) await storeAnswer(place.calls.textsGet, payload, fresh.data);
    }
    setBusy(false);
    setAsking(false);
    if (!result.ok) return void noticeFailure(result.error?.message ?? words.unreachable());
    // Kept on the device: its cell says "Not sent yet" until the connection is back.
    noticeSuccess(result.queued ? LL.shell.sync.queued() : words.editor.resetDone());
    onChanged();
    if (!result.queued) onReset();
  }

  const gate = recordGate(editor.status, 4);
  if (gate) return gate;
  if (!record) return <FormSkeleton fields={4} />;
  const here = record.entity.source === place.level;
  return (
    <RecordForm
      onSubmit={editor.submit}
      submitLabel={words.editor.save()}
      busy={editor.busy}
      error={editor.conflict ? null : editor.error}
      dirty={dirty}
      maw={1400}
      secondary={
        here ? (
          <Button variant="default" leftSection={<IconArrowBackUp aria-hidden="true" size={16} />} onClick={() => setAsking(true)}>
            {words.editor.reset()}
          </Button>
        ) : null
      }
    >
      <PendingNotice endpoint={place.calls.textsSave} payload={{ ...place.scope }} />
      {editor.conflict ? (
        <Alert color="orange" variant="light" role="alert" title={words.editor.conflictTitle()}>
          <Stack gap="xs">
            {editor.conflict.message}
            {editor.conflict.current ? <Text size="sm">{words.editor.conflictSubject({ subject: editor.conflict.current.entity.subject })}</Text> : null}
            <Button variant="light" onClick={editor.takeTheirs} style={{ alignSelf: 'flex-start' }}>
              {words.editor.loadCurrent()}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <CellState record={record} notificationKey={notificationKey} />
      <TextFields form={form} notification={notification} lang={lang} />
      <TextPreview place={place} notificationKey={notificationKey} lang={lang} subject={form.getValues().subject} body={form.getValues().body} />
      <InheritedText record={record} lang={lang} />
      <ConfirmDialog
        opened={asking}
        title={words.editor.resetTitle()}
        confirmLabel={words.editor.reset()}
        danger
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void reset()}
      >
        {words.editor.resetMessage({ notification: name, language, source: words.sourceLong[record.inherited.source]() })}
      </ConfirmDialog>
    </RecordForm>
  );
}

/** The editor of one cell of the grid, in a drawer (the whole screen on a phone); closing it on changes not saved asks first. */
export function TextEditorDrawer({ phone, onClose, ...cell }: CellProps & { phone: boolean; onClose(): void }) {
  const { LL } = useI18nContext();
  const words = LL.notifications.texts;
  const [round, setRound] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const title = words.editor.title({ notification: mailWords(words, cell.notificationKey).name, language: languageName(cell.lang) });
  return (
    <Drawer
      opened
      onClose={() => (dirty ? setLeaving(true) : onClose())}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={title}
      closeButtonProps={{ 'aria-label': words.editor.close() }}
    >
      <TextCellForm key={round} {...cell} onReset={() => setRound((current) => current + 1)} onDirty={setDirty} />
      <ConfirmDialog
        opened={leaving}
        title={LL.shell.kit.unsavedTitle()}
        confirmLabel={LL.shell.kit.leave()}
        cancelLabel={LL.shell.kit.stay()}
        danger
        onConfirm={onClose}
        onCancel={() => setLeaving(false)}
      >
        {LL.shell.kit.unsavedText()}
      </ConfirmDialog>
    </Drawer>
  );
}
