// The rows of `user_exports`: one per export of people, written at its start, completed with the
// manifest when its file is stored, counted at each download, marked when its file is removed.
import { desc, eq, sql } from 'drizzle-orm';
import { USER_EXPORT_KEPT_DAYS, type UserExportItem, type UserExportKind } from '../../../contract/users.ts';
import type { Db } from '../../db/db.ts';
import { operators } from '../../db/schema/accounting.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { userExports } from '../../db/schema/user-exports.ts';
import { AppError } from '../../errors.ts';
import { writeLog } from '../../http/oplog.ts';
import type { JobDownload } from '../../jobs/kind.ts';

const KEPT_MS = USER_EXPORT_KEPT_DAYS * 24 * 60 * 60 * 1000;

/** The path the download of an export is logged under (the GET of `jobFilePath` is not a contract call). */
export const USER_EXPORT_DOWNLOAD = 'admin/installation/export/download';

/** The log's target of an export. */
export const exportTarget = (id: string) => `user-export:${id}`;

/** What an export's row starts with. */
export interface NewUserExport {
  id: string;
  kind: UserExportKind;
  format: 'csv' | 'xlsx';
  purpose: string;
  filters: Record<string, unknown>;
  columns: string[];
  requestedBy: string;
}

/** Writes the row of an export as it starts; its expiry is set again once its file is ready. */
export async function exportStarted(db: Db, row: NewUserExport, now: Date): Promise<void> {
  await db.insert(userExports).values({ ...row, createdAt: now, expiresAt: new Date(now.getTime() + KEPT_MS) });
}

/** The manifest an export's row and its job's result hold. */
export interface UserExportManifest {
  kind: UserExportKind;
  format: 'csv' | 'xlsx';
  purpose: string;
  filters: Record<string, unknown>;
  columns: string[];
  count: number;
  bytes: number;
  sha256: string;
  expires_at: string;
}

/** Completes an export's row once its file is stored: the manifest, and the file kept for three days from now. */
export async function exportFinished(
  db: Db,
  id: string,
  file: { key: string; name: string; count: number; bytes: number; sha256: string },
  now: Date,
): Promise<UserExportManifest> {
  const expiresAt = new Date(now.getTime() + KEPT_MS);
  const [row] = await db
    .update(userExports)
    .set({ fileKey: file.key, fileName: file.name, rowCount: file.count, bytes: file.bytes, sha256: file.sha256, finishedAt: now, expiresAt })
    .where(eq(userExports.id, id))
    .returning();
  if (!row) throw new Error(`No export row for job ${id}`);
  const { kind, format, purpose, filters, columns } = row;
  return { kind, format, purpose, filters, columns, count: file.count, bytes: file.bytes, sha256: file.sha256, expires_at: expiresAt.toISOString() };
}

/** Marks an export that was cancelled or failed for good: it has no file. */
export async function exportDiscarded(db: Db, id: string, now: Date): Promise<void> {
  await db.update(userExports).set({ fileKey: null, removedAt: now }).where(eq(userExports.id, id));
}

/**
 * Before the file of an export is served: refused with 410 once expired or removed, and to an
 * operator who is no longer an installation admin; else counted on the row and logged with its purpose.
 */
export async function exportDownloaded({ job, deps, operatorId, ip, now }: JobDownload): Promise<void> {
  const db = deps.database.db;
  const [caller] = await db.select({ admin: operators.installationAdmin }).from(operators).where(eq(operators.id, operatorId));
  if (!caller?.admin) throw new AppError('not_found');
  const [row] = await db.select().from(userExports).where(eq(userExports.id, job.id));
  if (!row) throw new AppError('not_found');
  if (row.removedAt || !row.fileKey || row.expiresAt <= now) throw new AppError('export_expired');
  await db
    .update(userExports)
    .set({ downloads: sql`${userExports.downloads} + 1` })
    .where(eq(userExports.id, row.id));
  await writeLog(db, {
    at: now,
    operatorId,
    ip,
    endpoint: USER_EXPORT_DOWNLOAD,
    status: 200,
    target: exportTarget(row.id),
    summary: { kind: row.kind, format: row.format, purpose: row.purpose, count: row.rowCount, sha256: row.sha256 },
  });
}

/** One page of the installation's exports, newest first, with who asked and the job's state while it is kept. */
export async function listExports(db: Db, callerId: string, page: number, pageSize: number, now: Date): Promise<{ items: UserExportItem[]; total: number }> {
  const [rows, [{ total = 0 } = {}]] = await Promise.all([
    db
      .select({ row: userExports, email: operators.email, state: jobs.state })
      .from(userExports)
      .leftJoin(operators, eq(operators.id, userExports.requestedBy))
      .leftJoin(jobs, eq(jobs.id, userExports.id))
      .orderBy(desc(userExports.createdAt), desc(userExports.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(userExports),
  ]);
  return { items: rows.map(({ row, email, state }) => presentExport(row, email, state, callerId, now)), total };
}

function presentExport(
  row: typeof userExports.$inferSelect,
  email: string | null,
  state: UserExportItem['state'],
  callerId: string,
  now: Date,
): UserExportItem {
  const live = Boolean(row.fileKey && !row.removedAt && row.expiresAt > now && state === 'done');
  return {
    id: row.id,
    kind: row.kind,
    format: row.format,
    purpose: row.purpose,
    filters: row.filters,
    columns: row.columns,
    count: row.rowCount,
    bytes: row.bytes,
    sha256: row.sha256,
    requested_by: row.requestedBy && email !== null ? { id: row.requestedBy, email } : null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    removed_at: row.removedAt?.toISOString() ?? null,
    downloads: row.downloads,
    state,
    downloadable: live && row.requestedBy === callerId,
  };
}
