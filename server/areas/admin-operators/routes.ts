import { and, eq, ne, sql } from 'drizzle-orm';
import { AdminOperatorInvite, AdminOperatorSetInstallationAdmin } from '../../../contract/admin-operators.ts';
import { operators } from '../../db/schema/accounting.ts';
import { AppError } from '../../http/errors.ts';
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

  handle(AdminOperatorSetInstallationAdmin, async (ctx, input) => {
    if (!input.InstallationAdmin) {
      const [{ others = 0 } = {}] = await ctx.db
        .select({ others: sql<number>`count(*)::int` })
        .from(operators)
        .where(and(eq(operators.installationAdmin, true), eq(operators.disabled, false), ne(operators.id, input.operator)));
      if (others === 0) throw new AppError('last_admin');
    }
    const changed = await ctx.db
      .update(operators)
      .set({ installationAdmin: input.InstallationAdmin, updatedAt: ctx.now, version: sql`${operators.version} + 1` })
      .where(eq(operators.id, input.operator))
      .returning({ id: operators.id });
    if (changed.length === 0) throw new AppError('not_found');
    ctx.audit({ target: `operator:${input.operator}`, summary: { InstallationAdmin: input.InstallationAdmin } });
    return { Success: true };
  }),
];
