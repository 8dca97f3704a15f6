import { and, eq } from 'drizzle-orm';
import { SCOPED_PERMISSIONS, type Endpoint } from '../../contract/endpoint.ts';
import { canAccessCompany, canEditProject, canManageCompany, type Grantee } from '../auth/grants.ts';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema/companies.ts';
import { projects } from '../db/schema/projects.ts';
import { AppError } from './errors.ts';

interface Scope {
  company?: string;
  project?: string;
}

const RULES = {
  companyAccess: (who: Grantee, scope: Scope) => canAccessCompany(who, scope.company!),
  companyManage: (who: Grantee, scope: Scope) => canManageCompany(who, scope.company!),
  projectEdit: (who: Grantee, scope: Scope) => canEditProject(who, scope.company!, scope.project ?? ''),
} as const;

/**
 * Checks a scoped permission against the operator's grants (403), then that the company
 * exists and the project is one of its own (404): an id from another company never
 * reaches a handler.
 */
export async function authorizeScope(db: Db, endpoint: Endpoint, input: unknown, grantee: () => Promise<Grantee>): Promise<void> {
  const permission = endpoint.permission;
  if (!SCOPED_PERMISSIONS.includes(permission)) return;
  const scope = input as Scope;
  if (!scope.company) throw new Error(`${endpoint.path} needs a company field for its ${permission} permission`);
  const who = await grantee();
  if (!RULES[permission as keyof typeof RULES](who, scope)) throw new AppError('forbidden');
  const [company] = await db
    .select({ id: companies.id, status: companies.status })
    .from(companies)
    .where(eq(companies.id, scope.company))
    .limit(1);
  if (!company) throw new AppError('not_found');
  // An archived company keeps its people's grants, but only installation admins open it.
  if (company.status === 'archived' && !who.operator.installationAdmin) throw new AppError('forbidden');
  if (permission === 'projectEdit' || scope.project !== undefined) {
    const [project] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, scope.project ?? ''), eq(projects.companyId, scope.company)))
      .limit(1);
    if (!project) throw new AppError('not_found');
  }
}
