// What makes a vote suspicious, computed in SQL over a form's votes (contract/votes.ts, SUSPICION).
import { sql, type SQL } from 'drizzle-orm';
import { SUSPICION } from '../../../contract/votes.ts';
import { DISPOSABLE_DOMAINS } from './disposable-domains.ts';

/**
 * The mail providers where many people of one domain voting within minutes is ordinary: the
 * `domain` flag leaves them out (a burst from one address still shows on them).
 */
export const COMMON_PROVIDERS: readonly string[] = [
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'hotmail.it', 'hotmail.fr', 'hotmail.es', 'live.com', 'live.it', 'msn.com',
  'yahoo.com', 'yahoo.it', 'yahoo.fr', 'yahoo.es', 'icloud.com', 'me.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'gmx.de',
  'web.de', 'libero.it', 'virgilio.it', 'tiscali.it', 'alice.it', 'tim.it', 'orange.fr', 'free.fr', 'laposte.net', 'sfr.fr', 'wanadoo.fr',
  'uol.com.br', 'bol.com.br', 'terra.com.br', 'sapo.pt', 'telefonica.net', 'yandex.ru', 'mail.ru',
];

const windowOf = sql.raw(`interval '${Number(SUSPICION.windowMinutes)} minutes'`);
const list = (domains: readonly string[]) => domains.join(',');

/**
 * Every vote of a form with its suspicion flags, as a subquery named `flagged` with the columns
 * of `votes` and the booleans `burst`, `domain` and `disposable`:
 * - `burst`: some stretch of `windowMinutes` minutes holds this vote and more than `burstVotes` votes
 *   of the form from its client address. Any such stretch may start at its first vote, so the
 *   stretches counted are those starting at each vote of the address (`bursts`).
 * - `domain`: the same with more than `domainEmails` different addresses of its mail domain, the
 *   common providers left out. An erased voter's vote counts once, by itself.
 * - `disposable`: its domain is one of DISPOSABLE_DOMAINS.
 * Invalidated votes count too: what they show of an address or a domain is still true.
 */
export function flaggedVotes(formId: string): SQL {
  // The stretches are counted on the table itself, not on a CTE: its (form_id, created_at) index reads
  // only the votes of those minutes, where a materialised CTE would be read whole for every vote.
  const near = (alias: string) =>
    sql.raw(`${alias}.form_id = b.form_id AND b.created_at >= ${alias}.created_at AND b.created_at < ${alias}.created_at + interval '${Number(SUSPICION.windowMinutes)} minutes'`);
  return sql`(
    WITH address_starts AS (
      SELECT DISTINCT a.address_hash, a.created_at AS start FROM votes a
      WHERE a.form_id = ${formId}
        AND (SELECT count(*) FROM votes b WHERE ${near('a')} AND b.address_hash = a.address_hash) > ${SUSPICION.burstVotes}
    ),
    domain_starts AS (
      SELECT DISTINCT a.email_domain, a.created_at AS start FROM votes a
      WHERE a.form_id = ${formId} AND NOT (a.email_domain = ANY(string_to_array(${list(COMMON_PROVIDERS)}, ',')))
        AND (SELECT count(DISTINCT coalesce(b.email, b.id::text)) FROM votes b WHERE ${near('a')} AND b.email_domain = a.email_domain) > ${SUSPICION.domainEmails}
    )
    SELECT v.*,
      EXISTS (SELECT 1 FROM address_starts s WHERE s.address_hash = v.address_hash AND v.created_at >= s.start AND v.created_at < s.start + ${windowOf}) AS burst,
      EXISTS (SELECT 1 FROM domain_starts s WHERE s.email_domain = v.email_domain AND v.created_at >= s.start AND v.created_at < s.start + ${windowOf}) AS domain,
      v.email_domain = ANY(string_to_array(${list(DISPOSABLE_DOMAINS)}, ',')) AS disposable
    FROM votes v WHERE v.form_id = ${formId}
  ) AS flagged`;
}

/** The flags of a flagged row, in the contract's words. */
export function flagsOf(row: { burst: unknown; domain: unknown; disposable: unknown }): Array<'burst' | 'domain' | 'disposable'> {
  const flags: Array<'burst' | 'domain' | 'disposable'> = [];
  if (row.burst === true) flags.push('burst');
  if (row.domain === true) flags.push('domain');
  if (row.disposable === true) flags.push('disposable');
  return flags;
}

/** The condition a flagged row is suspicious on. */
export const SUSPICIOUS = sql`(flagged.burst OR flagged.domain OR flagged.disposable)`;
