import crypto from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Language } from '../../../contract/languages.ts';
import { hashPin, hashToken, newPin, newToken, sameDigest } from '../../auth/tokens.ts';
import type { Db } from '../../db/db.ts';
import { forms } from '../../db/schema/forms.ts';
import { formInvitations } from '../../db/schema/submissions.ts';
import { emailCodes, registeredUsers } from '../../db/schema/users.ts';
import { AppError } from '../../errors.ts';
import type { CallContext } from '../../http/handler.ts';
import { notifyFromCall } from '../../mail/call-mail.ts';
import {
  clearRespondentCookie,
  createRespondentSession,
  deleteRespondentSessions,
  writeRespondentCookie,
  type RegisteredUserRow,
} from '../../respondents/sessions.ts';
import { siteApiPath, siteOf, type Site } from '../../respondents/site.ts';
import { spendsMailboxBudget } from './code-limits.ts';

/** A code is valid this long after it was mailed. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes one mailed code survives; the next one ends it. */
export const CODE_MAX_TRIES = 5;
/** Binds a mailed code to the browser that asked for it. */
export const CODE_COOKIE = 'p_code';

/**
 * Mails a code for the address, bound to this browser. The answer and its timing are the same
 * whether the address is registered or not (the mail leaves after the answer); a browser asking
 * again ends only its own earlier codes, so a stranger can never spoil the owner's.
 */
export async function sendCode(ctx: CallContext, input: { email: string; lang: Language; invitation?: string | undefined }): Promise<void> {
  const site = siteOf(ctx);
  const invitationId = input.invitation ? await invitationFor(ctx.db, site, input.invitation, input.email) : null;
  const previous = ctx.cookie(CODE_COOKIE);
  const binding = previous && previous.length <= 100 ? previous : newToken();
  const bindingHash = hashToken(binding);
  await ctx.db
    .delete(emailCodes)
    .where(and(eq(emailCodes.projectId, site.project.id), eq(emailCodes.email, input.email), eq(emailCodes.bindingHash, bindingHash)));
  const id = crypto.randomUUID();
  const code = newPin();
  await ctx.db.insert(emailCodes).values({
    id,
    projectId: site.project.id,
    email: input.email,
    bindingHash,
    codeHash: hashPin(code, id),
    invitationId,
    createdAt: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + CODE_TTL_MS),
  });
  ctx.audit({ target: `project:${site.project.id}`, companyId: site.companyId, summary: { step: 'code' } });
  const place = { companyId: site.companyId, projectId: site.project.id };
  await notifyFromCall(ctx, { key: 'respondent.code', to: input.email, lang: input.lang, place, values: { project: site.project.name, code } });
  ctx.onSuccess((c) =>
    setCookie(c, CODE_COOKIE, binding, { httpOnly: true, sameSite: 'Lax', secure: ctx.secure, path: siteApiPath(site), maxAge: CODE_TTL_MS / 1000 }),
  );
}

// The invitation a link's token stands for, when it is one of this project's for this address.
async function invitationFor(db: Db, site: Site, token: string, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: formInvitations.id, email: formInvitations.email })
    .from(formInvitations)
    .innerJoin(forms, eq(forms.id, formInvitations.formId))
    .where(and(eq(formInvitations.tokenHash, hashToken(token)), eq(forms.projectId, site.project.id)))
    .limit(1);
  return row && row.email === email ? row.id : null;
}

/**
 * Checks the code this browser asked for and signs it in as the project's registered user of that
 * address, made on first use. Wrong codes count; the fifth ends the code, and so does any once the
 * address has had its hour's share of wrong codes (code-limits.ts).
 */
export async function checkCode(ctx: CallContext, input: { email: string; code: string }): Promise<RegisteredUserRow> {
  const site = siteOf(ctx);
  const binding = ctx.cookie(CODE_COOKIE);
  const expired = (keepChanges = false) => new AppError('code_expired', { keepChanges, fields: { code: { code: 'code_expired' } } });
  if (!binding || binding.length > 100) throw expired();
  const [row] = await ctx.db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.projectId, site.project.id),
        eq(emailCodes.email, input.email),
        eq(emailCodes.bindingHash, hashToken(binding)),
        isNull(emailCodes.consumedAt),
      ),
    )
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt <= ctx.now || row.tries >= CODE_MAX_TRIES) throw expired();
  ctx.audit({ target: `project:${site.project.id}`, companyId: site.companyId, summary: { step: 'check' } });
  if (!sameDigest(row.codeHash, hashPin(input.code, row.id))) {
    // Past the address's budget of wrong codes, a wrong code ends its code: guesses stay bounded however many clients ask.
    const spent = await spendsMailboxBudget({ db: ctx.db, now: ctx.now, factor: ctx.deps.config.rateLimitFactor }, site, input.email);
    const tries = spent ? CODE_MAX_TRIES : row.tries + 1;
    await ctx.db.update(emailCodes).set({ tries }).where(eq(emailCodes.id, row.id));
    if (tries >= CODE_MAX_TRIES) throw expired(true);
    throw new AppError('invalid_code', { keepChanges: true, fields: { code: { code: 'invalid_code' } } });
  }
  const consumed = await ctx.db
    .update(emailCodes)
    .set({ consumedAt: ctx.now })
    .where(and(eq(emailCodes.id, row.id), eq(emailCodes.tries, row.tries), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  if (consumed.length === 0) throw expired();

  const user = await findOrCreateUser(ctx, site, input.email);
  if (user.blockedAt) throw new AppError('account_blocked');
  // Rotate: whatever session this browser had for the project ends; the confirmed one is new.
  if (ctx.respondent) await deleteRespondentSessions(ctx.db, { id: ctx.respondent.id });
  const token = await createRespondentSession(ctx.db, user.id, ctx.now, { ip: ctx.ip, userAgent: ctx.userAgent });
  ctx.audit({ target: `user:${user.id}`, companyId: site.companyId, summary: { step: 'signed-in' } });
  ctx.onSuccess((c) => {
    writeRespondentCookie(c, site, token, ctx.secure);
    deleteCookie(c, CODE_COOKIE, { path: siteApiPath(site), secure: ctx.secure, httpOnly: true, sameSite: 'Lax' });
  });
  return user;
}

async function findOrCreateUser(ctx: CallContext, site: Site, email: string): Promise<RegisteredUserRow> {
  await ctx.db
    .insert(registeredUsers)
    .values({ id: crypto.randomUUID(), companyId: site.companyId, projectId: site.project.id, email, createdAt: ctx.now, updatedAt: ctx.now })
    .onConflictDoNothing();
  const [user] = await ctx.db
    .select()
    .from(registeredUsers)
    .where(and(eq(registeredUsers.projectId, site.project.id), eq(registeredUsers.email, email)))
    .limit(1);
  if (!user) throw new Error('A registered user vanished as it was made');
  return user;
}

/** Ends the registered user's session in this browser. */
export async function signOut(ctx: CallContext): Promise<void> {
  const site = siteOf(ctx);
  if (ctx.respondent) await deleteRespondentSessions(ctx.db, { id: ctx.respondent.id });
  ctx.onSuccess((c) => clearRespondentCookie(c, site, ctx.secure));
}

