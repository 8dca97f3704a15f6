import { and, eq } from 'drizzle-orm';
import { SCOPED_PERMISSIONS, type Endpoint, type Permission } from '../../contract/endpoint.ts';
import { canAccessCompany, canEditProject, canManageCompany, isFormAssistant, isJudge, type Grantee } from '../auth/grants.ts';
import type { Db } from '../db/db.ts';
import { companies } from '../db/schema/companies.ts';
import { projects } from '../db/schema/projects.ts';
import { AppError } from '../errors.ts';
import { ownersOf, type Scope, type ScopeOwner } from './scope-owners.ts';

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

/** What a scope check answers: let through, refused by the grants, or a record not found under its parents. */
export type ScopeVerdict = 'ok' | 'forbidden' | 'not_found';

/**
 * What a scoped permission lets through: the operator's grants must allow it (else
 * `forbidden`), the company must exist, the project be one of its own, and every record the
 * scope names under them (a form, a judging session: `owners`, in their order) be found there
 * (else `not_found`), and an archived company opens to installation admins only (`forbidden`).
 * The calls and the questions about access (`accounting/operator/can-...`) both ask here, so
 * they never disagree.
 */
export async function scopeVerdict(
  db: Db,
  permission: ScopedPermission,
  scope: Scope,
  who: Grantee,
  owners: readonly ScopeOwner[],
): Promise<ScopeVerdict> {
  if (!RULES[permission](who, scope)) return 'forbidden';
  const named = ['company', 'project', ...owners.map((owner) => owner.field)].map((field) => scope[field]).filter((id) => id !== undefined);
  if (!named.every((id) => UUID.test(id))) return 'not_found';
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
  // Each record is found under the records named above it, by its area's check.
  if (NEEDS[permission].form && scope.form === undefined) return 'not_found';
  for (const owner of owners) {
    if (scope[owner.field] !== undefined && !(await owner.check(db, scope))) return 'not_found';
  }
  // A record the scope names that no area declares is never taken on trust.
  const declared = new Set(['company', 'project', ...owners.map((owner) => owner.field)]);
  if (Object.keys(scope).some((field) => !declared.has(field) && scope[field] !== undefined)) return 'not_found';
  return 'ok';
}

const isScoped = (permission: Permission): permission is ScopedPermission => SCOPED_PERMISSIONS.includes(permission);

/**
 * Checks a scoped permission against the operator's grants (403), then that the company
 * exists and the project is one of its own (404): an id from another company never
 * reaches a handler. A call that keeps its records from strangers (`strangers: 'not_found'`)
 * answers 404 to a caller with no grant in the company.
 */
export async function authorizeScope(
  db: Db,
  endpoint: Endpoint,
  input: unknown,
  grantee: () => Promise<Grantee>,
  owners: readonly ScopeOwner[],
): Promise<void> {
  const permission = endpoint.permission;
  if (!isScoped(permission)) return;
  const applying = ownersOf(owners, endpoint.path);
  const scope = scopeOf(input as Record<string, unknown>, applying);
  if (!scope.company) throw new Error(`${endpoint.path} needs a company field for its ${permission} permission`);
  const who = await grantee();
  const verdict = await scopeVerdict(db, permission, scope, who, applying);
  if (verdict === 'forbidden' && endpoint.strangers === 'not_found' && !canAccessCompany(who, scope.company)) throw new AppError('not_found');
  if (verdict !== 'ok') throw new AppError(verdict);
}

/** The ids a call's input names: its company, project and the records the areas declare, nothing else of the input. */
export function scopeOf(input: Record<string, unknown>, owners: readonly ScopeOwner[]): Scope {
  const scope: Scope = { company: String(input.company ?? '') };
  for (const field of ['project', ...owners.map((owner) => owner.field)]) {
    const value = input[field];
    if (typeof value === 'string') scope[field] = value;
  }
  return scope;
}
