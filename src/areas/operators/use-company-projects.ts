import { HomeCompanies } from '../../../contract/projects.ts';
import { PAGE_SIZE_MAX } from '../../../contract/limits.ts';
import { useCached } from '../../lib/cache/use-cached.ts';

/** The projects of a company as select options, from the list Home reads. */
export function useCompanyProjects(company: string): Array<{ value: string; label: string }> {
  const home = useCached(HomeCompanies, { search: '', page: 1, pageSize: PAGE_SIZE_MAX });
  const found = home.data?.items.find((item) => item.id === company);
  return (found?.projects ?? []).map((project) => ({ value: project.id, label: project.name }));
}
