// The addresses a mail relay's SPF mechanisms stand for: ip4/ip6 as written (a range by its first
// and last address), a and mx through their addresses, include through the relay's own records.
import { formatIp, networkEnds } from './address.ts';
import { SpfFailure } from './evaluation.ts';
import { parseMechanism, parseRecord, type Mechanism, type SpfRecord } from './record.ts';
import { isVoidAnswer, publishedRecords, type SpfResolver } from './resolver.ts';

// A relay's published policy is followed this deep and this far: enough for the big providers' nested includes.
const INCLUDE_LIMIT = 20;
const ADDRESS_LIMIT = 64;

interface Walk {
  resolver: SpfResolver;
  addresses: Set<string>;
  seen: Set<string>;
}

/** Every address `relay` (mechanisms separated by spaces) stands for; a DNS failure is a temperror. */
export async function relayAddresses(relay: string, resolver: SpfResolver): Promise<string[]> {
  const walk: Walk = { resolver, addresses: new Set(), seen: new Set() };
  const mechanisms = relay.split(' ').filter((term) => term !== '').map(parseMechanism);
  await collect(walk, mechanisms, null);
  return [...walk.addresses].slice(0, ADDRESS_LIMIT);
}

async function collect(walk: Walk, mechanisms: Mechanism[], domain: string | null): Promise<void> {
  // Only what the relay's policy passes stands for it: `-ip4:…` excludes.
  for (const mechanism of mechanisms.filter((candidate) => candidate.qualifier === '+')) {
    if (walk.addresses.size >= ADDRESS_LIMIT) return;
    if (mechanism.name === 'ip4' || mechanism.name === 'ip6') {
      for (const end of networkEnds(mechanism.network, mechanism.bits)) walk.addresses.add(formatIp(end));
      continue;
    }
    if (!('domain' in mechanism) || mechanism.name === 'exists' || mechanism.name === 'ptr') continue;
    const name = plainName(mechanism.domain ?? domain);
    if (name === null) continue;
    if (mechanism.name === 'a') await addHost(walk, name);
    if (mechanism.name === 'mx') {
      for (const mx of await ask(() => walk.resolver.mx(name))) await addHost(walk, mx.exchange);
    }
    if (mechanism.name === 'include') await followPolicy(walk, name);
  }
}

async function followPolicy(walk: Walk, name: string): Promise<void> {
  if (walk.seen.has(name) || walk.seen.size >= INCLUDE_LIMIT) return;
  walk.seen.add(name);
  const records = await ask(async () => {
    const found = await publishedRecords(name, walk.resolver);
    return found === 'void' ? [] : found;
  });
  const record = records.length === 1 ? parsedOrNull(records[0]!) : null;
  if (!record) return;
  await collect(walk, record.mechanisms, name);
  const redirect = plainName(record.redirect);
  if (redirect && !record.mechanisms.some((mechanism) => mechanism.name === 'all')) await followPolicy(walk, redirect);
}

async function addHost(walk: Walk, name: string): Promise<void> {
  for (const address of [...(await ask(() => walk.resolver.a(name))), ...(await ask(() => walk.resolver.aaaa(name)))]) {
    walk.addresses.add(address);
  }
}

function parsedOrNull(text: string): SpfRecord | null {
  try {
    return parseRecord(text);
  } catch {
    return null;
  }
}

// A name without macros: those depend on the client, which a relay's own policy cannot tell here.
function plainName(spec: string | null): string | null {
  return spec === null || spec.includes('%') ? null : spec.replace(/\.$/, '').toLowerCase();
}

async function ask<T>(lookup: () => Promise<T[]>): Promise<T[]> {
  try {
    return await lookup();
  } catch (error) {
    if (isVoidAnswer(error)) return [];
    throw new SpfFailure('temperror', 'dns_unreachable');
  }
}
