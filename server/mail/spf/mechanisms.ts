// Whether one mechanism matches the client (RFC 7208 §5): the DNS-free ones at once, the others
// through the evaluation's counted lookups.
import { inNetwork, parseClientIp, type IpBytes } from './address.ts';
import { SpfFailure, type Evaluation, type SpfResult } from './evaluation.ts';
import type { Mechanism } from './record.ts';

// RFC 7208 §4.6.4: one mx mechanism asks the addresses of at most 10 exchanges.
const MX_NAME_LIMIT = 10;

/** How an include evaluates the policy it names (check_host() recursing). */
export type PolicyOf = (run: Evaluation, domain: string, counted: boolean) => Promise<SpfResult>;

/** Whether `mechanism` of `domain`'s policy matches the evaluation's client. */
export async function matchMechanism(run: Evaluation, mechanism: Mechanism, domain: string, policy: PolicyOf): Promise<boolean> {
  switch (mechanism.name) {
    case 'all':
      return true;
    case 'ip4':
    case 'ip6':
      return inNetwork(run.ip, mechanism.network, mechanism.bits);
    case 'include':
      return matchInclude(run, mechanism.domain, domain, policy);
    case 'exists': {
      run.countLookup();
      const name = await run.expand(mechanism.domain, domain);
      // Always an A lookup, whatever the client's family (RFC 7208 §5.7).
      return (await run.ask(() => run.resolver.a(name), true)).length > 0;
    }
    case 'a': {
      run.countLookup();
      const name = mechanism.domain === null ? domain : await run.expand(mechanism.domain, domain);
      const addresses = await run.ask(() => addressesOf(run, name), true);
      return addresses.some((address) => inCidr(run.ip, address, mechanism));
    }
    case 'mx':
      return matchMx(run, mechanism, domain);
    case 'ptr': {
      run.countLookup();
      const target = mechanism.domain === null ? domain : await run.expand(mechanism.domain, domain);
      const names = await run.confirmedNames(target.toLowerCase(), true);
      return names.some((name) => name === target.toLowerCase() || name.endsWith(`.${target.toLowerCase()}`));
    }
  }
}

// An include matches when the included policy passes; none there is a permanent error (RFC 7208 §5.2).
async function matchInclude(run: Evaluation, spec: string, domain: string, policy: PolicyOf): Promise<boolean> {
  run.countLookup();
  const result = await policy(run, await run.expand(spec, domain), true);
  if (result === 'none') throw new SpfFailure('permerror', 'missing_include');
  return result === 'pass';
}

async function matchMx(run: Evaluation, mechanism: Extract<Mechanism, { cidr4: number }>, domain: string): Promise<boolean> {
  run.countLookup();
  const name = mechanism.domain === null ? domain : await run.expand(mechanism.domain, domain);
  const exchanges = (await run.ask(() => run.resolver.mx(name), true))
    .filter((mx) => mx.exchange !== '' && mx.exchange !== '.')
    .sort((a, b) => a.priority - b.priority);
  for (const [index, mx] of exchanges.entries()) {
    if (index >= MX_NAME_LIMIT) throw new SpfFailure('permerror', 'too_many_lookups');
    const addresses = await run.ask(() => addressesOf(run, mx.exchange), false);
    if (addresses.some((address) => inCidr(run.ip, address, mechanism))) return true;
  }
  return false;
}

function addressesOf(run: Evaluation, name: string): Promise<string[]> {
  return run.ip.length === 4 ? run.resolver.a(name) : run.resolver.aaaa(name);
}

function inCidr(ip: IpBytes, address: string, mechanism: { cidr4: number; cidr6: number }): boolean {
  const network = parseClientIp(address);
  return network !== null && inNetwork(ip, network, network.length === 4 ? mechanism.cidr4 : mechanism.cidr6);
}
