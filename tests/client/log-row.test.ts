import { beforeAll, describe, expect, it } from 'vitest';
import { i18nObject } from '../../i18n/i18n-util';
import { loadLocale } from '../../i18n/i18n-util.sync';
import { changeValue, readableRow, type LogTexts } from '../../src/areas/installation/logs/log-row.ts';

let en: LogTexts;
let it_: LogTexts;

beforeAll(() => {
  loadLocale('en');
  loadLocale('it');
  en = i18nObject('en').installation.logs;
  it_ = i18nObject('it').installation.logs;
});

describe("the operations' log on screen", () => {
  it('shows values before and after as people read them', () => {
    expect(changeValue(true, en)).toBe('yes');
    expect(changeValue('', en)).toBe('(empty)');
    expect(changeValue(['judge', 'editor'], en)).toBe('judge, editor');
    expect(changeValue(['Premio 2026'], it_)).toBe('Premio 2026');
    expect(changeValue([], it_)).toBe('(vuoto)');
  });

  it('reads an answer stored before rows named their records or were worded, without failing', () => {
    const stored = readableRow({ id: 2, at: '2030-01-15T09:00:00.000Z', endpoint: 'admin/companies/archive', status: 200, summary: {} });

    expect(stored.sentence).toBe('admin/companies/archive');
    expect(stored.changes).toEqual([]);
    expect(readableRow({ ...stored, sentence: 'Dana archived the company Aurora' }).sentence).toBe('Dana archived the company Aurora');
  });
});
