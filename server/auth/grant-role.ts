import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { CompanyRole } from '../../contract/roles.ts';
import type { Db } from '../db/db.ts';
import { companies } from '../db/schema/companies.ts';
import { forms } from '../db/schema/forms.ts';
import { grants } from '../db/schema/operators.ts';
import { projects } from '../db/schema/projects.ts';

/** A role to give in a company, on some of its projects or (none listed) on all of them; an assistant's on some forms. */
export interface RoleGrant {
  operatorId: string;
  companyId: string;
  role: CompanyRole;
  projectIds: string[];
  /** An assistant's forms: the grant covers these forms only, each under its project. */
  formIds?: string[];
  grantedBy?: string | null;
}

/**
 * Gives a role in a company. Projects and forms that are no longer the company's are left out,
 * and a company that no longer exists gives nothing: an old invitation never fails.
 */
export async function grantRole(db: Db, grant: RoleGrant, now: Date): Promise<void> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, grant.companyId));
  if (!company) return;
  if (grant.role === 'assistant' && grant.formIds && grant.formIds.length > 0) return grantForms(db, { ...grant, formIds: grant.formIds }, now);
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

// An assistant's grant on each form that is still one of the company's (and of the projects named, when some are).
async function grantForms(db: Db, grant: RoleGrant & { formIds: string[] }, now: Date): Promise<void> {
  const found = await db
    .select({ id: forms.id, projectId: forms.projectId })
    .from(forms)
    .where(
      and(eq(forms.companyId, grant.companyId), inArray(forms.id, grant.formIds), grant.projectIds.length > 0 ? inArray(forms.projectId, grant.projectIds) : undefined),
    );
  if (found.length === 0) return;
  await db
    .insert(grants)
    .values(
      found.map((form) => ({
        id: crypto.randomUUID(),
        operatorId: grant.operatorId,
        companyId: grant.companyId,
        role: 'assistant' as const,
        projectId: form.projectId,
        formId: form.id,
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
