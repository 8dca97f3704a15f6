import type { Endpoint, Permission } from '../../../contract/endpoint.ts';
import { MEDIA_KIND_RULES, MEDIA_UPLOAD_PATH, MediaUploadFields, MediaUploadOutput, mediaScope } from '../../../contract/media.ts';
import type { Grantee } from '../../auth/grants.ts';
import type { Db } from '../../db/db.ts';
import { authorizeScope } from '../../http/authorize.ts';
import { AppError, fieldError } from '../../errors.ts';
import { answerFileName } from './answer-access.ts';
import type { Caller } from './caller.ts';
import type { MediaRow } from './service.ts';

/** The fields of an upload once checked. */
export type UploadFields = ReturnType<typeof MediaUploadFields.parse>;

// The upload as the adapter's scope check reads an endpoint: it asks only for the permission.
const asEndpoint = (permission: Permission): Endpoint => ({
  path: MEDIA_UPLOAD_PATH,
  kind: 'mutation',
  permission,
  input: MediaUploadFields,
  output: MediaUploadOutput,
});

/**
 * Checks who may add a file where, as the adapter checks a scoped call: the installation's
 * files are its admins', a company's its managers', a project's its editors' (403); an
 * unknown company, or a project of another company, is 404.
 */
export async function authorizeUpload(db: Db, fields: UploadFields, caller: Caller): Promise<void> {
  if (fields.project && !fields.company) throw fieldError({ company: { rule: 'required' } });
  const scope = mediaScope(fields);
  if (!MEDIA_KIND_RULES[fields.kind].scopes.includes(scope)) throw fieldError({ project: { rule: 'required' } });
  if (scope === 'installation') {
    if (!(await caller.grantee()).operator.installationAdmin) throw new AppError('forbidden');
    return;
  }
  const permission = scope === 'project' ? 'projectEdit' : 'companyManage';
  // Only a company and a project: no record under them to find.
  await authorizeScope(db, asEndpoint(permission), { company: fields.company, project: fields.project }, caller.grantee, []);
}

/**
 * The name an operator reads a file that is not public under, or null when they may not read it.
 * Installation admins read every file; while the company is not archived, an attachment goes to
 * whoever holds a grant on its project (or on every project of its company), and a file given as
 * an answer as `answerFileName` says (a judge reads it under a neutral name).
 */
export async function readableName(db: Db, row: MediaRow, who: Grantee, operatorId: string): Promise<string | null> {
  if (MEDIA_KIND_RULES[row.kind].public || who.operator.installationAdmin) return row.fileName;
  const { companyId, projectId } = row;
  if (!companyId || row.companyStatus !== 'active') return null;
  if (row.kind === 'answer') return projectId ? answerFileName(db, { ...row, companyId, projectId }, who, operatorId) : null;
  const granted = who.grants.some(
    (grant) => grant.companyId === companyId && (projectId === null || grant.projectId === null || grant.projectId === projectId),
  );
  return granted ? row.fileName : null;
}
