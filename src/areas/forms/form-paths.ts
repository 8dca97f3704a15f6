/** The screens of one form, under its project. */
export type FormScreen = 'editor' | 'options' | 'suggester' | 'results/dashboard' | 'judging';

/** The address of a project's form list. */
export function formListPath(company: string, project: string): string {
  return `/app/in/company/${company}/project/${project}/forms`;
}

/** The address of one of a form's screens. */
export function formPath(company: string, project: string, form: string, screen: FormScreen): string {
  return `${formListPath(company, project)}/${form}/${screen}`;
}
