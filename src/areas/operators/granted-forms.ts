import type { z } from 'zod';
import type { GrantedFormSchema } from '../../../contract/operators.ts';

/** A form a grant or an invitation names. */
export type GrantedForm = z.infer<typeof GrantedFormSchema>;

/** A form's title in a language, else in English or Italian, else in any language it has. */
export function titleIn(title: Partial<Record<string, string>>, locale: string): string {
  return title[locale]?.trim() || title.en?.trim() || title.it?.trim() || Object.values(title).find((text) => text?.trim()) || '';
}

/** Names forms by id for the screen: "Prize › Application", the project's name, then the form's title; a form gone since, a dash. */
export function formNamer(forms: GrantedForm[], projectName: (id: string) => string, locale: string): (id: string) => string {
  const byId = new Map(forms.map((form) => [form.id, form]));
  return (id) => {
    const form = byId.get(id);
    return form ? `${projectName(form.project_id)} › ${titleIn(form.title, locale) || form.slug}` : '—';
  };
}
