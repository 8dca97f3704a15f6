import { NOTY_ENDPOINTS, SpfCheck, type NotyLevel } from '../../../contract/notifications.ts';
import { handle, type CallContext, type Handler, type RateLimitRule } from '../../http/handler.ts';
import { recordChanges } from '../../http/oplog.ts';
import { dnsChecker, serverRelaySpf } from '../../mail/senders-spf.ts';
import type { SenderRow } from '../../mail/senders-smtp.ts';
import { effectiveEntity, senderEntity } from './sender-presenter.ts';
import { sendTestMail } from './sender-test-mail.ts';
import { deleteSender, effectiveAt, getSender, levelOf, listSenders, saveSender, type SenderLevel } from './senders.ts';

/** At most 30 SPF checks a minute per operator: each costs up to ten DNS lookups the server makes for them. */
const SPF_CHECK_LIMIT: RateLimitRule<unknown> = { name: 'operator', limit: 30, windowSeconds: 60, key: (_input, caller) => caller.operatorId };

/** At most 10 test mails a quarter hour per operator: each goes out at once, past the queue's pace. */
const TEST_MAIL_LIMIT: RateLimitRule<unknown> = { name: 'operator', limit: 10, windowSeconds: 15 * 60, key: (_input, caller) => caller.operatorId };

// What the log keeps of a sender: never its relay's password, which the row does not hold anyway.
function audit(ctx: CallContext, at: SenderLevel, row: SenderRow, summary: Record<string, unknown>, changes: ReturnType<typeof recordChanges> = null) {
  ctx.audit({
    target: `sender:${row.id}`,
    ...(at.companyId ? { companyId: at.companyId } : {}),
    summary: { name: row.name, from_email: row.fromEmail, level: at.level, ...(at.projectId ? { project: at.projectId } : {}), ...summary },
    changes,
  });
}

function levelHandlers(level: NotyLevel): Handler[] {
  const calls = NOTY_ENDPOINTS[level];
  return [
    handle(calls.sendersList, async (ctx, input) => {
      const at = levelOf(level, input);
      const rows = await listSenders(ctx.db, at);
      return { items: rows.map(senderEntity), effective: effectiveEntity(await effectiveAt(ctx.db, at), ctx.deps.config) };
    }),

    handle(calls.sendersSave, async (ctx, input) => {
      const at = levelOf(level, input);
      const deps = { config: ctx.deps.config, check: dnsChecker(ctx.deps.config) };
      const { before, row } = await saveSender(ctx.db, deps, at, input, ctx.now);
      const entity = senderEntity(row);
      audit(ctx, at, row, { created: before === null, default: row.isDefault }, recordChanges(before && senderEntity(before), entity));
      return { entity };
    }),

    handle(calls.sendersDelete, async (ctx, input) => {
      const at = levelOf(level, input);
      const row = await deleteSender(ctx.db, at, input.id, ctx.now);
      audit(ctx, at, row, {});
      return { Success: true as const };
    }),

    handle(
      calls.sendersTest,
      async (ctx, input) => {
        const at = levelOf(level, input);
        const row = await getSender(ctx.db, at, input.id);
        const answer = await sendTestMail(ctx.deps, row, ctx.session!.operator.email, ctx.lang);
        audit(ctx, at, row, { sent: answer.Success });
        return answer;
      },
      { rateLimits: [TEST_MAIL_LIMIT] },
    ),
  ];
}

/** The handlers of the senders' calls at the three levels, and the SPF check of a domain. */
export const senderHandlers: readonly Handler[] = [
  ...levelHandlers('installation'),
  ...levelHandlers('company'),
  ...levelHandlers('project'),

  handle(
    SpfCheck,
    async (ctx, input) => {
      const relay = serverRelaySpf(ctx.deps.config);
      const verdict = await dnsChecker(ctx.deps.config)(input.domain, relay ?? '');
      // Without MAIL_RELAY_SPF there is no relay to look for: the record alone is told.
      return relay ? verdict : { ...verdict, relay_included: false, proposed: null };
    },
    { rateLimits: [SPF_CHECK_LIMIT] },
  ),
];
