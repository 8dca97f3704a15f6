import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { FormField } from '../../contract/form-definition.ts';
import { mediaDownloadPath } from '../../contract/media.ts';
import { useI18nContext } from '../../i18n/i18n-react';
import type { DefinitionTexts } from '../lib/form-fields/definition-texts.ts';
import { formatDay } from '../lib/time/day.ts';

/** A file given as an answer. */
interface FileAnswer {
  media_id: string;
  name: string;
  size: number;
}

function isFile(value: unknown): value is FileAnswer {
  return typeof value === 'object' && value !== null && typeof (value as FileAnswer).media_id === 'string' && typeof (value as FileAnswer).name === 'string';
}

/** Whether an answer holds something (an empty text, list or a missing value is no answer). */
export function hasAnswer(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** A file's size as people read it: "2.4 MB". */
export function fileSize(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1000 && unit < units.length - 1) {
    size /= 1000;
    unit++;
  }
  return `${size.toLocaleString(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}

/** An answer in words, as a cell or a summary shows it (the whole answer is the drawer's). */
export function answerText(field: FormField, value: unknown, texts: DefinitionTexts, words: { yes: string; no: string }, locale: string): string {
  if (!hasAnswer(value)) return '';
  switch (field.type) {
    case 'single_choice':
    case 'dropdown':
      return texts.option(field, String(value));
    case 'multiple_choice':
      return (Array.isArray(value) ? value : [value]).map((item) => texts.option(field, String(item))).join(', ');
    case 'checkbox':
      return value === true ? words.yes : words.no;
    case 'number':
    case 'rating':
      return typeof value === 'number' ? value.toLocaleString(locale) : String(value);
    case 'date':
      return formatDay(String(value), locale);
    case 'file':
      return isFile(value) ? value.name : '';
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}

interface AnswerValueProps {
  field: FormField;
  value: unknown;
  texts: DefinitionTexts;
  /** A table's cell: a long text cut short, on one line where it fits. */
  short?: boolean;
}

/** An answer as the operators read it (results, judging): options by their labels, files as links that open them, links and addresses that work. */
export function AnswerValue({ field, value, texts, short }: AnswerValueProps) {
  const { LL, locale } = useI18nContext();
  const words = LL.answers;
  if (!hasAnswer(value)) {
    return short ? null : (
      <Text size="sm" c="dimmed" fs="italic" component="span">
        {words.notAnswered()}
      </Text>
    );
  }
  if (field.type === 'file' && isFile(value)) {
    return (
      <Anchor href={mediaDownloadPath(value.media_id)} size="sm" target="_blank" rel="noopener" style={{ overflowWrap: 'anywhere' }}>
        <IconPaperclip aria-hidden="true" size={14} style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
        {value.name}
        {short ? null : ` (${fileSize(value.size, locale)})`}
      </Anchor>
    );
  }
  const text = answerText(field, value, texts, { yes: words.yes(), no: words.no() }, locale);
  if (field.type === 'url' && !short && /^https?:\/\//i.test(text)) {
    return (
      <Anchor href={text} size="sm" target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
        {text}
      </Anchor>
    );
  }
  if (field.type === 'email' && !short) {
    return (
      <Anchor href={`mailto:${text}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {text}
      </Anchor>
    );
  }
  if (short && text.length > 80) {
    return <span title={text}>{`${text.slice(0, 77).trimEnd()}…`}</span>;
  }
  return (
    <Text size="sm" component="span" style={{ whiteSpace: field.type === 'long_text' ? 'pre-wrap' : undefined, overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}
