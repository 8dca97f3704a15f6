// RFC 7208's check_host(): whether a domain's SPF policy lets an address send its mail.
import { parseClientIp } from './address.ts';
import { Evaluation, NAME_LIMIT, SpfFailure, type SpfProblem, type SpfResult } from './evaluation.ts';
import { matchMechanism } from './mechanisms.ts';
import { parseRecord, SpfSyntaxError, type Qualifier, type SpfRecord } from './record.ts';
import { publishedRecords, type SpfResolver } from './resolver.ts';

/** check_host()'s answer with the lookups it cost, and why it erred. */
export interface CheckHostResult {
  result: SpfResult;
  lookups: number;
  voidLookups: number;
  problem?: SpfProblem;
}

const OUTCOME: Record<Qualifier, SpfResult> = { '+': 'pass', '-': 'fail', '~': 'softfail', '?': 'neutral' };

/** The result of `domain`'s policy: its mechanisms in order, then its redirect, else neutral. */
async function policy(run: Evaluation, domain: string, counted: boolean): Promise<SpfResult> {
  if (!isDomainName(domain)) return 'none';
  const record = await readRecord(run, domain, counted);
  if (!record) return 'none';
  for (const mechanism of record.mechanisms) {
    if (await matchMechanism(run, mechanism, domain, policy)) return OUTCOME[mechanism.qualifier];
  }
  if (record.redirect === null || record.mechanisms.some((mechanism) => mechanism.name === 'all')) return 'neutral';
  run.countLookup();
  const result = await policy(run, await run.expand(record.redirect, domain), true);
  if (result === 'none') throw new SpfFailure('permerror', 'missing_include');
  return result;
}

// The domain's one SPF record; none counts as a void lookup when the term that led here was counted.
async function readRecord(run: Evaluation, domain: string, counted: boolean): Promise<SpfRecord | null> {
  let records: string[] | 'void';
  try {
    records = await publishedRecords(domain, run.resolver);
  } catch {
    throw new SpfFailure('temperror', 'dns_unreachable');
  }
  if (records === 'void') {
    if (counted) run.countVoid();
    return null;
  }
  if (records.length > 1) throw new SpfFailure('permerror', 'multiple_records');
  if (records.length === 0) return null;
  try {
    return parseRecord(records[0]!);
  } catch (error) {
    if (error instanceof SpfSyntaxError) throw new SpfFailure('permerror', 'syntax');
    throw error;
  }
}

/** check_host(ip, domain, sender): RFC 7208's result for `ip` sending as `sender` under `domain`'s policy. */
export async function checkHost(ip: string, domain: string, sender: string, resolver: SpfResolver): Promise<CheckHostResult> {
  const client = parseClientIp(ip);
  if (!client) throw new Error(`not an IP address: ${ip}`);
  const run = new Evaluation(client, sender, resolver);
  try {
    const result = await policy(run, domain.replace(/\.$/, '').toLowerCase(), false);
    return { result, lookups: run.lookups, voidLookups: run.voidLookups };
  } catch (error) {
    if (!(error instanceof SpfFailure)) throw error;
    return { result: error.result, lookups: run.lookups, voidLookups: run.voidLookups, problem: error.problem };
  }
}

/** A multi-label name of at most 253 characters whose labels hold 1 to 63 characters (RFC 7208 §4.3). */
export function isDomainName(name: string): boolean {
  const labels = name.replace(/\.$/, '').split('.');
  return name.length <= NAME_LIMIT && labels.length > 1 && labels.every((label) => label.length > 0 && label.length <= 63);
}
