// The SPF verdict on a sender's domain: does its policy authorise the mail relay, and if not, the
// record to publish instead with the lookups it costs.
import type { SpfVerdict } from '../../../contract/notifications.ts';
import { parseIpv4, parseIpv6 } from './address.ts';
import { checkHost } from './check-host.ts';
import { SpfFailure, type SpfProblem } from './evaluation.ts';
import { lookupCost, proposeRecord, withRecord } from './proposal.ts';
import { parseRecord, SpfSyntaxError, type SpfRecord } from './record.ts';
import { relayAddresses } from './relay.ts';
import { cachedResolver, publishedRecords, type SpfResolver } from './resolver.ts';

export { checkHost } from './check-host.ts';
export { spfResolver, type SpfResolver } from './resolver.ts';

/** Whether every relay address passes the domain's policy, and the first problem met. */
interface Judgement {
  included: boolean;
  problem?: SpfProblem;
}

/**
 * The verdict on `domain` for `relay` (SPF mechanisms separated by spaces, MAIL_RELAY_SPF or
 * `a:<smtp host>`). An empty relay only reads the policy: relay_included false, nothing proposed.
 */
export async function checkSpf(domain: string, relay: string, resolver: SpfResolver): Promise<SpfVerdict> {
  const dns = cachedResolver(resolver);
  const name = domain.trim().replace(/\.$/, '').toLowerCase();
  const nothing = { relay_included: false, proposed: null, lookups: 0 };
  let records: string[];
  try {
    const found = await publishedRecords(name, dns);
    records = found === 'void' ? [] : found;
  } catch {
    return { ...nothing, has_spf: false, record: null, error: 'dns_unreachable' };
  }
  if (records.length > 1) return { ...nothing, has_spf: true, record: records.join('\n'), error: 'multiple_records' };
  const text = records[0] ?? null;
  const published = text === null ? null : parsedOrNull(text);
  if (text !== null && !published) return { ...nothing, has_spf: true, record: text, error: 'syntax' };
  const base = { has_spf: text !== null, record: text };
  const publishedCost = published ? await lookupCost(published, dns) : 0;
  if (relay.trim() === '') return { ...base, ...nothing, lookups: publishedCost };

  const judged = await judge(name, relay, dns);
  const error = judged.problem ? { error: judged.problem } : {};
  if (judged.included || judged.problem === 'dns_unreachable') {
    return { ...base, relay_included: judged.included, proposed: null, lookups: publishedCost, ...error };
  }
  const proposed = await propose(name, published, relay, dns);
  return { ...base, relay_included: false, proposed, lookups: await lookupCost(parseRecord(proposed), dns), ...error };
}

async function judge(domain: string, relay: string, dns: SpfResolver): Promise<Judgement> {
  let addresses: string[];
  try {
    addresses = await relayAddresses(relay, dns);
  } catch (error) {
    if (error instanceof SpfFailure) return { included: false, problem: error.problem };
    throw error;
  }
  if (addresses.length === 0) return { included: false };
  for (const address of addresses) {
    const { result, problem } = await checkHost(address, domain, `postmaster@${domain}`, dns);
    if (result !== 'pass') return problem ? { included: false, problem } : { included: false };
  }
  return { included: true };
}

// The relay goes before the record's `all`; should a mechanism before it catch the relay first (a
// `-ip4:` of its range, the lookups running out), first in the record instead.
async function propose(domain: string, published: SpfRecord | null, relay: string, dns: SpfResolver): Promise<string> {
  const usual = proposeRecord(published, relay);
  if (!published || (await judge(domain, relay, withRecord(dns, domain, usual))).included) return usual;
  return proposeRecord(published, relay, true);
}

function parsedOrNull(text: string): SpfRecord | null {
  try {
    return parseRecord(text);
  } catch (error) {
    if (error instanceof SpfSyntaxError) return null;
    throw error;
  }
}

/** The relay mechanism of a sender's own SMTP host: `a:<host>`, or `ip4:`/`ip6:` for an address (`[2001:db8::25]`). */
export function relayOfHost(host: string): string {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return parseIpv4(bare) ? `ip4:${bare}` : parseIpv6(bare) ? `ip6:${bare}` : `a:${bare.toLowerCase()}`;
}
