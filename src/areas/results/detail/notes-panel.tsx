import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { formatMessage, validationTemplate } from '../../../../contract/messages.ts';
import { ResultsNoteAdd, ResultsNoteDelete, type NoteSchema } from '../../../../contract/results.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { call } from '../../../lib/api.ts';
import type { FormScope } from '../../../lib/forms/form-screens.ts';
import { noticeFailure, noticeSuccess } from '../../../lib/notices.ts';

/** An internal note. */
export type Note = z.infer<typeof NoteSchema>;

const NOTE_MAX = 5000;

interface NotesPanelProps {
  scope: FormScope;
  submission: string;
  notes: Note[];
  onChanged(): void;
}

/**
 * The operators' internal notes on a submission, newest first, and a new one. Delete is offered
 * where the server says the reader may (the note's author, the project's editors); it still decides.
 */
export function NotesPanel({ scope, submission, notes, onChanged }: NotesPanelProps) {
  const { LL, locale } = useI18nContext();
  const words = LL.results.notes;
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function add(event: React.FormEvent): Promise<void> {
    event.preventDefault();
    const text = body.trim();
    if (text === '') return setError(formatMessage(validationTemplate('required', locale), words.label()));
    if (text.length > NOTE_MAX) return setError(formatMessage(validationTemplate('maxLength', locale), words.label(), NOTE_MAX));
    setBusy('add');
    const result = await call(ResultsNoteAdd, { ...scope, submission, body: text });
    setBusy(null);
    if (!result.ok) return setError(result.error?.fields?.body ?? result.error?.message ?? LL.results.unreachable());
    setBody('');
    onChanged();
    noticeSuccess(result.queued ? LL.results.queued() : words.added());
  }

  async function remove(note: Note): Promise<void> {
    setBusy(note.id);
    const result = await call(ResultsNoteDelete, { ...scope, note: note.id });
    setBusy(null);
    if (!result.ok) return void noticeFailure(result.error?.message ?? LL.results.unreachable());
    onChanged();
    if (result.queued) return void noticeSuccess(LL.results.queued());
    // Undo writes the note again (a new one, with the same words).
    noticeSuccess(words.deleted(), () => {
      void call(ResultsNoteAdd, { ...scope, submission, body: note.body }).then(onChanged);
    });
  }

  const newest = [...notes].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Stack gap="sm">
      <form onSubmit={(event) => void add(event)} noValidate>
        <Stack gap="xs">
          <Textarea
            label={words.label()}
            placeholder={words.placeholder()}
            autosize
            minRows={2}
            maxRows={8}
            value={body}
            error={error}
            onChange={(event) => {
              setBody(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" size="sm" loading={busy === 'add'}>
              {words.add()}
            </Button>
          </Group>
        </Stack>
      </form>
      {newest.length === 0 ? (
        <Text size="sm" c="dimmed">
          {words.none()}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {newest.map((note) => (
            <Paper key={note.id} component="li" withBorder radius="sm" p="sm">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.body}
              </Text>
              <Group justify="space-between" gap="xs" mt={6} wrap="wrap">
                <Text size="xs" c="dimmed">
                  {note.by ? words.by({ name: note.by.name }) : words.byNobody()} · <RelativeTime value={note.at} />
                </Text>
                {note.deletable ? (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-xs"
                    leftSection={<IconTrash aria-hidden="true" size={12} />}
                    loading={busy === note.id}
                    onClick={() => void remove(note)}
                  >
                    {words.delete()}
                  </Button>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
