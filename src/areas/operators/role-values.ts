import { COMPANY_ROLES, type CompanyRole } from '../../../contract/roles.ts';

/** Roles that cover chosen projects; a manager always holds the whole company. */
export function isProjectRole(role: CompanyRole): boolean {
  return role !== 'manager';
}

/** The role part of an invite or a role change: a manager's project list is always empty. */
export function rolePayload(role: CompanyRole, projects: string[]): { Role: CompanyRole; Projects: string[] } {
  return { Role: role, Projects: isProjectRole(role) ? [...new Set(projects)] : [] };
}

/** The select options of the roles, worded by `label`. */
export function roleOptions(label: (role: CompanyRole) => string): Array<{ value: CompanyRole; label: string }> {
  return COMPANY_ROLES.map((role) => ({ value: role, label: label(role) }));
}

/** True when the text is one of the company roles. */
export function isCompanyRole(value: string | null): value is CompanyRole {
  return value !== null && (COMPANY_ROLES as readonly string[]).includes(value);
}

/** One grant per role: the names of the projects (and an assistant's forms) it covers, or null when it covers every project. */
export function groupGrants(
  grants: Array<{ role: CompanyRole; project_id: string | null; form_id?: string | null }>,
  projectName: (id: string) => string,
  formName: (id: string) => string = () => '',
): Array<{ role: CompanyRole; projects: string[] | null }> {
  const byRole = new Map<CompanyRole, string[] | null>();
  for (const grant of grants) {
    const known = byRole.get(grant.role);
    if (grant.project_id === null || known === null) {
      byRole.set(grant.role, null);
    } else {
      byRole.set(grant.role, [...(known ?? []), grant.form_id ? formName(grant.form_id) : projectName(grant.project_id)]);
    }
  }
  return COMPANY_ROLES.filter((role) => byRole.has(role)).map((role) => ({ role, projects: byRole.get(role) ?? null }));
}

/** The grants a role change starts from: an assistant's grants on single forms are the Form assistants' section's. */
export function projectWideGrants<G extends { form_id?: string | null }>(grants: G[]): G[] {
  return grants.filter((grant) => !grant.form_id);
}
