import type { Project } from '../../../contract/projects.ts';
import type { Language } from '../../../contract/languages.ts';
import type { ProjectStatus } from '../../../contract/roles.ts';
import { fromLocalInput, toLocalInput } from '../../lib/time/local-input.ts';

/** A project as its form holds it: dates as `datetime-local` text, no default language as ''. */
export interface ProjectFormValues {
  name: string;
  slug: string;
  languages: Language[];
  default_lang: Language | '';
  opens_at: string;
  closes_at: string;
  status: ProjectStatus;
}

/** The fields a project form sends, in the contract's shape. */
export interface ProjectPayload {
  name: string;
  slug: string;
  languages: Language[];
  default_lang: Language;
  opens_at: string | null;
  closes_at: string | null;
  status: ProjectStatus;
}

/** A new project's starting values: offered in the interface language, as a draft. */
export function emptyProject(lang: Language): ProjectFormValues {
  return { name: '', slug: '', languages: [lang], default_lang: lang, opens_at: '', closes_at: '', status: 'draft' };
}

/** A stored project as form values. */
export function projectToForm(project: Project): ProjectFormValues {
  return {
    name: project.name,
    slug: project.slug,
    languages: project.languages,
    default_lang: project.default_lang,
    opens_at: toLocalInput(project.opens_at),
    closes_at: toLocalInput(project.closes_at),
    status: project.status,
  };
}

/** Form values as the payload the create and save calls take. */
export function projectPayload(values: ProjectFormValues): ProjectPayload {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    languages: values.languages,
    // An empty default is sent as it is so the schema reports it on its field.
    default_lang: values.default_lang as Language,
    opens_at: fromLocalInput(values.opens_at),
    closes_at: fromLocalInput(values.closes_at),
    status: values.status,
  };
}
