import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { RefField } from './fields.ts';

// The one call every start makes, apart from the rest of the theme's contract: the browser's first
// file carries this endpoint alone, not the theme's field labels the theme screens read.

/** The theme of the installation, a company or a project, as serialised JSON texts. */
export const ThemeLoad = endpoint({
  path: 'theme/load',
  kind: 'query',
  permission: 'anonymous',
  duringPasswordChange: true,
  input: z.object({ company: RefField.optional(), project: RefField.optional() }),
  output: z.object({ Theme_Colors: z.string(), Theme_Graphics: z.string() }),
});
