import { useForm } from '@mantine/form';
import type { Language } from '../../../contract/languages.ts';
import { ProjectFields } from '../../../contract/project-fields.ts';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { useI18nContext } from '../../../i18n/i18n-react';
import { schemaErrors, type FieldLabels } from '../../lib/forms/schema-errors.ts';
import { projectPayload, type ProjectFormValues } from './project-values.ts';

/** The labels of the project form's fields, as its messages name them. */
export function projectLabels(LL: TranslationFunctions): FieldLabels<keyof ProjectFormValues> {
  return {
    name: LL.projects.name(),
    slug: LL.projects.slug(),
    languages: LL.projects.languages(),
    default_lang: LL.projects.defaultLang(),
    opens_at: LL.projects.opensAt(),
    closes_at: LL.projects.closesAt(),
    status: LL.projects.status(),
  };
}

/** The project form's check: the contract's `ProjectFields` on the payload it sends, in the screen's words. */
export function projectErrors(values: ProjectFormValues, labels: FieldLabels<keyof ProjectFormValues>, lang: Language) {
  return schemaErrors(ProjectFields, projectPayload(values), labels, lang);
}

/** A new project's form, checked with the contract's schema in the screen's language. */
export function useProjectForm(initialValues: ProjectFormValues) {
  const { LL, locale } = useI18nContext();
  return useForm<ProjectFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => projectErrors(values, projectLabels(LL), locale),
  });
}
