import { and, eq, ne, sql } from 'drizzle-orm';
import { operators } from '../../db/schema/accounting.ts';
import { AppError } from '../../errors.ts';
import type { CallContext } from '../../http/handler.ts';

/** Grants or takes the installation admin flag; the installation never loses its last enabled admin. */
export async function setInstallationAdmin(ctx: CallContext, operatorId: string, admin: boolean): Promise<void> {
  if (!admin) {
    const [{ others = 0 } = {}] = await ctx.db
      .select({ others: sql<number>`count(*)::int` })
      .from(operators)
      .where(and(eq(operators.installationAdmin, true), eq(operators.disabled, false), ne(operators.id, operatorId)));
    if (others === 0) throw new AppError('last_admin');
  }
  const changed = await ctx.db
    .update(operators)
    .set({ installationAdmin: admin, updatedAt: ctx.now, version: sql`${operators.version} + 1` })
    .where(eq(operators.id, operatorId))
    .returning({ id: operators.id });
  if (changed.length === 0) throw new AppError('not_found');
}
