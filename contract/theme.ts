import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { RefField } from './fields.ts';

/** The theme of the installation, a company or a project, as serialised JSON texts. */
export const ThemeLoad = endpoint({
  path: 'theme/load',
  kind: 'query',
  permission: 'anonymous',
  duringPasswordChange: true,
  input: z.object({ company: RefField.optional(), project: RefField.optional() }),
  output: z.object({ Theme_Colors: z.string(), Theme_Graphics: z.string() }),
});
