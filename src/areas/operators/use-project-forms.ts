import { FormList } from '../../../contract/forms.ts';
import { PAGE_SIZE_MAX } from '../../../contract/limits.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { titleIn } from './granted-forms.ts';

/** The forms of a project as select options, titled in the screen's language; none before a project is chosen. */
export function useProjectForms(company: string, project: string | null, locale: string): Array<{ value: string; label: string }> {
  const list = useCached(project ? FormList : null, { company, project: project ?? '', search: '', page: 1, pageSize: PAGE_SIZE_MAX, archived: false });
  return (list.data?.items ?? []).map((form) => ({ value: form.id, label: titleIn(form.title, locale) || form.slug }));
}
