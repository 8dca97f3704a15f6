import { and, eq } from 'drizzle-orm';
import { SCOPED_PERMISSIONS, type Endpoint, type Permission } from '../../contract/endpoint.ts';
import { canAccessCompany, canEditProject, canManageCompany, isFormAssistant, isJudge, type Grantee } from '../auth/grants.ts';
import type { Db } from '../db/db.ts';
import { companies } from '../db/schema/companies.ts';
import { projects } from '../db/schema/projects.ts';
import { AppError } from '../errors.ts';
import { SCOPE_OWNERS, type OwnedRecord, type OwnerCheck, type Scope } from './scope-owners.ts';

export type { Scope } from './scope-owners.ts';

/** A scoped permission: one that names a company in its input. */
export type ScopedPermission = 'companyAccess' | 'companyManage' | 'projectEdit' | 'formAssist' | 'projectJudge';

const RULES: Record<ScopedPermission, (who: Grantee, scope: Scope) => boolean> = {
  companyAccess: (who, scope) => canAccessCompany(who, scope.company),
  companyManage: (who, scope) => canManageCompany(who, scope.company),
  projectEdit: (who, scope) => canEditProject(who, scope.company, scope.project ?? ''),
  formAssist: (who, scope) => isFormAssistant(who, scope.company, scope.project ?? '', scope.form ?? ''),
  projectJudge: (who, scope) => canEditProject(who, scope.company, scope.project ?? '') || isJudge(who, scope.company, scope.project ?? ''),
};

// The records each permission needs named: a project for the project's permissions, a form for the form's.
const NEEDS: Record<ScopedPermission, { project: boolean; form: boolean }> = {
  companyAccess: { project: false, form: false },
  companyManage: { project: false, form: false },
  projectEdit: { project: true, form: false },
  formAssist: { project: true, form: true },
  projectJudge: { project: true, form: false },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a scoped permission lets through: the operator's grants must allow it (else
 * `forbidden`), the company must exist, the project be one of its own, and a form or judging
 * session named be found under them (else `not_found`),
 * and an archived company opens to installation admins only (`forbidden`). The calls and the
 * questions about access (`accounting/operator/can-...`) both ask here, so they never disagree.
 */
export async function scopeVerdict(
  db: Db,
  permission: ScopedPermission,
  scope: Scope,
  who: Grantee,
  owners: Partial<Record<OwnedRecord, OwnerCheck>> = SCOPE_OWNERS,
): Promise<'ok' | 'forbidden' | 'not_found'> {
  if (!RULES[permission](who, scope)) return 'forbidden';
  const ids = [scope.company, scope.project, scope.form, scope.session].filter((id) => id !== undefined);
  if (!ids.every((id) => UUID.test(id))) return 'not_found';
  const [company] = await db
    .select({ id: companies.id, status: companies.status })
    .from(companies)
    .where(eq(companies.id, scope.company.toLowerCase()))
    .limit(1);
  if (!company) return 'not_found';
  // An archived company keeps its people's grants, but only installation admins open it.
  if (company.status === 'archived' && !who.operator.installationAdmin) return 'forbidden';
  if (NEEDS[permission].project || scope.project !== undefined) {
    const [project] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, (scope.project ?? '').toLowerCase()), eq(projects.companyId, company.id)))
      .limit(1);
    if (!project) return 'not_found';
  }
  // A form, then a judging session, is found under the records named above it, by its area's check.
  for (const record of ['form', 'session'] as const) {
    if (scope[record] === undefined && !(record === 'form' && NEEDS[permission].form)) continue;
    const owned = owners[record];
    if (!owned || scope[record] === undefined || !(await owned(db, scope))) return 'not_found';
  }
  return 'ok';
}

const isScoped = (permission: Permission): permission is ScopedPermission => SCOPED_PERMISSIONS.includes(permission);

/**
 * Checks a scoped permission against the operator's grants (403), then that the company
 * exists and the project is one of its own (404): an id from another company never
 * reaches a handler.
 */
export async function authorizeScope(db: Db, endpoint: Endpoint, input: unknown, grantee: () => Promise<Grantee>): Promise<void> {
  const permission = endpoint.permission;
  if (!isScoped(permission)) return;
  const scope = input as Scope;
  if (!scope.company) throw new Error(`${endpoint.path} needs a company field for its ${permission} permission`);
  const verdict = await scopeVerdict(db, permission, scope, await grantee());
  if (verdict !== 'ok') throw new AppError(verdict);
}
