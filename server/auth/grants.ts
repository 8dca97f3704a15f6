import { eq, sql } from 'drizzle-orm';
import { prepared } from '../db/prepared.ts';
import type { Db } from '../db/db.ts';
import { grants } from '../db/schema/operators.ts';
import type { OperatorRow } from './sessions.ts';

/** One grant as the rules read it. */
export type Grant = Pick<typeof grants.$inferSelect, 'companyId' | 'role' | 'projectId' | 'formId'>;

/** An operator with the grants they hold. */
export interface Grantee {
  operator: Pick<OperatorRow, 'installationAdmin'>;
  grants: Grant[];
}

/** The grants an operator holds, in every company. */
export async function loadGrants(db: Db, operatorId: string): Promise<Grant[]> {
  return prepared(db, 'load_grants', (on) =>
    on
      .select({ companyId: grants.companyId, role: grants.role, projectId: grants.projectId, formId: grants.formId })
      .from(grants)
      .where(eq(grants.operatorId, sql.placeholder('operator')))
      .prepare('load_grants'),
  ).execute({ operator: operatorId });
}

const inCompany = (who: Grantee, company: string) => who.grants.filter((grant) => grant.companyId === company);

/** Any grant in the company opens it; installation admins open every company. */
export function canAccessCompany(who: Grantee, company: string): boolean {
  return who.operator.installationAdmin || inCompany(who, company).length > 0;
}

/** Managers of the company, and installation admins. */
export function canManageCompany(who: Grantee, company: string): boolean {
  return who.operator.installationAdmin || inCompany(who, company).some((grant) => grant.role === 'manager');
}

/** The company's managers, editors of that project (or of every project of the company), and installation admins. */
export function canEditProject(who: Grantee, company: string, project: string): boolean {
  if (canManageCompany(who, company)) return true;
  return inCompany(who, company).some(
    (grant) => grant.role === 'editor' && (grant.projectId === null || grant.projectId === project),
  );
}

/** Whoever edits the project, and assistants of that form (or of every form of the project). */
export function isFormAssistant(who: Grantee, company: string, project: string, form: string): boolean {
  if (canEditProject(who, company, project)) return true;
  return inCompany(who, company).some(
    (grant) =>
      grant.role === 'assistant' &&
      (grant.projectId === null || grant.projectId === project) &&
      (grant.formId === null || grant.formId === form),
  );
}

/** Judges of the project (or of every project of the company). */
export function isJudge(who: Grantee, company: string, project: string): boolean {
  return inCompany(who, company).some(
    (grant) => grant.role === 'judge' && (grant.projectId === null || grant.projectId === project),
  );
}

/** The companies an operator may open through grants (installation admins open all of them). */
export function grantedCompanies(who: Grantee): string[] {
  return [...new Set(who.grants.map((grant) => grant.companyId))];
}
