import type { NavArea } from '../../components/screen-handle.ts';
import { editsIn } from '../../lib/grants.ts';

/** What the operator may open, as the server told it: the installation admin flag and the grants by company. */
export interface Access {
  admin: boolean;
  companies: { id: string; can_manage: boolean; projects: { id: string; can_edit: boolean; forms?: { id: string }[] }[] }[];
  judge: boolean;
}

/**
 * Whether the operator may open a screen of `area` with these route parameters, by the same
 * rules the server enforces (server/auth/grants.ts): installation admins open everything;
 * company screens are their managers'; project screens their editors' (a form's screens also
 * its assistants', who hold a grant in the company, but for those its route declares
 * `editorsOnly`, such as its judging sessions; where the navigation names the forms they assist in
 * the project, those only); judging is for judges and whoever edits a project. Only the server
 * decides in the end: this keeps a screen from showing an empty or editable form to someone it
 * will refuse.
 */
export function mayOpen(area: NavArea, params: Record<string, string | undefined>, access: Access, editorsOnly = false): boolean {
  if (area === 'home' || area === 'account' || area === 'signedOut') return true;
  if (access.admin) return true;
  const company = access.companies.find((entry) => entry.id === params.company);
  switch (area) {
    case 'admin':
      return false;
    case 'company':
      return company?.can_manage ?? false;
    case 'project': {
      if (!company) return false;
      if (company.can_manage) return true;
      if (company.projects.some((project) => project.id === params.project && project.can_edit)) return true;
      // Such as a form's judging sessions, organised by the project's editors only, as the server keeps them.
      if (params.session !== undefined || editorsOnly) return false;
      const assisted = company.projects.find((project) => project.id === params.project)?.forms;
      if (assisted && params.form !== undefined) return assisted.some((form) => form.id === params.form);
      return params.form !== undefined;
    }
    case 'judges':
      return access.judge || access.companies.some(editsIn);
  }
}
