/** A company as the navigation lists it to an operator: whether they manage it, and which of its projects they edit. */
export interface CompanyGrants {
  can_manage: boolean;
  projects: ReadonlyArray<{ can_edit: boolean }>;
}

/** Whether the operator has something to edit in the company: its own screens (a manager) or a project. The server decides in the end. */
export function editsIn(company: CompanyGrants): boolean {
  return company.can_manage || company.projects.some((project) => project.can_edit);
}
