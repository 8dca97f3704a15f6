// The campaign's ledger as its screen reads it: a page of recipients by state and address.
import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { MAIL_MERGE_LIMITS, type RECIPIENT_STATES } from '../../../contract/mail-merge.ts';
import type { Db } from '../../db/db.ts';
import { containing } from '../../db/search.ts';
import { mmRecipients } from '../../db/schema/mail-merge.ts';

/** A ledger row as stored. */
export type RecipientRow = typeof mmRecipients.$inferSelect;

/** Which rows of a campaign's ledger: those of a state, and those whose address holds `search`. */
export interface LedgerFilter {
  state?: (typeof RECIPIENT_STATES)[number] | undefined;
  search?: string | undefined;
}

/** The rows of a campaign's ledger the filter takes, as a where-clause. */
export function ledgerWhere(campaignId: string, filter: LedgerFilter): SQL {
  const parts: SQL[] = [eq(mmRecipients.campaignId, campaignId)];
  if (filter.state) parts.push(eq(mmRecipients.state, filter.state));
  if (filter.search) parts.push(ilike(mmRecipients.email, containing(filter.search)));
  return and(...parts)!;
}

/** One recipient as the ledger shows them. */
export function recipientEntry(row: RecipientRow) {
  return {
    email: row.email,
    lang: row.lang,
    state: row.state,
    reason: row.reason,
    error: row.error,
    sent_at: row.sentAt?.toISOString() ?? null,
    possible_duplicate: row.possibleDuplicate > 0,
  };
}

/** A page of the campaign's ledger by address, and how many rows the filter takes. */
export async function ledgerPage(db: Db, campaignId: string, filter: LedgerFilter & { page: number }) {
  const where = ledgerWhere(campaignId, filter);
  const size = MAIL_MERGE_LIMITS.ledgerPageSize;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(mmRecipients)
      .where(where)
      .orderBy(asc(mmRecipients.email))
      .limit(size)
      .offset((filter.page - 1) * size),
    db.select({ total: sql<number>`count(*)::int` }).from(mmRecipients).where(where),
  ]);
  return { items: rows.map(recipientEntry), total: Number(counted?.total ?? 0) };
}
