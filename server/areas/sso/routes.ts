import { eq } from 'drizzle-orm';
import { formatMessage } from '../../../contract/messages.ts';
import { SsoProvidersPublic, SsoResult } from '../../../contract/sso-sign-in.ts';
import { ERRORS, SsoProvidersDelete, SsoProvidersList, SsoProvidersSave, type SsoRefusal } from '../../../contract/sso.ts';
import { rememberDevice, DEVICE_COOKIE, writeDeviceCookie } from '../../auth/devices.ts';
import { createSession, deleteSession, writeSessionCookie } from '../../auth/sessions.ts';
import { hashToken } from '../../auth/tokens.ts';
import { operators } from '../../db/schema/accounting.ts';
import { ssoResults } from '../../db/schema/sso.ts';
import { AppError } from '../../errors.ts';
import { handle, type CallContext, type Handler, type RateLimitRule } from '../../http/handler.ts';
import { recordChanges } from '../../http/oplog.ts';
import { bindingCookieName, redirectUri, sameBrowser, usableResult } from './flow.ts';
import { deleteProvider, findProvider, listProviders, providerEntity, saveProvider, type ProviderRow } from './providers.ts';

/** At most 60 results a quarter hour per client address: a token is 256 random bits, this only keeps the table quiet. */
const RESULT_LIMIT: RateLimitRule<unknown> = { name: 'address', limit: 60, windowSeconds: 15 * 60, key: (_input, caller) => caller.ip };

// What the log keeps of a provider: never its client secret, which the entity does not hold.
function audit(ctx: CallContext, row: ProviderRow, summary: Record<string, unknown>, changes: ReturnType<typeof recordChanges> = null) {
  ctx.audit({ target: `sso:${row.id}`, summary: { name: row.name, issuer: row.issuer, ...summary }, changes });
}

/** The handlers of the single sign-on's calls. */
export const ssoHandlers: readonly Handler[] = [
  handle(SsoProvidersList, async (ctx) => ({ items: (await listProviders(ctx.db)).map(providerEntity), redirect_uri: redirectUri(ctx.deps) })),

  handle(SsoProvidersSave, async (ctx, input) => {
    const { before, row } = await saveProvider(ctx.db, ctx.deps.config.secretKey, input, ctx.now);
    const entity = providerEntity(row);
    audit(ctx, row, { created: before === null, enabled: row.enabled, secret_changed: input.client_secret !== undefined }, recordChanges(before && providerEntity(before), entity));
    return { entity };
  }),

  handle(SsoProvidersDelete, async (ctx, input) => {
    const row = await deleteProvider(ctx.db, input.id);
    audit(ctx, row, {});
    return { Success: true as const };
  }),

  handle(SsoProvidersPublic, async (ctx) => ({
    items: (await listProviders(ctx.db)).filter((row) => row.enabled).map((row) => ({ id: row.id, name: row.name })),
  })),

  handle(
    SsoResult,
    async (ctx, input) => {
      // The token never reaches the log.
      ctx.audit({ summary: {} });
      const presented = ctx.cookie(bindingCookieName(ctx.secure));
      const binding = presented && /^[A-Za-z0-9_-]{20,100}$/.test(presented) ? hashToken(presented) : null;
      const [row] = await ctx.db.select().from(ssoResults).where(usableResult(hashToken(input.token), ctx.now)).limit(1);
      // A test's report is for the admin who started it, in the browser that started it.
      const forCaller = row && sameBrowser(row, binding) && (row.testBy === null || row.testBy === ctx.session?.operator.id);
      if (!row || !forCaller) throw new AppError('sso_result_invalid');
      const [claimed] = await ctx.db.update(ssoResults).set({ usedAt: ctx.now }).where(usableResult(row.id, ctx.now)).returning({ id: ssoResults.id });
      if (!claimed) throw new AppError('sso_result_invalid');
      const provider = row.providerId ? await findProvider(ctx.db, row.providerId) : undefined;
      const about = provider ? { target: `sso:${provider.id}`, name: provider.name } : {};

      if (row.testBy !== null && row.report) {
        ctx.audit({ target: about.target, summary: { name: about.name, test: true, passed: row.report.passed, ...(row.report.refusal ? { refusal: row.report.refusal } : {}) } });
        const refusal = row.report.refusal as SsoRefusal | null;
        return { test: { ...row.report, refusal_text: refusal && refusal in ERRORS ? formatMessage(ERRORS[refusal][ctx.lang], ...(row.refusalArgs ?? [])) : null } };
      }
      if (row.refusal || !row.operatorId) {
        ctx.audit({ target: about.target, summary: { name: about.name, refusal: row.refusal } });
        const code = (row.refusal && row.refusal in ERRORS ? row.refusal : 'sso_result_invalid') as SsoRefusal;
        // The token stays used: the refusal keeps that change.
        throw new AppError(code, { args: row.refusalArgs ?? [], keepChanges: true });
      }
      const [operator] = await ctx.db.select().from(operators).where(eq(operators.id, row.operatorId)).limit(1);
      if (!operator || operator.disabled) throw new AppError('sso_operator_disabled', { keepChanges: true });
      // As every sign-in: the session the browser had ends, a new one opens, the browser becomes one the account knows.
      if (ctx.session) await deleteSession(ctx.db, ctx.session.id);
      const token = await createSession(ctx.db, operator.id, ctx.now, { ip: ctx.ip, userAgent: ctx.userAgent });
      const device = await rememberDevice(ctx.db, operator.id, ctx.cookie(DEVICE_COOKIE), ctx.now);
      ctx.onSuccess((c) => {
        writeSessionCookie(c, token, ctx.secure);
        writeDeviceCookie(c, device, ctx.secure);
      });
      ctx.audit({ operatorId: operator.id, target: `operator:${operator.id}`, summary: { Email: operator.email, provider: about.name ?? null } });
      return { logged: true as const };
    },
    { rateLimits: [RESULT_LIMIT] },
  ),
];
