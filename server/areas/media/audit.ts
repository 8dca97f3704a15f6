import { MEDIA_UPLOAD_PATH } from '../../../contract/media.ts';
import type { Db } from '../../db/db.ts';
import { summarize, writeLog } from '../../http/oplog.ts';
import type { Caller } from './caller.ts';
import type { MediaRow } from './service.ts';

/** What is known of an upload so far: the fields sent before its file, and the file's name. */
export interface UploadTrail {
  fields: Record<string, string>;
  name?: string;
}

/** How an upload ended: the new file, or the refusal with its reason. */
export interface UploadOutcome {
  status: number;
  mediaId?: string;
  type?: string;
  size?: number;
  error?: string;
  reason?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Writes the operations' log row of one upload, stored or refused. */
export async function logUpload(db: Db, caller: Caller, trail: UploadTrail, outcome: UploadOutcome): Promise<void> {
  const company = trail.fields.company;
  const { status, mediaId, ...rest } = outcome;
  await writeLog(db, {
    at: caller.now,
    operatorId: caller.session?.operator.id ?? null,
    ip: caller.ip,
    endpoint: MEDIA_UPLOAD_PATH,
    status,
    target: mediaId ? `media:${mediaId}` : null,
    companyId: company && UUID.test(company) ? company.toLowerCase() : null,
    summary: JSON.parse(JSON.stringify({ ...summarize(trail.fields), name: trail.name, ...rest })) as Record<string, unknown>,
  });
}

/** Writes the log row of a signed-in operator refused a file (they are answered 404, as for a file that does not exist). */
export async function logRefusedRead(db: Db, caller: Caller, endpoint: string, row: MediaRow): Promise<void> {
  await writeLog(db, {
    at: caller.now,
    operatorId: caller.session?.operator.id ?? null,
    ip: caller.ip,
    endpoint,
    status: 404,
    target: `media:${row.id}`,
    companyId: row.companyId,
    summary: { media_id: row.id, kind: row.kind, error: 'not_found' },
  });
}
