// One check_host() run's state: the client, the sender, the lookups spent of RFC 7208's limits.
import type { SPF_PROBLEMS } from '../../../contract/notifications.ts';
import { parseClientIp, reverseName, sameIp, type IpBytes } from './address.ts';
import { expandMacros, usesValidatedName } from './macro.ts';
import { isVoidAnswer, type SpfResolver } from './resolver.ts';

/** Why a policy could not be judged. */
export type SpfProblem = (typeof SPF_PROBLEMS)[number];

/** check_host()'s answer. */
export type SpfResult = 'pass' | 'fail' | 'softfail' | 'neutral' | 'none' | 'permerror' | 'temperror';

/** A permanent or temporary error that ends the evaluation. */
export class SpfFailure extends Error {
  constructor(
    readonly result: 'permerror' | 'temperror',
    readonly problem: SpfProblem,
  ) {
    super(`${result}: ${problem}`);
  }
}

// RFC 7208 §4.6.4: at most 10 terms that query the DNS, at most 2 of them answered with nothing.
const LOOKUP_LIMIT = 10;
const VOID_LIMIT = 2;
/** The longest domain name (RFC 7208 §4.3, §4.8). */
export const NAME_LIMIT = 253;

/** One check_host() run: the client, the sender, and what the run has spent of its limits. */
export class Evaluation {
  lookups = 0;
  voidLookups = 0;

  constructor(
    readonly ip: IpBytes,
    readonly sender: string,
    readonly resolver: SpfResolver,
  ) {}

  /** Counts one term that queries the DNS; the eleventh is a permanent error. */
  countLookup(): void {
    if (++this.lookups > LOOKUP_LIMIT) throw new SpfFailure('permerror', 'too_many_lookups');
  }

  /** Counts one lookup that answered nothing; the third is a permanent error. */
  countVoid(): void {
    if (++this.voidLookups > VOID_LIMIT) throw new SpfFailure('permerror', 'too_many_void_lookups');
  }

  /** Runs a lookup: a void answer is no records (counted when asked), any other failure a temperror. */
  async ask<T>(lookup: () => Promise<T[]>, countVoid: boolean): Promise<T[]> {
    let rows: T[];
    try {
      rows = await lookup();
    } catch (error) {
      if (!isVoidAnswer(error)) throw new SpfFailure('temperror', 'dns_unreachable');
      rows = [];
    }
    if (rows.length === 0 && countVoid) this.countVoid();
    return rows;
  }

  /**
   * Expands a domain-spec for `domain`'s policy: trailing dot dropped, left labels dropped past 253
   * characters. `%{h}` is the sender's domain: the relay's HELO name is not known to the check.
   */
  async expand(spec: string, domain: string): Promise<string> {
    const validated = usesValidatedName(spec) ? await this.validatedName(domain) : undefined;
    let name = expandMacros(spec, { sender: this.sender, ip: this.ip, domain, helo: senderDomain(this.sender), validated }).replace(/\.$/, '');
    while (name.length > NAME_LIMIT && name.includes('.')) name = name.slice(name.indexOf('.') + 1);
    return name;
  }

  /**
   * The client's names whose addresses lead back to it (at most 10 asked), the policy's domain and
   * its subdomains first (RFC 7208 §5.5). A failed lookup leaves its names out.
   */
  async confirmedNames(domain: string, countVoid: boolean): Promise<string[]> {
    let names: string[];
    try {
      names = await this.resolver.ptr(reverseName(this.ip));
    } catch (error) {
      if (!isVoidAnswer(error)) return [];
      names = [];
    }
    if (names.length === 0 && countVoid) this.countVoid();
    const confirmed: string[] = [];
    for (const name of names.slice(0, 10)) {
      const addresses = await (this.ip.length === 4 ? this.resolver.a(name) : this.resolver.aaaa(name)).catch(() => [] as string[]);
      if (addresses.some((address) => sameIp(parseClientIp(address), this.ip))) confirmed.push(name.replace(/\.$/, '').toLowerCase());
    }
    const rank = (name: string) => (name === domain ? 0 : name.endsWith(`.${domain}`) ? 1 : 2);
    return confirmed.sort((a, b) => rank(a) - rank(b));
  }

  private async validatedName(domain: string): Promise<string> {
    return (await this.confirmedNames(domain.toLowerCase(), false))[0] ?? 'unknown';
  }
}

function senderDomain(sender: string): string {
  return sender.slice(sender.lastIndexOf('@') + 1);
}
