import { HomeCompanies } from '../../../contract/projects.ts';
import { PAGE_SIZE_MAX } from '../../../contract/limits.ts';
import { useCached } from '../../lib/cache/use-cached.ts';

/** A choice of the audience pickers: a company, or a project under its company's name. */
export interface PlaceOption {
  value: string;
  label: string;
}

/**
 * The installation's companies and their projects, for the audience pickers and to name them in
 * the list (an installation admin opens them all).
 */
export function usePlaces() {
  const home = useCached(HomeCompanies, { search: '', page: 1, pageSize: PAGE_SIZE_MAX });
  const companies: PlaceOption[] = [];
  const projects: PlaceOption[] = [];
  const names = new Map<string, string>();
  for (const company of home.data?.items ?? []) {
    companies.push({ value: company.id, label: company.name });
    names.set(company.id, company.name);
    for (const project of company.projects) {
      projects.push({ value: project.id, label: `${company.name} · ${project.name}` });
      names.set(project.id, project.name);
    }
  }
  return { companies, projects, names };
}
