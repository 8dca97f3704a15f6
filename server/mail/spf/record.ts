// An SPF record read strictly by RFC 7208 §4.6 and §12's grammar: one term that does not parse
// makes the whole record a permanent error, wherever it stands.
import { parseIpv4, parseIpv6, type IpBytes } from './address.ts';
import { isDomainSpec, isMacroString } from './macro.ts';

/** What a matching mechanism answers: pass (+), fail (-), softfail (~) or neutral (?). */
export type Qualifier = '+' | '-' | '~' | '?';

/** One mechanism of a record, its arguments parsed. */
export type Mechanism = { qualifier: Qualifier; text: string } & (
  | { name: 'all' }
  | { name: 'include' | 'exists'; domain: string }
  | { name: 'a' | 'mx'; domain: string | null; cidr4: number; cidr6: number }
  | { name: 'ptr'; domain: string | null }
  | { name: 'ip4' | 'ip6'; network: IpBytes; bits: number }
);

/** A parsed record: its mechanisms in order, its redirect, and its terms as written. */
export interface SpfRecord {
  mechanisms: Mechanism[];
  redirect: string | null;
  terms: string[];
}

/** A record, mechanism or modifier that does not follow the grammar. */
export class SpfSyntaxError extends Error {}

/** Whether a TXT string is an SPF record: it starts with the version `v=spf1`. */
export function isSpfRecord(text: string): boolean {
  return /^v=spf1( |$)/i.test(text);
}

const MODIFIER = /^([a-z][a-z0-9\-_.]*)=(.*)$/i;
const MECHANISM = /^([+\-~?]?)([a-z0-9]+)(.*)$/i;
const CIDR = '(?:0|[1-9]\\d{0,2})';
const DOMAIN_AND_CIDR = new RegExp(`^(?::(.+?))?(?:/(${CIDR}))?(?://(${CIDR}))?$`);
const NETWORK = new RegExp(`^:([^/]+)(?:/(${CIDR}))?$`);

/** Whether a term is a modifier (`redirect=…`, `exp=…`) rather than a mechanism. */
export function isModifier(term: string): boolean {
  return MODIFIER.test(term);
}

/** Parses a `v=spf1` record; throws SpfSyntaxError on any term that does not parse. */
export function parseRecord(text: string): SpfRecord {
  if (!isSpfRecord(text)) throw new SpfSyntaxError('not an SPF record');
  const terms = text.slice('v=spf1'.length).split(' ').filter((term) => term !== '');
  const record: SpfRecord = { mechanisms: [], redirect: null, terms };
  const modifiers = new Set<string>();
  for (const term of terms) {
    const modifier = MODIFIER.exec(term);
    if (!modifier) {
      record.mechanisms.push(parseMechanism(term));
      continue;
    }
    const name = modifier[1]!.toLowerCase();
    const value = modifier[2]!;
    const known = name === 'redirect' || name === 'exp';
    if (known && (modifiers.has(name) || !isDomainSpec(value))) throw new SpfSyntaxError(`bad modifier ${term}`);
    if (!known && !isMacroString(value)) throw new SpfSyntaxError(`bad modifier ${term}`);
    modifiers.add(name);
    if (name === 'redirect') record.redirect = value;
  }
  return record;
}

/** Parses one directive (`-ip4:192.0.2.0/24`, `include:_spf.example.com`); throws SpfSyntaxError. */
export function parseMechanism(term: string): Mechanism {
  const match = MECHANISM.exec(term);
  if (!match) throw new SpfSyntaxError(`bad mechanism ${term}`);
  const qualifier = (match[1] || '+') as Qualifier;
  const name = match[2]!.toLowerCase();
  const rest = match[3]!;
  const base = { qualifier, text: term };
  switch (name) {
    case 'all':
      if (rest === '') return { ...base, name };
      break;
    case 'include':
    case 'exists':
      if (rest.startsWith(':') && isDomainSpec(rest.slice(1))) return { ...base, name, domain: rest.slice(1) };
      break;
    case 'a':
    case 'mx':
    case 'ptr':
      return domainMechanism(base, name, rest);
    case 'ip4':
    case 'ip6':
      return networkMechanism(base, name, rest);
  }
  throw new SpfSyntaxError(`bad mechanism ${term}`);
}

function domainMechanism(base: { qualifier: Qualifier; text: string }, name: 'a' | 'mx' | 'ptr', rest: string): Mechanism {
  const match = DOMAIN_AND_CIDR.exec(rest);
  const [, domain, cidr4, cidr6] = match ?? [];
  const valid = match && (domain === undefined || isDomainSpec(domain)) && Number(cidr4 ?? 0) <= 32 && Number(cidr6 ?? 0) <= 128;
  if (!valid || (name === 'ptr' && (cidr4 ?? cidr6) !== undefined)) throw new SpfSyntaxError(`bad mechanism ${base.text}`);
  if (name === 'ptr') return { ...base, name, domain: domain ?? null };
  return { ...base, name, domain: domain ?? null, cidr4: Number(cidr4 ?? 32), cidr6: Number(cidr6 ?? 128) };
}

function networkMechanism(base: { qualifier: Qualifier; text: string }, name: 'ip4' | 'ip6', rest: string): Mechanism {
  const match = NETWORK.exec(rest);
  const network = match ? (name === 'ip4' ? parseIpv4(match[1]!) : parseIpv6(match[1]!)) : null;
  const bits = Number(match?.[2] ?? (name === 'ip4' ? 32 : 128));
  if (!network || bits > network.length * 8) throw new SpfSyntaxError(`bad mechanism ${base.text}`);
  return { ...base, name, network, bits };
}
