import type { z } from 'zod';
import type { LogRowSchema } from '../../../../contract/installation.ts';
import type { TranslationFunctions } from '../../../../i18n/i18n-types';

/** One row of the operations' log as the list call answers it, its sentence worded by the server. */
export type LogRow = z.infer<typeof LogRowSchema>;

/** The log's texts in the reader's language. */
export type LogTexts = TranslationFunctions['installation']['logs'];

/**
 * A row with every field the screen reads: an answer stored offline before the log named its
 * records (or worded its rows) lacks them, and reads as naming none, its call by its path, until
 * the server's answer arrives.
 */
export function readableRow(row: Partial<LogRow> & Pick<LogRow, 'id' | 'at' | 'endpoint' | 'status' | 'summary'>): LogRow {
  return {
    operator_id: null,
    operator_email: null,
    ip: '',
    target: null,
    company_id: null,
    operator_name: null,
    company_name: null,
    target_name: null,
    names: {},
    area: null,
    reason: null,
    changes: [],
    sentence: row.endpoint,
    ...row,
  };
}

function isRole(texts: LogTexts, role: string): role is keyof LogTexts['roles'] {
  return Object.hasOwn(texts.roles, role);
}

/** A before or after value as people read it: yes or no, a list, or a word for nothing. */
export function changeValue(value: unknown, texts: LogTexts): string {
  if (value === null || value === undefined || value === '') return texts.empty();
  if (typeof value === 'boolean') return value ? texts.yes() : texts.no();
  if (Array.isArray(value)) return value.length === 0 ? texts.empty() : value.map((item) => changeValue(item, texts)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string' && isRole(texts, value)) return texts.roles[value]();
  return String(value);
}
