// The unsubscribe link of a campaign's mail: the public page's two calls (no sign-in: the signed
// token is the capability) and the one-click address of RFC 8058 that mail providers POST to.
import type { Context, Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { UnsubscribeStatusSchema } from '../../../contract/mail-merge.ts';
import { UnsubscribeGet, UnsubscribeSave } from '../../../contract/mail-merge.ts';
import type { z } from 'zod';
import { hitRateLimit, limitAddress, type RateLimit } from '../../auth/rate-limit.ts';
import type { Db } from '../../db/db.ts';
import { mmCampaigns, mmRecipients } from '../../db/schema/mail-merge.ts';
import { projects } from '../../db/schema/projects.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, errorBody } from '../../errors.ts';
import { handle, type Handler, type RateLimitRule } from '../../http/handler.ts';
import { callServerKey } from '../../http/idempotency.ts';
import { clientAddress, requestLanguage } from '../../http/request.ts';
import { siteOf } from '../../respondents/site.ts';
import type { SchemaComponents } from '../../openapi/components.ts';
import { errorResponse } from '../../openapi/shared-parts.ts';
import type { OtherRoute } from '../../openapi/types.ts';
import { isUnsubscribed, maskedEmail, readUnsubscribeToken, subscribeAgain, unsubscribe, unsubscribeKey, unsubscribeKeyOf } from './unsubscribe.ts';

/** The one-click address's path (RFC 8058), the token after it. */
export const ONE_CLICK_PATH = '/api/mail-merge/unsubscribe/:token';

/** At most 30 unsubscribe calls a minute from one client address: a token is a capability, not to be guessed at. */
export const UNSUBSCRIBE_RATE_LIMIT: RateLimit = { limit: 30, windowSeconds: 60 };

const PUBLIC_LIMIT: RateLimitRule<unknown> = { name: 'ip', ...UNSUBSCRIBE_RATE_LIMIT, key: (_input, caller) => caller.ip };

/** The ledger row a token names, with its campaign's project; null when the token is forged or names nobody left. */
async function recipientOf(db: Db, key: Buffer, token: string, projectId: string | null) {
  const id = readUnsubscribeToken(key, token);
  if (!id) return null;
  const [row] = await db
    .select({ email: mmRecipients.email, campaignId: mmRecipients.campaignId, projectId: mmCampaigns.projectId, project: projects.name })
    .from(mmRecipients)
    .innerJoin(mmCampaigns, eq(mmCampaigns.id, mmRecipients.campaignId))
    .innerJoin(projects, eq(projects.id, mmCampaigns.projectId))
    .where(and(eq(mmRecipients.id, id), ...(projectId ? [eq(mmCampaigns.projectId, projectId)] : [])))
    .limit(1);
  // An erased person's row keeps no address: nobody to unsubscribe.
  return row && row.email !== '' ? row : null;
}

type Status = z.infer<typeof UnsubscribeStatusSchema>;

export const unsubscribeHandlers: Handler[] = [
  handle(
    UnsubscribeGet,
    async (ctx, input): Promise<Status> => {
      const site = siteOf(ctx);
      const key = unsubscribeKeyOf(await callServerKey(ctx));
      const row = await recipientOf(ctx.db, key, input.token, site.project.id);
      if (!row) throw new AppError('not_found');
      return { project: row.project, email: maskedEmail(row.email), unsubscribed: await isUnsubscribed(ctx.db, key, row.projectId, row.email) };
    },
    { rateLimits: [PUBLIC_LIMIT] },
  ),

  handle(
    UnsubscribeSave,
    async (ctx, input): Promise<Status> => {
      const site = siteOf(ctx);
      const key = unsubscribeKeyOf(await callServerKey(ctx));
      const row = await recipientOf(ctx.db, key, input.token, site.project.id);
      if (!row) throw new AppError('not_found');
      if (input.unsubscribed) await unsubscribe(ctx.db, key, row.projectId, row.email, row.campaignId, ctx.now);
      else await subscribeAgain(ctx.db, key, row.projectId, row.email);
      ctx.audit({ target: `project:${row.projectId}`, companyId: site.companyId, summary: { project: row.projectId, campaign: row.campaignId, unsubscribed: input.unsubscribed } });
      return { project: row.project, email: maskedEmail(row.email), unsubscribed: input.unsubscribed };
    },
    { rateLimits: [PUBLIC_LIMIT] },
  ),
];

const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

// RFC 8058: the provider POSTs `List-Unsubscribe=One-Click`, form-encoded (or as a multipart form).
async function isOneClick(c: Context): Promise<boolean> {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return form['List-Unsubscribe'] === 'One-Click';
}

async function oneClick(c: Context, deps: AppDeps): Promise<Response> {
  const now = deps.clock.now();
  const db = deps.database.db;
  const rule = { ...UNSUBSCRIBE_RATE_LIMIT, limit: Math.ceil(UNSUBSCRIBE_RATE_LIMIT.limit * deps.config.rateLimitFactor) };
  const wait = await hitRateLimit(db, `${ONE_CLICK_PATH}:ip:${limitAddress(clientAddress(c, deps.config))}`, rule, now);
  if (wait > 0) throw new AppError('rate_limited', { retryAfter: wait });
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) throw new AppError('unsupported_media_type');
  const key = await unsubscribeKey(deps);
  const row = await recipientOf(db, key, c.req.param('token') ?? '', null);
  if (!row) throw new AppError('not_found');
  if (!(await isOneClick(c))) throw new AppError('validation_failed', { fields: { 'List-Unsubscribe': { rule: 'invalid' } } });
  await unsubscribe(db, key, row.projectId, row.email, row.campaignId, now);
  return c.text('Unsubscribed.', 200);
}

/**
 * Mounts the one-click unsubscribe address (RFC 8058) beside the contract: no session and no
 * Origin check, since mail providers post it server to server; the server's own hosts only, as
 * every route (server/app.ts).
 */
export function mountUnsubscribe(app: Hono, deps: AppDeps): void {
  app.post(ONE_CLICK_PATH, async (c) => {
    try {
      return await oneClick(c, deps);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.options.retryAfter) c.header('Retry-After', String(error.options.retryAfter));
      return c.json(errorBody(error, requestLanguage(c)), error.status as 400);
    }
  });
}

/** The OpenAPI description of the one-click address. */
export function describeUnsubscribe(_schemas: SchemaComponents): OtherRoute[] {
  return [
    {
      method: 'post',
      path: '/api/mail-merge/unsubscribe/{token}',
      operation: {
        operationId: 'mailMergeOneClickUnsubscribe',
        summary: 'Unsubscribes a campaign mail’s recipient from the project’s campaigns in one click (RFC 8058).',
        description: [
          'The address of a campaign mail’s `List-Unsubscribe` header, with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`: mail providers POST the body `List-Unsubscribe=One-Click` to it, server to server, with no session and no Origin.',
          'The token names the recipient and is signed by the server; a forged one, or one whose recipient is gone, is 404. Unsubscribing twice changes nothing.',
          `At most ${UNSUBSCRIBE_RATE_LIMIT.limit} requests per client address in ${UNSUBSCRIBE_RATE_LIMIT.windowSeconds} seconds.`,
        ].join('\n\n'),
        tags: ['mail-merge'],
        parameters: [{ name: 'token', in: 'path', required: true, description: 'The signed token of the mail’s recipient.', schema: { type: 'string', maxLength: 200 } }],
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: { type: 'object', required: ['List-Unsubscribe'], properties: { 'List-Unsubscribe': { const: 'One-Click' } }, examples: [{ 'List-Unsubscribe': 'One-Click' }] },
            },
            'multipart/form-data': { schema: { type: 'object', required: ['List-Unsubscribe'], properties: { 'List-Unsubscribe': { const: 'One-Click' } } } },
          },
        },
        responses: {
          '200': { description: `Unsubscribed (the body was \`${ONE_CLICK_BODY}\`).`, content: { 'text/plain': { schema: { type: 'string' } } } },
          '400': errorResponse(['validation_failed'], false),
          '404': errorResponse(['not_found'], false),
          '413': errorResponse(['payload_too_large'], false),
          '415': errorResponse(['unsupported_media_type'], false),
          '421': errorResponse(['unknown_host'], false),
          '429': errorResponse(['rate_limited'], true),
        },
        security: [{}],
        'x-permission': 'anonymous',
      },
    },
  ];
}
