// The SPF verdict of each sender's domain: read when the sender is saved and again every day. A
// sender whose domain stops authorising the relay raises an alert for the admins, cleared when it
// authorises it again.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { SpfVerdict } from '../../contract/notifications.ts';
import { clearAlert, raiseAlert } from '../alerts/system-alerts.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { notySenders } from '../db/schema/notifications.ts';
import type { AppDeps } from '../deps.ts';
import type { SenderRow } from './senders-smtp.ts';
import { checkSpf, relayOfHost, spfResolver } from './spf/check.ts';

/** A stored verdict: the check's, and when it was read. */
export type StoredSpf = { spf: SpfVerdict | null; spfCheckedAt: Date | null };

/** How a domain is checked for a relay's mechanisms; the DNS's own unless a test gives another. */
export type SpfChecker = (domain: string, relay: string) => Promise<SpfVerdict>;

/**
 * How long a save waits for its SPF verdict. The save holds its transaction meanwhile (on PGlite,
 * the one connection every call shares), so a DNS that answers slowly gives `dns_unreachable` at
 * once rather than a whole lookup chain of 3-second timeouts; the daily pass reads it again.
 */
export const SAVE_SPF_DEADLINE_MS = 3_000;

/** The checker, given up after `ms`: its verdict then is the DNS not answering. */
export function withinDeadline(check: SpfChecker, ms: number): SpfChecker {
  return (domain, relay) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No SPF verdict for ${domain} within ${ms} ms`)), ms);
      check(domain, relay).then(
        (verdict) => {
          clearTimeout(timer);
          resolve(verdict);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

/** The alert of a sender whose domain stopped authorising its relay. */
export const SPF_ALERT = 'sender_spf';

/** A day: how old a verdict may grow before the daily pass reads it again. */
export const SPF_RECHECK_MS = 24 * 60 * 60 * 1000;

/** MAIL_RELAY_SPF, the server's relay as SPF mechanisms; null when it is not set. */
export function serverRelaySpf(config: Pick<Config, 'mailRelaySpf'>): string | null {
  return config.mailRelaySpf?.trim() || null;
}

/**
 * The relay a sender's mail leaves from, as SPF mechanisms: its own SMTP host (`a:<host>`, or the
 * address itself), else the server's (MAIL_RELAY_SPF); null when nothing names it.
 */
export function relayOf(config: Pick<Config, 'mailRelaySpf'>, smtpHost: string | null): string | null {
  return smtpHost ? relayOfHost(smtpHost) : serverRelaySpf(config);
}

/** The checker of the configuration's DNS servers (the system's without DNS_SERVERS). */
export function dnsChecker(config: Config): SpfChecker {
  const resolver = spfResolver(config);
  return (domain, relay) => checkSpf(domain, relay, resolver);
}

/**
 * The verdict of a sender's domain now. The DNS not answering never fails the caller: the verdict
 * then says `dns_unreachable` and keeps the previous one's fields, to be read again later.
 */
export async function senderSpf(
  check: SpfChecker,
  relay: string | null,
  fromEmail: string,
  previous: SpfVerdict | null,
  now: Date,
): Promise<StoredSpf> {
  if (!relay) return { spf: null, spfCheckedAt: null };
  const domain = fromEmail.slice(fromEmail.lastIndexOf('@') + 1).toLowerCase();
  let verdict: SpfVerdict;
  try {
    verdict = await check(domain, relay);
  } catch {
    verdict = { has_spf: false, relay_included: false, record: null, proposed: null, lookups: 0, error: 'dns_unreachable' };
  }
  if (verdict.error === 'dns_unreachable' && previous) verdict = { ...previous, error: 'dns_unreachable' };
  return { spf: verdict, spfCheckedAt: now };
}

/**
 * Raises the sender's alert when its domain stopped authorising the relay (it did at the previous
 * check, or the alert is open already), clears it when it authorises it again. A verdict the DNS
 * could not give changes nothing.
 */
export async function followSpfAlert(db: Db, sender: Pick<SenderRow, 'id' | 'name' | 'fromEmail' | 'scope'>, before: SpfVerdict | null, after: SpfVerdict | null, now: Date): Promise<void> {
  if (after?.error === 'dns_unreachable') return;
  if (!after || after.relay_included) {
    await clearAlert(db, SPF_ALERT, sender.id, now);
    return;
  }
  if (before?.relay_included && before.error !== 'dns_unreachable') {
    const domain = sender.fromEmail.slice(sender.fromEmail.lastIndexOf('@') + 1);
    await raiseAlert(db, { kind: SPF_ALERT, subject: sender.id, details: { sender: sender.name, scope: sender.scope, domain, record: after.record, proposed: after.proposed } }, now);
  }
}

/** The senders whose verdict is a day old (or was never read). */
async function dueSenders(db: Db, now: Date): Promise<SenderRow[]> {
  const before = new Date(now.getTime() - SPF_RECHECK_MS);
  return db
    .select()
    .from(notySenders)
    .where(or(isNull(notySenders.spfCheckedAt), lt(notySenders.spfCheckedAt, before)));
}

/**
 * The daily pass: reads again the verdict of every sender checked more than a day ago, and raises
 * or clears their alerts. Run every hour, it reads each sender about once a day. Answers how many
 * senders it read.
 */
export async function recheckSendersSpf(deps: Pick<AppDeps, 'database' | 'config' | 'clock' | 'logger'>, check: SpfChecker = dnsChecker(deps.config)): Promise<number> {
  const db = deps.database.db;
  let read = 0;
  for (const sender of await dueSenders(db, deps.clock.now())) {
    const now = deps.clock.now();
    const relay = relayOf(deps.config, sender.smtpHost);
    // Nothing to check (no relay named): the sender waits a day like the others instead of being read every hour.
    const stored = relay ? await senderSpf(check, relay, sender.fromEmail, sender.spf, now) : { spf: null, spfCheckedAt: now };
    // The verdict is the server's, not an edit: the sender's version stays, so nobody's save conflicts with it.
    const [written] = await db
      .update(notySenders)
      .set(stored)
      .where(and(eq(notySenders.id, sender.id), eq(notySenders.fromEmail, sender.fromEmail)))
      .returning({ id: notySenders.id });
    if (!written) continue;
    await followSpfAlert(db, sender, sender.spf, stored.spf, now);
    read++;
  }
  if (read > 0) deps.logger.info(`SPF of ${read} sender(s) read again`);
  return read;
}
