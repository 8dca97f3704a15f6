import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { EmailField, IdField, LanguageSchema, SuccessOutput } from './fields.ts';

/** Invites an operator to the installation by email; the link leads to /app/out/invite/{token}. */
export const AdminOperatorInvite = endpoint({
  path: 'admin/operators/invite',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: z.object({
    Email: EmailField,
    InstallationAdmin: z.boolean().default(false),
    Lang: LanguageSchema.optional(),
  }),
  output: SuccessOutput,
});

/** Grants or takes the installation admin flag; the installation never loses its last admin. */
export const AdminOperatorSetInstallationAdmin = endpoint({
  path: 'admin/operators/set-installation-admin',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: z.object({ operator: IdField, InstallationAdmin: z.boolean() }),
  output: SuccessOutput,
});
