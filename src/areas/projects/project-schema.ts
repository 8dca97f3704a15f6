// First: zod's settings apply before any schema below is made.
import '../../lib/zod-config.ts';
import { z } from 'zod';
import { NAME_MAX_LENGTH, SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../../contract/limits.ts';
import { LANGUAGES } from '../../../contract/languages.ts';
import { DESCRIPTION_MAX_LENGTH, withProjectRules } from '../../../contract/projects.ts';
import { PROJECT_STATUSES } from '../../../contract/roles.ts';

/**
 * The contract's `ProjectFields`, rebuilt here from its limits and its own rules. Reading
 * `ProjectFields` itself would put contract/fields.ts's schemas, and zod, in the chunk the
 * sign-in page loads (contract/accounting.ts imports fields.ts); a unit test holds the two
 * to the same verdicts.
 */
export const ProjectFormSchema = withProjectRules(
  z.object({
    name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
    slug: z.string().trim().min(1).max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, { error: 'slug' }),
    description: z.string().max(DESCRIPTION_MAX_LENGTH).default(''),
    languages: z.array(z.enum(LANGUAGES)).min(1).max(5),
    default_lang: z.enum(LANGUAGES),
    opens_at: z.iso.datetime({ offset: true }).nullable().default(null),
    closes_at: z.iso.datetime({ offset: true }).nullable().default(null),
    status: z.enum(PROJECT_STATUSES).default('draft'),
  }),
);
