// The files the filtered submissions answered, as one ZIP streamed from the media storage into the
// export's file: a folder per submission and a manifest. One pass: a restarted attempt starts it again.
import { and, eq, inArray } from 'drizzle-orm';
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import yazl from 'yazl';
import type { FormField } from '../../../contract/form-definition.ts';
import type { Db } from '../../db/db.ts';
import { media } from '../../db/schema/media.ts';
import { publicBase } from '../../http/hosts.ts';
import { throwIfStopped, type JobContext, type JobResult } from '../../jobs/kind.ts';
import { isFileAnswer } from '../../respondents/answered-versions.ts';
import type { Storage } from '../../storage/storage.ts';
import { fileLink, type ExportRecord } from '../../exports/export-columns.ts';
import { csvLine, UTF8_BOM } from '../../exports/csv.ts';
import { countBelow, FIRST_CURSOR, readBelow, type PageCursor } from './export-read.ts';
import { exportFileKey, exportSetting, type ExportJobInput, type ExportSetting } from './export-setting.ts';
import { EXPORT_PAGE_ROWS, EXPORT_PART_ROWS } from './export-table.ts';
import { EXPORT_WORDS } from '../../exports/export-words.ts';

/** The name of the manifest inside the ZIP. */
export const MANIFEST_NAME = 'manifest.csv';

const manifestKey = (jobId: string) => `exports/${jobId}.manifest.csv`;

// Characters no file system takes in a name; the respondent's browser named the file.
const UNSAFE = /[\\/:*?"<>|]/g;

// Control characters, by their code: a name never carries them into a path.
const withoutControls = (name: string) => [...name].map((char) => (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f ? '_' : char)).join('');

/** A file's name as a ZIP entry may carry it: no folders, no characters file systems refuse, at most 120 characters. */
export function safeFileName(name: string): string {
  const clean = withoutControls(name).replace(UNSAFE, '_').replace(/^[.\s]+|[.\s]+$/g, '') || 'file';
  if (clean.length <= 120) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 120 - extension.length) + extension;
}

// A submission's folder: the day it was sent in the caller's time zone (or "draft"), and the start of its id.
function folderOf(record: ExportRecord, day: Intl.DateTimeFormat): string {
  const sent = record.submittedAt ? day.format(new Date(record.submittedAt)) : 'draft';
  return `${sent}_${record.id.slice(0, 8)}`;
}

type MediaFile = { id: string; fileName: string; mime: string; size: number; storageKey: string | null; data: Buffer | null };

// The files of a page that belong to the form's project: an answer never names another project's file.
async function pageFiles(db: Db, project: string, ids: string[]): Promise<Map<string, MediaFile>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: media.id, fileName: media.fileName, mime: media.mime, size: media.size, storageKey: media.storageKey, data: media.data })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.projectId, project)));
  return new Map(rows.map((row) => [row.id, row as MediaFile]));
}

async function openFile(storage: Storage, file: MediaFile): Promise<Readable | null> {
  if (file.data) return Readable.from([Buffer.from(file.data)]);
  return file.storageKey ? storage.open(file.storageKey) : null;
}

/** Writes every file the filtered submissions answered into a ZIP in the storage, with its manifest. */
export async function exportZip(ctx: JobContext, input: ExportJobInput): Promise<JobResult> {
  const setting = await exportSetting(ctx, input);
  const db = ctx.deps.database.db;
  const cursor = FIRST_CURSOR;
  const total = await countBelow(db, setting.where, cursor);
  await ctx.save({ zip: true, total }, 0, total);
  const key = exportFileKey(ctx.job.id, 'zip');
  const zip = new yazl.ZipFile();
  const zipOut = zip.outputStream as PassThrough;
  const manifest = new PassThrough();
  const stored = ctx.deps.storage.put(key, zipOut);
  const manifestStored = ctx.deps.storage.put(manifestKey(ctx.job.id), manifest);
  // Whichever fails first ends the export; the others' failures are awaited below, never left unheard.
  const zipFailed = new Promise<never>((_, reject) => zip.on('error', reject));
  const failure = Promise.race([zipFailed, stored.then(() => new Promise<never>(() => undefined)), manifestStored.then(() => new Promise<never>(() => undefined))]);
  for (const promise of [stored, manifestStored, zipFailed, failure]) promise.catch(() => undefined);
  try {
    const writing = writeFiles(ctx, input, setting, { zip, manifest, cursor, total });
    writing.catch(() => undefined);
    const written = await Promise.race([writing, failure]);
    manifest.end();
    await Promise.race([manifestStored, zipFailed]);
    const manifestFile = await ctx.deps.storage.open(manifestKey(ctx.job.id));
    if (manifestFile) zip.addReadStream(manifestFile, MANIFEST_NAME, { mtime: ctx.deps.clock.now() });
    zip.end();
    const { size } = await Promise.race([stored, zipFailed]);
    await ctx.deps.storage.remove(manifestKey(ctx.job.id));
    await ctx.save({ zip: true, total: written.submissions }, written.submissions, written.submissions);
    return { file: { key, name: `${setting.slug}-files.zip`, type: 'application/zip', size }, rows: written.submissions, files: written.files };
  } catch (error) {
    zipOut.destroy(error as Error);
    manifest.destroy(error as Error);
    await Promise.allSettled([stored, manifestStored]);
    throw error;
  }
}

interface ZipWriting {
  zip: yazl.ZipFile;
  manifest: PassThrough;
  cursor: PageCursor;
  total: number;
}

// What writing one page of files needs: the ZIP and its manifest, the words, the links' base, the file fields.
interface PageWriting {
  ctx: JobContext;
  input: ExportJobInput;
  zip: yazl.ZipFile;
  manifest: PassThrough;
  words: (typeof EXPORT_WORDS)[keyof typeof EXPORT_WORDS];
  base: string;
  day: Intl.DateTimeFormat;
  fileFields: FormField[];
  labelOf: Map<string, string>;
}

// Reading by parts of EXPORT_PART_ROWS submissions, each in pages of EXPORT_PAGE_ROWS, the files of each page in turn.
async function writeFiles(ctx: JobContext, input: ExportJobInput, setting: ExportSetting, writing: ZipWriting) {
  const words = EXPORT_WORDS[input.lang];
  const fileFields = setting.plan.fields.filter((field) => field.type === 'file');
  const labelOf = new Map(fileFields.map((field) => [field.key, setting.plan.columns[setting.plan.fields.indexOf(field) + 1]!.header]));
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: input.tz, year: 'numeric', month: '2-digit', day: '2-digit' });
  const pageWriting: PageWriting = { ctx, input, zip: writing.zip, manifest: writing.manifest, words, base: publicBase(ctx.deps.config), day, fileFields, labelOf };
  await writeManifest(writing.manifest, UTF8_BOM + csvLine([words.folder, words.file, words.field, words.size, words.type, words.id, words.link]));
  let cursor: PageCursor | null = writing.cursor;
  let submissions = 0;
  let files = 0;
  while (cursor) {
    for await (const page of readBelow(ctx.deps.database.db, setting.where, cursor, EXPORT_PART_ROWS, EXPORT_PAGE_ROWS)) {
      throwIfStopped(ctx.signal);
      files += await writePage(pageWriting, page.records);
      submissions += page.records.length;
      cursor = page.next;
      await ctx.progress(submissions, writing.total);
    }
  }
  return { submissions, files };
}

// Each file is added once the one before it is in the ZIP, so the ZIP is written at the pace the storage takes it.
async function writePage(writing: PageWriting, records: ExportRecord[]): Promise<number> {
  const { ctx, words } = writing;
  const answered = records.flatMap((record) =>
    writing.fileFields.flatMap((field) => {
      const answer = record.answers[field.key];
      return isFileAnswer(answer) ? [{ record, field, mediaId: answer.media_id, given: (answer as { name?: unknown }).name }] : [];
    }),
  );
  const found = await pageFiles(ctx.deps.database.db, writing.input.project, [...new Set(answered.map((entry) => entry.mediaId))]);
  let files = 0;
  for (const { record, field, mediaId, given } of answered) {
    throwIfStopped(ctx.signal);
    const file = found.get(mediaId);
    const folder = folderOf(record, writing.day);
    const name = file ? `${field.key}-${safeFileName(file.fileName)}` : '';
    const bytes = file ? await openFile(ctx.deps.storage, file) : null;
    if (bytes) {
      // Uploads are PDFs and images, compressed already: stored as they are.
      writing.zip.addReadStream(bytes, `${folder}/${name}`, { compress: false, mtime: ctx.deps.clock.now() });
      await once(bytes, 'end');
      files++;
    }
    const shownName = bytes ? name : `${file?.fileName ?? (typeof given === 'string' ? given : mediaId)} (${words.missing})`;
    const label = writing.labelOf.get(field.key) ?? field.key;
    await writeManifest(writing.manifest, csvLine([folder, shownName, label, file?.size ?? null, file?.mime ?? null, record.id, fileLink(writing.base, mediaId)]));
  }
  return files;
}

async function writeManifest(manifest: PassThrough, line: string): Promise<void> {
  if (!manifest.write(line)) await once(manifest, 'drain');
}

/** Removes what an unfinished ZIP export left: its manifest, and its file should a cancel land after it was written. */
export async function discardZip(ctx: Pick<JobContext, 'job' | 'deps'>): Promise<void> {
  await ctx.deps.storage.remove(manifestKey(ctx.job.id));
  await ctx.deps.storage.remove(exportFileKey(ctx.job.id, 'zip'));
}
