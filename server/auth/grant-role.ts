import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { CompanyRole } from '../../contract/roles.ts';
import type { Db } from '../db/db.ts';
import { companies } from '../db/schema/companies.ts';
import { grants } from '../db/schema/operators.ts';
import { projects } from '../db/schema/projects.ts';

/** A role to give in a company, on some of its projects or (none listed) on all of them. */
export interface RoleGrant {
  operatorId: string;
  companyId: string;
  role: CompanyRole;
  projectIds: string[];
  grantedBy?: string | null;
}

/**
 * Gives a role in a company. Projects that are no longer the company's are left out,
 * and a company that no longer exists gives nothing: an old invitation never fails.
 */
export async function grantRole(db: Db, grant: RoleGrant, now: Date): Promise<void> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, grant.companyId));
  if (!company) return;
  const wanted = grant.role === 'manager' ? [] : grant.projectIds;
  const kept =
    wanted.length === 0
      ? []
      : await db
          .select({ id: projects.id })
          .from(projects)
          .where(and(eq(projects.companyId, grant.companyId), inArray(projects.id, wanted)));
  if (wanted.length > 0 && kept.length === 0) return;
  const scopes: Array<string | null> = wanted.length === 0 ? [null] : kept.map((project) => project.id);
  await db
    .insert(grants)
    .values(
      scopes.map((projectId) => ({
        id: crypto.randomUUID(),
        operatorId: grant.operatorId,
        companyId: grant.companyId,
        role: grant.role,
        projectId,
        grantedBy: grant.grantedBy ?? null,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}

/** Takes every role an operator holds in a company. */
export async function revokeRoles(db: Db, operatorId: string, companyId: string): Promise<number> {
  const removed = await db
    .delete(grants)
    .where(and(eq(grants.operatorId, operatorId), eq(grants.companyId, companyId)))
    .returning({ id: grants.id });
  return removed.length;
}
