import type { Access } from '../routes/access.ts';
import { isUuid } from '../../lib/ids.ts';


/**
 * The company a screen is about, as the navigation call may name it: a company's own screens
 * call it `company`, the admin's company editor `id`. A record still to be made (`new`) or an
 * address typed wrong names none, so the call is never sent an id it must refuse.
 */
export function companyOnScreen(params: Readonly<Record<string, string | undefined>>): string | undefined {
  const value = params.company ?? params.id;
  return isUuid(value) ? value : undefined;
}

/**
 * Where the "Forms" crumb of a form's screen leads: the project's forms, for whoever may open
 * them (installation admins, the company's managers, the project's editors) or while the grants
 * are not known yet; nowhere (null: the crumb is plain text) for a form's assistant, who may not.
 */
export function formsCrumbTarget(company: string, project: string, access: Access | undefined): string | null {
  const path = `/app/in/company/${company}/project/${project}/forms`;
  if (!access || access.admin) return path;
  const entry = access.companies.find((candidate) => candidate.id === company);
  const edits = entry !== undefined && (entry.can_manage || entry.projects.some((candidate) => candidate.id === project && candidate.can_edit));
  return edits ? path : null;
}
