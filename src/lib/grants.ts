/** A company as the navigation lists it to an operator: whether they manage it, and which of its projects they edit. */
export interface CompanyGrants {
  can_manage: boolean;
  projects: ReadonlyArray<{ can_edit: boolean; forms?: readonly unknown[] }>;
}

/** Whether the operator has something to edit in the company: its own screens (a manager) or a project. The server decides in the end. */
export function editsIn(company: CompanyGrants): boolean {
  return company.can_manage || company.projects.some((project) => project.can_edit);
}

/** Whether the operator assists a form of one of the company's projects, whose results they open. */
export function assistsIn(company: CompanyGrants): boolean {
  return company.projects.some((project) => (project.forms?.length ?? 0) > 0);
}

/** Whether the operator has anything to open in the company: its own screens, a project, or a form they assist. */
export function worksIn(company: CompanyGrants): boolean {
  return editsIn(company) || assistsIn(company);
}
