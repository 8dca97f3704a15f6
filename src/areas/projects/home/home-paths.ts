/** The Managers screen of a company. */
export function managersPath(company: string): string {
  return `/app/in/company/${encodeURIComponent(company)}/options/operators`;
}

/** The Project Details screen of a project. */
export function projectDetailsPath(company: string, project: string): string {
  return `/app/in/company/${encodeURIComponent(company)}/project/${encodeURIComponent(project)}/options/main`;
}

/** The Company Details screen of a company still to be made (installation admins). */
export function newCompanyPath(): string {
  return '/app/in/admin/companies/edit/new';
}
