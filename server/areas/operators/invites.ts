import type { Language } from '../../../contract/languages.ts';
import { findOperatorByEmail, operatorLanguage } from '../../auth/operators.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { invites, type InviteGrant } from '../../db/schema/operators.ts';
import type { CallContext } from '../../http/handler.ts';
import { notifyFromCall } from '../../mail/call-mail.ts';

/** An invite link works this long. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Creates an invite with its grants and mails the link. The mail is in the recipient's language:
 * an existing operator's preferred one; for someone new, the language the inviter chose, else the
 * inviter's own. The link names that language, so its page opens in the mail's language.
 */
export async function createInvite(
  ctx: CallContext,
  input: { email: string; grants: InviteGrant[]; lang?: Language },
): Promise<void> {
  const existing = await findOperatorByEmail(ctx.db, input.email);
  const lang = existing ? operatorLanguage(existing) : (input.lang ?? ctx.lang);
  const token = newToken();
  await ctx.db.insert(invites).values({
    id: hashToken(token),
    email: input.email,
    grants: input.grants,
    lang,
    invitedBy: ctx.session?.operator.id ?? null,
    createdAt: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + INVITE_TTL_MS),
  });
  const inviter = ctx.session?.operator;
  const inviterName = inviter ? inviter.firstName || inviter.email : '';
  const link = `${ctx.publicBase}/app/out/invite/${token}?lang=${lang}`;
  await notifyFromCall(ctx, { key: 'operator.invite', to: input.email, lang, place: {}, values: { inviter: inviterName, link } });
  ctx.audit({ target: `invite:${input.email}`, summary: { Email: input.email, grants: input.grants } });
}
