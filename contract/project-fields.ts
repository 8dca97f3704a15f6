// The fields of a project's form and the rules that tie them together: apart from the project
// calls, so the screens that list projects (the shell's navigation, Home) do not load the
// schemas only the project's form checks with.
import { z } from 'zod';
import { LanguageSchema, SlugField } from './fields.ts';
import { NAME_MAX_LENGTH } from './limits.ts';
import { PROJECT_STATUSES } from './roles.ts';

/** The longest description of a project. */
export const DESCRIPTION_MAX_LENGTH = 5000;

const Moment = z.iso.datetime({ offset: true }).nullable().default(null);

/** The fields of a project as its form sends them, before the rules that tie them together. */
export const ProjectFieldsShape = z.object({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  slug: SlugField,
  description: z.string().max(DESCRIPTION_MAX_LENGTH).default(''),
  languages: z.array(LanguageSchema).min(1).max(5),
  default_lang: LanguageSchema,
  opens_at: Moment,
  closes_at: Moment,
  status: z.enum(PROJECT_STATUSES).default('draft'),
});

// The languages may be left out of a new project (the installation's project defaults fill them in): the rules read what is given.
type ProjectRulesInput = { languages?: string[] | undefined; default_lang?: string | undefined; opens_at: string | null; closes_at: string | null };

/** The rules a user expects: closing after opening, the default language among those offered, no language twice. */
export function withProjectRules<S extends z.ZodType<ProjectRulesInput>>(schema: S) {
  return schema.superRefine((value, ctx) => {
    if (value.opens_at && value.closes_at && Date.parse(value.closes_at) <= Date.parse(value.opens_at)) {
      ctx.addIssue({ code: 'custom', path: ['closes_at'], message: 'closesAfterOpens' });
    }
    if (value.languages && value.default_lang && !value.languages.includes(value.default_lang)) {
      ctx.addIssue({ code: 'custom', path: ['default_lang'], message: 'defaultLanguageOffered' });
    }
    if (value.languages && new Set(value.languages).size !== value.languages.length) {
      ctx.addIssue({ code: 'custom', path: ['languages'], message: 'invalid' });
    }
  });
}

/** The project form's schema, rules included: the same one checks the form and the server input. */
export const ProjectFields = withProjectRules(ProjectFieldsShape);
