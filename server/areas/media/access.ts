import type { Endpoint, Permission } from '../../../contract/endpoint.ts';
import { MEDIA_KIND_RULES, MEDIA_UPLOAD_PATH, MediaUploadFields, MediaUploadOutput, mediaScope } from '../../../contract/media.ts';
import type { Grantee } from '../../auth/grants.ts';
import type { Db } from '../../db/db.ts';
import { authorizeScope } from '../../http/authorize.ts';
import { AppError, fieldError } from '../../errors.ts';
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
 * Who may read a file that is not public: installation admins, and operators holding a grant
 * on its project (or on every project of its company) while the company is not archived.
 */
export function canRead(row: MediaRow, who: Grantee): boolean {
  if (MEDIA_KIND_RULES[row.kind].public || who.operator.installationAdmin) return true;
  if (!row.companyId || row.companyStatus !== 'active') return false;
  return who.grants.some(
    (grant) => grant.companyId === row.companyId && (row.projectId === null || grant.projectId === null || grant.projectId === row.projectId),
  );
}
