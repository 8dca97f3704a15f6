import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../contract/languages.ts';
import type { CompanyRole } from '../../../contract/roles.ts';
import { grantRole, revokeRoles } from '../../auth/grant-role.ts';
import { operatorLanguage } from '../../auth/operators.ts';
import type { Db } from '../../db/db.ts';
import { operators } from '../../db/schema/accounting.ts';
import { forms } from '../../db/schema/forms.ts';
import { grants, invites, type InviteGrant } from '../../db/schema/operators.ts';
import { projects } from '../../db/schema/projects.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CallContext } from '../../http/handler.ts';
import { createInvite } from './invites.ts';

type CompanyGrant = Extract<InviteGrant, { companyId: string }>;

/** Refuses projects that are not the company's, field by field. */
export async function checkProjects(db: Db, company: string, projectIds: string[]): Promise<void> {
  if (projectIds.length === 0) return;
  const found = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.companyId, company), inArray(projects.id, projectIds)));
  if (found.length !== new Set(projectIds).size) throw fieldError({ Projects: { rule: 'invalid' } });
}

/** The company's operators with their roles there, and its open invitations. */
export async function listCompanyOperators(db: Db, company: string, now: Date) {
  const rows = await db
    .select({ operator: operators, role: grants.role, projectId: grants.projectId, formId: grants.formId })
    .from(grants)
    .innerJoin(operators, eq(operators.id, grants.operatorId))
    .where(eq(grants.companyId, company))
    .orderBy(asc(operators.email), asc(grants.role));
  const byId = new Map<
    string,
    { id: string; email: string; first_name: string; installation_admin: boolean; roles: Array<{ role: CompanyRole; project_id: string | null; form_id: string | null }> }
  >();
  for (const row of rows) {
    const entry = byId.get(row.operator.id) ?? {
      id: row.operator.id,
      email: row.operator.email,
      first_name: row.operator.firstName,
      installation_admin: row.operator.installationAdmin,
      roles: [],
    };
    entry.roles.push({ role: row.role, project_id: row.projectId, form_id: row.formId });
    byId.set(row.operator.id, entry);
  }
  const open = await db
    .select()
    .from(invites)
    .where(and(isNull(invites.acceptedAt), sql`${invites.grants} @> ${JSON.stringify([{ companyId: company }])}::jsonb`))
    .orderBy(desc(invites.createdAt));
  const pending = open.flatMap((invite) =>
    invite.grants
      .filter((grant): grant is CompanyGrant => 'companyId' in grant && grant.companyId === company)
      .map((grant) => ({
        email: invite.email,
        role: grant.role,
        projects: grant.projectIds ?? [],
        forms: grant.formIds ?? [],
        created_at: invite.createdAt.toISOString(),
        expires_at: invite.expiresAt.toISOString(),
        expired: invite.expiresAt <= now,
      })),
  );
  const formIds = [...rows.flatMap((row) => (row.formId ? [row.formId] : [])), ...pending.flatMap((invite) => invite.forms)];
  return { operators: [...byId.values()], invites: pending, forms: await grantedForms(db, company, formIds) };
}

// The forms grants and invitations name, with what the screen shows of them.
async function grantedForms(db: Db, company: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: forms.id, projectId: forms.projectId, slug: forms.slug, draft: forms.draft })
    .from(forms)
    .where(and(eq(forms.companyId, company), inArray(forms.id, [...new Set(ids)])))
    .orderBy(asc(forms.slug));
  return rows.map((row) => ({ id: row.id, project_id: row.projectId, slug: row.slug, title: row.draft.title as Record<string, string> }));
}

/** Invites someone to a role in the company. */
export async function inviteToCompany(
  ctx: CallContext,
  input: { company: string; Email: string; Lang?: Language | undefined; Role: CompanyRole; Projects: string[] },
): Promise<void> {
  await checkProjects(ctx.db, input.company, input.Projects);
  const projectIds = input.Role === 'manager' ? [] : input.Projects;
  await createInvite(ctx, { email: input.Email, grants: [{ role: input.Role, companyId: input.company, projectIds }], lang: input.Lang });
}

/** Sends a new link for the newest open invitation of that address to the company. */
export async function resendInvite(ctx: CallContext, company: string, email: string): Promise<void> {
  const [invite] = await ctx.db
    .select()
    .from(invites)
    .where(
      and(
        eq(invites.email, email),
        isNull(invites.acceptedAt),
        sql`${invites.grants} @> ${JSON.stringify([{ companyId: company }])}::jsonb`,
      ),
    )
    .orderBy(desc(invites.createdAt))
    .limit(1);
  if (!invite) throw new AppError('not_found');
  await ctx.db.delete(invites).where(eq(invites.id, invite.id));
  // The new link keeps the language the inviter chose.
  await createInvite(ctx, { email, grants: invite.grants, lang: operatorLanguage({ preferredLang: invite.lang }) });
}

/** Replaces an operator's roles in the company with one role. */
export async function setCompanyRole(
  ctx: CallContext,
  input: { company: string; operator: string; Role: CompanyRole; Projects: string[] },
): Promise<void> {
  await checkProjects(ctx.db, input.company, input.Projects);
  if ((await revokeRoles(ctx.db, input.operator, input.company)) === 0) throw new AppError('not_found');
  await grantRole(
    ctx.db,
    { operatorId: input.operator, companyId: input.company, role: input.Role, projectIds: input.Projects, grantedBy: ctx.session!.operator.id },
    ctx.now,
  );
}

/** An operator's roles in the company and the names of their projects there, as the log shows them before and after a change. */
export async function companyRolesOf(db: Db, company: string, operator: string): Promise<{ Role: string[]; Projects: string[] }> {
  const rows = await db
    .select({ role: grants.role, project: projects.name })
    .from(grants)
    .leftJoin(projects, eq(projects.id, grants.projectId))
    .where(and(eq(grants.companyId, company), eq(grants.operatorId, operator)))
    .orderBy(asc(grants.role), asc(projects.name));
  return {
    Role: [...new Set(rows.map((row) => row.role))],
    Projects: [...new Set(rows.flatMap((row) => (row.project === null ? [] : [row.project])))],
  };
}

/** Takes every role in the company from an operator; their next call there is refused. */
export async function revokeFromCompany(ctx: CallContext, company: string, operator: string): Promise<void> {
  if ((await revokeRoles(ctx.db, operator, company)) === 0) throw new AppError('not_found');
}
