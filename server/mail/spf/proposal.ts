// The record to publish so that a domain's policy authorises the relay, and what it costs in lookups.
import { isModifier, parseRecord, type SpfRecord } from './record.ts';
import { publishedRecords, type SpfResolver } from './resolver.ts';

// Includes are followed this deep when counting: past RFC 7208's limit the count already says "too many".
const DEPTH_LIMIT = 10;
// Each target followed adds a lookup: past 50 the count is far over the limit already.
const FOLLOW_LIMIT = 50;
const COSTLY = new Set(['a', 'mx', 'ptr', 'exists']);

/**
 * The published record with the relay's mechanisms it lacks before its first `all` (after its last
 * mechanism without one); with `first`, the relay's mechanisms moved to the front instead.
 * `v=spf1 <relay> ~all` without a record.
 */
export function proposeRecord(published: SpfRecord | null, relay: string, first = false): string {
  if (!published) return `v=spf1 ${relay} ~all`;
  const wanted = relay.split(' ').filter((term) => term !== '');
  const relayTerms = new Set(wanted.map(bareTerm));
  if (first) return ['v=spf1', ...wanted, ...published.terms.filter((term) => !relayTerms.has(bareTerm(term)))].join(' ');
  const present = new Set(published.terms.map(bareTerm));
  const terms = [...published.terms];
  const all = terms.findIndex((term) => /^[+\-~?]?all$/i.test(term));
  const afterMechanisms = terms.findLastIndex((term) => !isModifier(term)) + 1;
  terms.splice(all >= 0 ? all : afterMechanisms, 0, ...wanted.filter((term) => !present.has(bareTerm(term))));
  return ['v=spf1', ...terms].join(' ');
}

function bareTerm(term: string): string {
  return term.replace(/^\+/, '').toLowerCase();
}

/**
 * The DNS lookups a record costs when every term is evaluated, its includes and redirect followed.
 * At most 50 targets are followed and none after a DNS failure: a hostile policy of includes
 * within includes, or of names that never answer, cannot hold a check for long.
 */
export async function lookupCost(record: SpfRecord, resolver: SpfResolver): Promise<number> {
  return recordCost(record, { resolver, follows: 0, failed: false }, 0);
}

interface CostWalk {
  resolver: SpfResolver;
  follows: number;
  failed: boolean;
}

async function recordCost(record: SpfRecord, walk: CostWalk, depth: number): Promise<number> {
  let cost = 0;
  for (const mechanism of record.mechanisms) {
    if (COSTLY.has(mechanism.name)) cost += 1;
    if (mechanism.name === 'include') cost += 1 + (await targetCost(mechanism.domain, walk, depth));
  }
  const redirected = record.redirect !== null && !record.mechanisms.some((mechanism) => mechanism.name === 'all');
  if (redirected) cost += 1 + (await targetCost(record.redirect!, walk, depth));
  return cost;
}

// A target named by macros, missing, broken or unreachable costs its own lookup only.
async function targetCost(spec: string, walk: CostWalk, depth: number): Promise<number> {
  if (spec.includes('%') || depth >= DEPTH_LIMIT || walk.failed || walk.follows >= FOLLOW_LIMIT) return 0;
  walk.follows += 1;
  let records: string[] | 'void';
  try {
    records = await publishedRecords(spec.replace(/\.$/, ''), walk.resolver);
  } catch {
    walk.failed = true;
    return 0;
  }
  if (records === 'void' || records.length !== 1) return 0;
  try {
    return await recordCost(parseRecord(records[0]!), walk, depth + 1);
  } catch {
    return 0;
  }
}

/** The resolver with `domain` publishing `record` as its only TXT record: to evaluate a proposal before it is published. */
export function withRecord(resolver: SpfResolver, domain: string, record: string): SpfResolver {
  const txt = (name: string) => (name.replace(/\.$/, '').toLowerCase() === domain ? Promise.resolve([[record]]) : resolver.txt(name));
  return { ...resolver, txt };
}
