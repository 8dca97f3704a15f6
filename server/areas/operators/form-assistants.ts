import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../contract/languages.ts';
import { grantRole } from '../../auth/grant-role.ts';
import type { Db } from '../../db/db.ts';
import { forms } from '../../db/schema/forms.ts';
import { grants } from '../../db/schema/operators.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CallContext } from '../../http/handler.ts';
import { createInvite } from './invites.ts';

/** The forms of one of the company's projects an assistant is given (the adapter found the project under the company). */
interface AssistedForms {
  company: string;
  project: string;
  Forms: string[];
}

// Forms that are not the project's are refused on their field, whoever they belong to.
async function checkForms(db: Db, input: AssistedForms): Promise<string[]> {
  const wanted = [...new Set(input.Forms)];
  const found = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.companyId, input.company), eq(forms.projectId, input.project), inArray(forms.id, wanted)));
  if (found.length !== wanted.length) throw fieldError({ Forms: { rule: 'invalid' } });
  return wanted;
}

/** Makes an operator who holds a role in the company assistant of some forms of one of its projects; anyone else is not found. */
export async function grantFormAssistant(ctx: CallContext, input: AssistedForms & { operator: string }): Promise<void> {
  const formIds = await checkForms(ctx.db, input);
  const [held] = await ctx.db
    .select({ id: grants.id })
    .from(grants)
    .where(and(eq(grants.operatorId, input.operator), eq(grants.companyId, input.company)))
    .limit(1);
  if (!held) throw new AppError('not_found');
  const grantedBy = ctx.session?.operator.id ?? null;
  await grantRole(ctx.db, { operatorId: input.operator, companyId: input.company, role: 'assistant', projectIds: [input.project], formIds, grantedBy }, ctx.now);
}

/** Invites someone by mail to assist some forms of one of the company's projects. */
export async function inviteFormAssistant(ctx: CallContext, input: AssistedForms & { Email: string; Lang?: Language | undefined }): Promise<void> {
  const formIds = await checkForms(ctx.db, input);
  await createInvite(ctx, { email: input.Email, grants: [{ role: 'assistant', companyId: input.company, projectIds: [input.project], formIds }], lang: input.Lang });
}

/** Takes one form from its assistant; an operator who does not assist it is not found. */
export async function revokeFormAssistant(db: Db, input: { company: string; project: string; form: string; operator: string }): Promise<void> {
  const removed = await db
    .delete(grants)
    .where(
      and(
        eq(grants.operatorId, input.operator),
        eq(grants.companyId, input.company),
        eq(grants.role, 'assistant'),
        eq(grants.projectId, input.project),
        eq(grants.formId, input.form),
      ),
    )
    .returning({ id: grants.id });
  if (removed.length === 0) throw new AppError('not_found');
}
