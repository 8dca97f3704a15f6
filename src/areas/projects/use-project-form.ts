import { useForm } from '@mantine/form';
import { useI18nContext } from '../../../i18n/i18n-react';
import { projectErrors } from './project-errors.ts';
import type { ProjectFormValues } from './project-values.ts';

/** A project form checked with the contract's schema, in the screen's language. */
export function useProjectForm(initialValues: ProjectFormValues) {
  const { LL, locale } = useI18nContext();
  const labels = {
    name: LL.projects.name(),
    slug: LL.projects.slug(),
    languages: LL.projects.languages(),
    default_lang: LL.projects.defaultLang(),
    opens_at: LL.projects.opensAt(),
    closes_at: LL.projects.closesAt(),
    status: LL.projects.status(),
  };
  return useForm<ProjectFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => projectErrors(values, labels, locale),
  });
}
