import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import { Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { NOTY_LIMITS, type Notification } from '../../../contract/notifications.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { languageName } from '../../components/language-tabs.tsx';
import { RichTextEditor, type TextInserter } from '../../components/rich-text-editor.tsx';
import { TextVariables } from './text-variables.tsx';
import type { TextValues } from './use-text-editor.ts';

interface TextFieldsProps {
  form: UseFormReturnType<TextValues>;
  notification: Notification;
  lang: Language;
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
 * A cell's subject and body in its language, and the notification's variables: one chosen goes
 * where the cursor was, in the subject or in the body, whichever had the focus last.
 */
export function TextFields({ form, notification, lang }: TextFieldsProps) {
  const { LL } = useI18nContext();
  const words = LL.notifications.texts.editor;
  const subject = useRef<HTMLInputElement>(null);
  const insertRef: TextInserter = useRef<((text: string) => void) | null>(null);
  const last = useRef<'subject' | 'body'>('body');
  const values = form.getValues();
  const insert = (tag: string) => {
    if (last.current === 'subject' && subject.current) insertInto(subject.current, form.getValues().subject, tag, (next) => form.setFieldValue('subject', next));
    else insertRef.current?.(tag);
  };
  const language = languageName(lang);
  const subjectProps = form.getInputProps('subject');
  return (
    <Stack gap="md">
      <TextInput
        ref={subject}
        label={`${words.subject()} (${language})`}
        lang={lang}
        required
        maxLength={NOTY_LIMITS.subject}
        data-testid="text-subject"
        {...subjectProps}
        onFocus={(event: React.FocusEvent<HTMLInputElement>) => {
          last.current = 'subject';
          subjectProps.onFocus?.(event);
        }}
      />
      <div lang={lang} onFocusCapture={() => (last.current = 'body')}>
        <RichTextEditor
          label={`${words.body()} (${language})`}
          value={values.body}
          onChange={(doc) => form.setFieldValue('body', doc)}
          error={(form.errors.body as string | undefined) ?? null}
          insertRef={insertRef}
        />
      </div>
      <TextVariables notification={notification} onInsert={insert} />
    </Stack>
  );
}
