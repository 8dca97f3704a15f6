// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- gettext-parser ships no types: its declaration is read by every project that reaches this file (the tests too).
/// <reference path="./gettext-parser.d.ts" />
import ExcelJS from 'exceljs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { po, type PoData, type PoEntry } from 'gettext-parser';
import { LANGUAGES, isLanguage, type Language } from '../../../contract/languages.ts';
import { TRANSLATION_LIMITS, type TranslationFormat } from '../../../contract/translations.ts';
import { AppError } from '../../errors.ts';
import { shownBuiltin, type Catalog } from './catalog.ts';
import type { OverrideIndex } from './service.ts';

/** One text of a file: a key's text in one language (null: the file leaves it empty). */
export interface FileText {
  key: string;
  lang: Language;
  text: string | null;
}

/** The text in effect of a key in a language: its override, else its built-in text (or its fallback's). */
function inEffect(catalog: Catalog, overrides: OverrideIndex, key: string, lang: Language): string {
  return overrides.get(key)?.get(lang)?.text ?? shownBuiltin(catalog.byKey.get(key)!, lang);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** XLIFF 2.0 of one target language, English the source; each unit's id is the key. */
export function exportXliff(catalog: Catalog, overrides: OverrideIndex, lang: Language): string {
  const units = catalog.texts.map(
    (text) =>
      `    <unit id="${escapeXml(text.key)}">\n` +
      `      <notes><note category="area">${escapeXml(text.area)}</note></notes>\n` +
      `      <segment>\n        <source xml:space="preserve">${escapeXml(inEffect(catalog, overrides, text.key, 'en'))}</source>\n` +
      `        <target xml:space="preserve">${escapeXml(inEffect(catalog, overrides, text.key, lang))}</target>\n      </segment>\n    </unit>\n`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="${lang}">\n` +
    `  <file id="texts">\n${units.join('')}  </file>\n</xliff>\n`
  );
}

/** A Gettext PO file of one language: msgctxt the key, msgid the English text, msgstr the language's. */
export function exportPo(catalog: Catalog, overrides: OverrideIndex, lang: Language): Buffer {
  const translations: Record<string, Record<string, PoEntry>> = { '': { '': { msgid: '', msgstr: [''] } } };
  for (const text of catalog.texts) {
    translations[text.key] = {
      [inEffect(catalog, overrides, text.key, 'en')]: {
        msgctxt: text.key,
        msgid: inEffect(catalog, overrides, text.key, 'en'),
        msgstr: [inEffect(catalog, overrides, text.key, lang)],
        comments: { extracted: `area: ${text.area}` },
      },
    };
  }
  const data: PoData = { charset: 'utf-8', headers: { 'Content-Type': 'text/plain; charset=UTF-8', Language: lang }, translations };
  return po.compile(data, { foldLength: 0 });
}

const XLSX_COLUMNS = ['key', 'area', ...LANGUAGES] as const;

/** An XLSX workbook of every key: key, area, then the five languages' texts in columns. */
export async function exportXlsx(catalog: Catalog, overrides: OverrideIndex): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('texts');
  sheet.columns = XLSX_COLUMNS.map((header) => ({ header, key: header, width: header === 'key' ? 48 : header === 'area' ? 14 : 60 }));
  for (const text of catalog.texts) {
    sheet.addRow([text.key, text.area, ...LANGUAGES.map((lang) => inEffect(catalog, overrides, text.key, lang))]);
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The file of an import, base64 decoded, within the import's bound. */
export function decodeFile(content: string, format: TranslationFormat): Buffer {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > TRANSLATION_LIMITS.importBytes) throw new AppError('file_too_large', { fields: { content: { code: 'file_too_large' } } });
  if (bytes.length === 0) throw unreadable(format);
  return bytes;
}

const FORMAT_NAMES: Record<TranslationFormat, string> = { xliff: 'XLIFF 2.0', po: 'Gettext PO', xlsx: 'XLSX' };

function unreadable(format: TranslationFormat): AppError {
  return new AppError('translation_file_invalid', { fields: { content: { code: 'translation_file_invalid', args: [FORMAT_NAMES[format]] } }, args: [FORMAT_NAMES[format]] });
}

/** Reads an import's file as its format says; a file that is not one is refused with 400 naming `content`. */
export async function readFile(format: TranslationFormat, bytes: Buffer): Promise<FileText[]> {
  try {
    if (format === 'xliff') return readXliff(bytes.toString('utf8'));
    if (format === 'po') return readPo(bytes);
    return await readXlsx(bytes);
  } catch (error) {
    if (error instanceof AppError && error.code !== 'translation_file_invalid') throw error;
    throw unreadable(format);
  }
}

class NotTheFormat extends Error {}

// XLIFF is read without any DTD: a file declaring one (and with it entities, internal or external) is refused unread.
const DECLARATION = /<!DOCTYPE|<!ENTITY/i;

const xliffParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: false,
  removeNSPrefix: true,
  isArray: (name) => name === 'file' || name === 'unit' || name === 'segment',
});

type XmlNode = Record<string, unknown>;

function readXliff(xml: string): FileText[] {
  if (DECLARATION.test(xml) || XMLValidator.validate(xml) !== true) throw new NotTheFormat();
  const root = (xliffParser.parse(xml) as XmlNode).xliff as XmlNode | undefined;
  const lang = root?.['@trgLang'];
  if (!root || root['@version'] !== '2.0' || typeof lang !== 'string' || !isLanguage(lang)) throw new NotTheFormat();
  const texts: FileText[] = [];
  for (const file of (root.file as XmlNode[] | undefined) ?? []) {
    for (const unit of (file.unit as XmlNode[] | undefined) ?? []) {
      const key = unit['@id'];
      if (typeof key !== 'string') throw new NotTheFormat();
      const segments = (unit.segment as XmlNode[] | undefined) ?? [];
      if (segments.length !== 1) throw new NotTheFormat();
      texts.push({ key, lang, text: elementText(segments[0]!.target) });
    }
  }
  return texts;
}

// A target's text: a plain element's, with or without attributes. Inline elements (<ph>, <pc>) are markup this product's texts never carry.
function elementText(node: unknown): string | null {
  if (node === undefined) return null;
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object') {
    const entries = Object.entries(node as XmlNode).filter(([name]) => !name.startsWith('@'));
    if (entries.length === 0) return '';
    if (entries.length === 1 && entries[0]![0] === '#text' && typeof entries[0]![1] === 'string') return entries[0]![1];
    return `<${entries.find(([name]) => name !== '#text')?.[0] ?? 'x'}>`;
  }
  throw new NotTheFormat();
}

function readPo(bytes: Buffer): FileText[] {
  const data = po.parse(bytes, { defaultCharset: 'utf-8', validation: true });
  const lang = data.headers.Language ?? data.headers.language;
  if (!lang || !isLanguage(lang)) throw new NotTheFormat();
  const texts: FileText[] = [];
  for (const [context, entries] of Object.entries(data.translations)) {
    for (const entry of Object.values(entries)) {
      if (context === '' && entry.msgid === '') continue; // the header
      if (entry.msgid_plural !== undefined || entry.msgstr.length !== 1) throw new NotTheFormat();
      const text = entry.msgstr[0]!;
      texts.push({ key: context, lang, text: text === '' ? null : text });
    }
  }
  return texts;
}

// A workbook's declared uncompressed size, at most: an XLSX is a zip, read only when it cannot inflate past this.
const XLSX_MAX_INFLATED = 64 * 1024 * 1024;
const XLSX_MAX_ENTRIES = 200;

async function readXlsx(bytes: Buffer): Promise<FileText[]> {
  checkZip(bytes);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new NotTheFormat();
  const headers = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, column) => headers.set(column, cellText(cell.value)?.trim() ?? ''));
  const keyColumn = [...headers].find(([, name]) => name === 'key')?.[0];
  const langColumns = [...headers].filter(([, name]) => isLanguage(name)) as Array<[number, Language]>;
  if (keyColumn === undefined || langColumns.length === 0) throw new NotTheFormat();
  const texts: FileText[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const key = cellText(row.getCell(keyColumn).value)?.trim();
    if (!key) return;
    for (const [column, lang] of langColumns) {
      const text = cellText(row.getCell(column).value);
      texts.push({ key, lang, text: text === null || text === '' ? null : text });
    }
  });
  return texts;
}

// A cell's text: a string, rich text joined, a number as written; a formula is not a text.
function cellText(value: ExcelJS.CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((run) => run.text).join('');
  if (typeof value === 'object' && 'text' in value && typeof value.text === 'string') return value.text;
  throw new NotTheFormat();
}

// Reads the zip's central directory: too many entries, or more declared inflated bytes than a workbook of texts needs, and it is not read.
function checkZip(bytes: Buffer): void {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length) throw new NotTheFormat();
  const entries = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (entries > XLSX_MAX_ENTRIES) throw new NotTheFormat();
  let inflated = 0;
  for (let index = 0; index < entries; index++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) throw new NotTheFormat();
    inflated += bytes.readUInt32LE(offset + 24);
    if (inflated > XLSX_MAX_INFLATED) throw new NotTheFormat();
    offset += 46 + bytes.readUInt16LE(offset + 28) + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
}
