// The SPF check of a sender's domain: its interface, answered without the DNS until the evaluator lands.
import type { SPF_PROBLEMS, SpfVerdict } from '../../../contract/notifications.ts';

/** Why an SPF policy could not be read or judged. */
export type SpfProblem = (typeof SPF_PROBLEMS)[number];

/** The DNS questions an SPF evaluation asks; ENOTFOUND and ENODATA answer void, other failures are temperrors. */
export interface SpfResolver {
  txt(name: string): Promise<string[][]>;
  a(name: string): Promise<string[]>;
  aaaa(name: string): Promise<string[]>;
  mx(name: string): Promise<{ exchange: string; priority: number }[]>;
  ptr(name: string): Promise<string[]>;
}

const unreachable = (): Promise<never> => Promise.reject(Object.assign(new Error('No DNS resolver'), { code: 'ESERVFAIL' }));

/** The resolver of the configuration's DNS servers, else the system's. */
export function spfResolver(_config: unknown): SpfResolver {
  return { txt: unreachable, a: unreachable, aaaa: unreachable, mx: unreachable, ptr: unreachable };
}

/** A domain's SPF verdict for the relay's mechanisms. */
export async function checkSpf(_domain: string, _relay: string, _resolver: SpfResolver): Promise<SpfVerdict> {
  return { has_spf: false, relay_included: false, record: null, proposed: null, lookups: 0, error: 'dns_unreachable' };
}

/** RFC 7208's check_host of one address for a domain. */
export async function checkHost(
  _ip: string,
  _domain: string,
  _sender: string,
  _resolver: SpfResolver,
): Promise<{ result: 'pass' | 'fail' | 'softfail' | 'neutral' | 'none' | 'permerror' | 'temperror'; lookups: number; voidLookups: number; problem?: SpfProblem }> {
  return { result: 'temperror', lookups: 0, voidLookups: 0, problem: 'dns_unreachable' };
}
