// The demo's notification senders: the installation's default, and Fondazione Aurora's own, whose
// domain's SPF policy does not yet authorise the mail relay (the verdict stored as the check gives
// it, since the demo runs without DNS).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SpfVerdict } from '../../contract/notifications.ts';
import type { Db } from '../db/db.ts';
import { notySenders } from '../db/schema/notifications.ts';
import { scopeOf } from '../mail/senders.ts';

/** The installation's default sender. */
export const DEMO_INSTALLATION_SENDER = { name: 'Back office', fromEmail: 'no-reply@example.com', fromName: 'Back office' } as const;

/** Fondazione Aurora's sender, its company's default. */
export const DEMO_AURORA_SENDER = { name: 'Fondazione Aurora', fromEmail: 'bandi@fondazione-aurora.example', fromName: 'Fondazione Aurora' } as const;

/** The relay the demo's verdict is read for, as the e2e server names it in MAIL_RELAY_SPF. */
export const DEMO_RELAY_SPF = 'include:spf.relay.example ip4:192.0.2.10';

/**
 * The verdict of `v=spf1 include:_spf.fondazione-aurora.example ~all` for the relay: not included,
 * and the record to publish with the relay's mechanisms before `~all` (two includes: two lookups).
 */
export const DEMO_AURORA_SPF: SpfVerdict = {
  has_spf: true,
  relay_included: false,
  record: 'v=spf1 include:_spf.fondazione-aurora.example ~all',
  proposed: `v=spf1 include:_spf.fondazione-aurora.example ${DEMO_RELAY_SPF} ~all`,
  lookups: 2,
};

// Adds a level's default sender unless the level has a sender already (someone may have changed it since).
async function seedSender(db: Db, scope: string, row: Omit<typeof notySenders.$inferInsert, 'id' | 'scope' | 'createdAt' | 'updatedAt'>, now: Date): Promise<number> {
  const [existing] = await db.select({ id: notySenders.id }).from(notySenders).where(eq(notySenders.scope, scope)).limit(1);
  if (existing) return 0;
  await db.insert(notySenders).values({ ...row, id: crypto.randomUUID(), scope, isDefault: true, createdAt: now, updatedAt: now });
  return 1;
}

/** The installation's default sender, "Back office"; how many senders were stored. */
export function seedDemoInstallationSender(db: Db, now: Date): Promise<number> {
  return seedSender(db, scopeOf('installation'), { level: 'installation', ...DEMO_INSTALLATION_SENDER }, now);
}

/** Fondazione Aurora's default sender with its domain's SPF verdict; how many senders were stored. */
export function seedDemoCompanySender(db: Db, companyId: string, now: Date): Promise<number> {
  return seedSender(db, scopeOf('company', companyId), { level: 'company', companyId, ...DEMO_AURORA_SENDER, spf: DEMO_AURORA_SPF, spfCheckedAt: now }, now);
}
