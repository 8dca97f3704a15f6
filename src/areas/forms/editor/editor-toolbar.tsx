import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { LANGUAGE_OPTIONS, type Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import type { DraftSaveState } from '../../../lib/records/draft-session.ts';
import { UndoRedo } from '../../../components/undo-redo.tsx';

interface EditorToolbarProps {
  history: { undo(): void; redo(): void; canUndo: boolean; canRedo: boolean };
  state: DraftSaveState;
  /** The draft's problems: they hold back publishing, never saving. */
  problems: number;
  languages: readonly Language[];
  lang: Language;
  onLang(lang: Language): void;
  readOnly: boolean;
  canPublish: boolean;
  onPublish(): void;
}

/** The editor's bar: the texts' language, undo and redo, where the saving stands, what to correct, and Publish. */
export function EditorToolbar({ history, state, problems, languages, lang, onLang, readOnly, canPublish, onPublish }: EditorToolbarProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.editor;
  const status = state === 'saving' || state === 'changed' ? texts.saving() : state === 'kept' ? texts.kept() : state === 'saved' ? texts.savedAt() : '';
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <NativeSelect
        label={texts.language()}
        data={LANGUAGE_OPTIONS.filter((option) => languages.includes(option.value)).map((option) => ({ value: option.value, label: option.text }))}
        value={lang}
        onChange={(event) => onLang(event.currentTarget.value as Language)}
      />
      {!readOnly && (
        <Group gap="sm" wrap="wrap">
          <Text size="sm" role="status" aria-live="polite" data-save-state={state}>
            {status}
          </Text>
          {problems > 0 && (
            <Text size="sm" fw={600} data-problems={problems}>
              {texts.toCorrect({ count: problems })}
            </Text>
          )}
          <UndoRedo canUndo={history.canUndo} canRedo={history.canRedo} onUndo={history.undo} onRedo={history.redo} labels={{ undo: texts.undo(), redo: texts.redo() }} />
          <Button leftSection={<IconUpload aria-hidden="true" size={16} />} disabled={!canPublish} onClick={onPublish}>
            {texts.publish()}
          </Button>
        </Group>
      )}
    </Group>
  );
}
