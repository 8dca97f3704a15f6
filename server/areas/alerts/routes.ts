import * as contract from '../../../contract/alerts.ts';
import { loadGrants } from '../../auth/grants.ts';
import { handle, type CallContext } from '../../http/handler.ts';
import { recordChanges } from '../../http/oplog.ts';
import { siteOf } from '../../respondents/site.ts';
import { announcementOf, announcementReceiptsOf, deleteAnnouncement, getAnnouncement, listAnnouncements, saveAnnouncement } from './announcements.ts';
import { publicAnnouncements } from '../../alerts/public-announcements.ts';
import { acknowledge, currentAlerts, systemAlertLists } from './current.ts';

const operatorOf = (ctx: CallContext): string => ctx.session!.operator.id;

// The title the log names an announcement by: the caller's language, else the first written.
const titleOf = (title: Record<string, string>, lang: string): string => title[lang] ?? Object.values(title)[0] ?? '';

/** The handlers of the alerts' calls. */
export const alertHandlers = [
  handle(contract.AlertList, async (ctx) => {
    const items = await listAnnouncements(ctx.db);
    return { items, total: items.length };
  }),

  handle(contract.AlertSave, async (ctx, input) => {
    const before = input.id ? await announcementOf(ctx.db, await getAnnouncement(ctx.db, input.id)) : null;
    const entity = await announcementOf(ctx.db, await saveAnnouncement(ctx.db, input, operatorOf(ctx), ctx.now));
    ctx.audit({
      target: `announcement:${entity.id}`,
      summary: { title: titleOf(entity.title, ctx.lang), severity: entity.severity, created: !input.id },
      changes: recordChanges(before, entity),
    });
    return { entity };
  }),

  handle(contract.AlertDelete, async (ctx, input) => {
    const deleted = await deleteAnnouncement(ctx.db, input.id, input.version);
    ctx.audit({ target: `announcement:${deleted.id}`, summary: { title: titleOf(deleted.title, ctx.lang) } });
    return { Success: true };
  }),

  handle(contract.AlertReceipts, async (ctx, input) => ({ items: await announcementReceiptsOf(ctx.db, input.id) })),

  handle(contract.SystemAlertList, async (ctx) => systemAlertLists(ctx.db, ctx.now)),

  handle(contract.AlertCurrent, async (ctx) => ({ items: await currentAlerts(ctx.db, operatorOf(ctx), await ctx.grantee(), ctx.now) })),

  handle(contract.AlertAck, async (ctx, input) => {
    // Read in the call's own transaction: the shared grantee reads outside it, and a mutation holds the connection.
    const who = { operator: ctx.session!.operator, grants: await loadGrants(ctx.db, operatorOf(ctx)) };
    const at = await acknowledge(ctx.db, input.id, operatorOf(ctx), who, ctx.now);
    const row = await getAnnouncement(ctx.db, input.id);
    ctx.audit({ target: `announcement:${row.id}`, summary: { title: titleOf(row.title, ctx.lang), ack_required: row.ackRequired } });
    return { acknowledged_at: at.toISOString() };
  }),

  handle(contract.PublicAlerts, async (ctx) => ({ items: await publicAnnouncements(ctx.db, siteOf(ctx).project.id, ctx.now) })),
];
