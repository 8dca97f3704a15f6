import { AdminOperatorInvite } from '../../../contract/admin-operators.ts';
import { handle } from '../../http/handler.ts';
import { createInvite } from '../accounting/invites.ts';

/** The handlers of the installation admins' operator calls. */
export const adminOperatorHandlers = [
  handle(AdminOperatorInvite, async (ctx, input) => {
    await createInvite(ctx, {
      email: input.Email,
      grants: input.InstallationAdmin ? [{ role: 'installation_admin' }] : [],
      lang: input.Lang,
    });
    return { Success: true };
  }),
];
