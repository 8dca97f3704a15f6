// An export as an XLSX workbook, written row by row with exceljs's streaming writer: the results,
// the votes and a judging session's ranking.
import ExcelJS from 'exceljs';
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { throwIfStopped } from '../jobs/kind.ts';
import type { Storage, Stored } from '../storage/storage.ts';
import { defused } from './csv.ts';

/** How a column's cells are written: text, numbers, days and moments (dates in XLSX), links to files. */
export type CellKind = 'text' | 'number' | 'day' | 'moment' | 'link';

/** One cell as the export's parts keep it: a text, a number, or nothing. */
export type Cell = string | number | null;

/** A column of the export: its header in the chosen language, the kind of its cells, a width for XLSX. */
export interface ExportColumn {
  header: string;
  kind: CellKind;
  width: number;
}

/** The type of an XLSX file. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Rows written between two looks at how much the sheet's compressor has still to take.
const ROWS_PER_LOOK = 500;
// What the sheet may hold uncompressed before the rows wait for the compressor.
const MAX_PENDING_BYTES = 8 * 1024 * 1024;

const NUMBER_FORMAT: Partial<Record<CellKind, string>> = { day: 'yyyy-mm-dd', moment: 'yyyy-mm-dd hh:mm:ss' };

// A moment as the clock on the wall of `tz` showed it: a spreadsheet's dates have no time zone.
function wallClock(tz: string): (iso: string) => Date {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return (iso) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, Number(part.value)]));
    return new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!));
  };
}

type XlsxValue = string | number | Date | null;

// Texts are always written as texts (never formulas), and defused as in the CSV: the apostrophe shows.
function converter(kind: CellKind, tz: string): (cell: Cell) => XlsxValue {
  const local = wallClock(tz);
  const text = (cell: Cell): XlsxValue => (typeof cell === 'string' ? defused(cell) : cell);
  switch (kind) {
    case 'day':
      return (cell) => (typeof cell === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(cell) ? new Date(`${cell}T00:00:00Z`) : text(cell));
    case 'moment':
      return (cell) => (typeof cell === 'string' ? local(cell) : cell);
    default:
      return text;
  }
}

// exceljs hands the sheet to its compressor without waiting for it (its own buffer ignores back-pressure),
// so the rows wait here whenever the compressor's input holds too much: memory stays flat however many rows.
// That input is a stream of the `readable-stream` package, which keeps its length in its state only.
type PendingInput = Writable & { _writableState?: { length: number } };

const pendingBytes = (pipe: PendingInput) => pipe._writableState?.length ?? pipe.writableLength ?? 0;

async function compressorCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  const pipes = (sheet as unknown as { stream?: { pipes?: PendingInput[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) {
    while (pendingBytes(pipe) > MAX_PENDING_BYTES) await once(pipe, 'drain');
  }
  if (pipes.length === 0) await new Promise((resolve) => setImmediate(resolve));
}

/** What an XLSX export writes: its columns, its rows, the time zone its moments are shown in. */
export interface XlsxContent {
  sheetName: string;
  columns: readonly ExportColumn[];
  rows: AsyncIterable<Cell[]>;
  tz: string;
  signal: AbortSignal;
}

/**
 * Writes the workbook into the storage under `key` as it is made, never whole in memory: one sheet,
 * its header row bold and frozen, numbers as numbers, days and moments as dates (moments as the
 * wall clock of `tz` showed them, the header saying which zone), everything else as text.
 */
export async function storeXlsx(storage: Storage, key: string, content: XlsxContent): Promise<Stored> {
  const out = new PassThrough();
  const stored = storage.put(key, out);
  // Should the writing fail, the storage's own failure is the one to wait for, not to report twice.
  stored.catch(() => undefined);
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(content.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = content.columns.map((column) => ({
      header: column.kind === 'moment' ? `${column.header} (${content.tz})` : column.header,
      width: column.width,
      ...(NUMBER_FORMAT[column.kind] ? { style: { numFmt: NUMBER_FORMAT[column.kind] } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    const converters = content.columns.map((column) => converter(column.kind, content.tz));
    // One style object per column, not one per cell: exceljs looks a style it has met up by the object (a third of the time it took).
    const plain: Partial<ExcelJS.Style> = {};
    const styles = content.columns.map((column) => (NUMBER_FORMAT[column.kind] ? { numFmt: NUMBER_FORMAT[column.kind]! } : plain));
    let written = 0;
    for await (const cells of content.rows) {
      const row = sheet.addRow(cells.map((cell, index) => converters[index]!(cell)));
      row.eachCell((cell, column) => {
        cell.style = styles[column - 1]!;
      });
      row.commit();
      if (++written % ROWS_PER_LOOK === 0) {
        throwIfStopped(content.signal);
        await compressorCaughtUp(sheet);
      }
    }
    sheet.commit();
    await workbook.commit();
  } catch (error) {
    out.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
  return stored;
}
