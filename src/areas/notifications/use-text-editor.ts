import { useEffect, useRef } from 'react';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import type { Language } from '../../../contract/languages.ts';
import { FIELD_LABELS, type NOTY_ENDPOINTS, type NotificationKey } from '../../../contract/notifications.ts';
import { validationMessage } from '../../../contract/labels.ts';
import type { RichTextDocument } from '../../../contract/rich-text-model.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useRecordEditor } from '../../lib/records/use-record-editor.ts';
import type { TextPlace } from './text-level.ts';

type TextAnswer = EndpointOutput<(typeof NOTY_ENDPOINTS)['installation']['textsGet']>;

/** One cell's text as its editor holds it: the text in effect, the text it goes back to, and the version of the level's own override (0 without one). */
export interface TextRecord {
  id: string;
  version: number;
  entity: TextAnswer['entity'];
  inherited: TextAnswer['inherited'];
}

/** What the editor's form holds. */
export interface TextValues {
  subject: string;
  body: RichTextDocument;
}



const RECORDS = new WeakMap<TextAnswer, TextRecord>();

const valuesOf = (record: TextRecord): TextValues => ({ subject: record.entity.subject, body: record.entity.body });

/**
 * The editor of one cell (a notification in a language) at a level: read through the cache, saved
 * on demand at the version of the level's own override (none yet: no version), through the outbox.
 * A refusal lands on the subject or the body, whichever the server names.
 */
export function useTextEditor(place: TextPlace, key: NotificationKey, lang: Language, onSaved: () => void) {
  const { LL, locale } = useI18nContext();
  const words = LL.notifications.texts;
  const id = `${key}/${lang}`;
  // One record per answer: the engine follows the stored record by identity, render after render.
  const recordOf = (answer: TextAnswer): TextRecord => {
    const known = RECORDS.get(answer);
    if (known) return known;
    const record = { id, version: answer.entity.version ?? 0, entity: answer.entity, inherited: answer.inherited };
    RECORDS.set(answer, record);
    return record;
  };
  // A save answers the text alone: the text it goes back to stays the one read.
  const latest = useRef<TextRecord | null>(null);
  const editor = useRecordEditor({
    read: { endpoint: place.calls.textsGet, payload: { ...place.scope, key, lang }, record: recordOf, answer: (record: TextRecord) => ({ entity: record.entity, inherited: record.inherited }) },
    save: place.calls.textsSave,
    payload: (values: TextValues, base) => ({ ...place.scope, key, lang, ...values, ...(base && base.version > 0 ? { version: base.version } : {}) }),
    saved: (answer) => ({ id, version: answer.entity.version ?? 0, entity: answer.entity, inherited: latest.current?.inherited ?? answer.entity }),
    toValues: valuesOf,
    // Every cell of a level saves through one path, so the outbox keeps them as one record: a kept save of another cell is not this one's.
    fromBody: (body): TextValues => {
      const kept = { subject: body.subject, body: body.body as RichTextDocument };
      return body.key === key && body.lang === lang ? kept : latest.current ? valuesOf(latest.current) : kept;
    },
    empty: { subject: '', body: { type: 'doc', content: [] } },
    // The input holds at most the subject's length; the browser's endpoints carry no schema to check the rest with (scripts/contract-for-browser.ts).
    validate: (values) => (values.subject.trim() === '' ? { subject: validationMessage('required', 'subject', locale, undefined, FIELD_LABELS) } : {}),
    fieldOf: (path) => (path === 'subject' ? 'subject' : path === 'body' || path.startsWith('body.') ? 'body' : null),
    texts: { saved: words.editor.saved(), unreachable: words.unreachable() },
    onSaved,
  });
  const { record } = editor;
  useEffect(() => {
    latest.current = record;
  }, [record]);
  return editor;
}
