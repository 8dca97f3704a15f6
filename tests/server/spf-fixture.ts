// The DNS the SPF tests run against: a mail relay, domains that authorise it in every way RFC 7208
// allows (directly, through includes, redirects and macros), domains that do not, and broken ones.
import type { DnsZone } from './support/dns-server.ts';

/** The relay as MAIL_RELAY_SPF names it. */
export const RELAY = 'include:spf.relay.test ip4:192.0.2.10';

/** Clients each domain is evaluated for: the relay's addresses, another provider's, strangers, IPv6. */
export const CLIENTS = ['192.0.2.10', '192.0.2.11', '198.51.100.7', '203.0.113.5', '2001:db8:10::25', '2001:db8:99::1'];

// Hosts with both families, so that `a:` costs lookups but no void ones whatever the client.
const hosts = (prefix: string, count: number): DnsZone =>
  Object.fromEntries(
    Array.from({ length: count }, (_, index) => [`${prefix}${index + 1}.many.test`, { a: [`203.0.113.${100 + index}`], aaaa: [`2001:db8:ff::${index + 1}`] }]),
  );
const aTerms = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `a:${prefix}${from + index}.many.test`).join(' ');

const spf = (record: string) => ({ txt: [record] });
// Eleven levels of twenty includes of the next level: 20^11 paths for a counter that walks them all.
const fans: DnsZone = Object.fromEntries(
  Array.from({ length: 11 }, (_, index) => [`fan${index + 1}.test`, spf(`v=spf1 ${`include:fan${index + 2}.test `.repeat(20)}-all`)]),
);
const exists = { a: ['127.0.0.2'] };

/** The zone: every name any policy below leads to. */
export const SPF_ZONE: DnsZone = {
  // The relay and another provider.
  'spf.relay.test': spf('v=spf1 ip4:192.0.2.10 ip4:192.0.2.11 ip6:2001:db8:10::/64 -all'),
  '_spf.other.test': spf('v=spf1 ip4:198.51.100.0/24 -all'),

  // No policy.
  'no-spf.test': { a: ['192.0.2.80'] },
  'txt-only.test': { txt: ['google-site-verification=abc123'], a: ['192.0.2.81'] },

  // The relay authorised directly, through a nested include, a chain of four, a redirect.
  'direct.test': spf('v=spf1 include:spf.relay.test -all'),
  'ip-direct.test': spf('v=spf1 ip4:192.0.2.0/28 ip6:2001:db8:10::/48 ~all'),
  'nested.test': spf('v=spf1 include:_spf.nested.test -all'),
  '_spf.nested.test': spf('v=spf1 include:spf.relay.test include:_spf.other.test ?all'),
  'chain.test': spf('v=spf1 include:c1.chain.test -all'),
  'c1.chain.test': spf('v=spf1 include:c2.chain.test ip4:203.0.113.0/24 -all'),
  'c2.chain.test': spf('v=spf1 include:c3.chain.test -all'),
  'c3.chain.test': spf('v=spf1 include:spf.relay.test -all'),
  'redirect.test': spf('v=spf1 redirect=_spf.nested.test'),
  'redirect-mech.test': spf('v=spf1 ip4:198.51.100.0/24 redirect=spf.relay.test'),
  'uppercase.test': spf('V=SPF1 INCLUDE:SPF.RELAY.TEST -ALL'),
  'split-txt.test': { txt: [['v=spf1 include:spf.rel', 'ay.test -all']] },

  // The relay missing: another provider only, a redirect an `all` overrides, IPv6 only, mx and a.
  'missing.test': spf('v=spf1 include:_spf.other.test ~all'),
  'redirect-all.test': spf('v=spf1 ip4:203.0.113.0/24 -all redirect=spf.relay.test'),
  'ip6.test': spf('v=spf1 ip6:2001:db8:10::/48 -all'),
  'mx.test': { ...spf('v=spf1 mx -all'), mx: [{ exchange: 'mail1.mx.test', priority: 10 }, { exchange: 'mail2.mx.test', priority: 20 }] },
  'mail1.mx.test': { a: ['192.0.2.10'], aaaa: ['2001:db8:10::25'] },
  'mail2.mx.test': { a: ['192.0.2.11'] },
  'a.test': { ...spf('v=spf1 a a:out.a.test/30 -all'), a: ['203.0.113.9'], aaaa: ['2001:db8:99::9'] },
  'out.a.test': { a: ['192.0.2.9'], aaaa: ['2001:db8:10::1'] },
  'neutral.test': spf('v=spf1 ?include:spf.relay.test ~all'),
  'fail-include.test': spf('v=spf1 -include:spf.relay.test +all'),
  'ptr.test': spf('v=spf1 ptr:relay-hosts.test -all'),
  '10.2.0.192.in-addr.arpa': { ptr: ['out1.relay-hosts.test'] },
  '11.2.0.192.in-addr.arpa': { ptr: ['fake.relay-hosts.test'] },
  'out1.relay-hosts.test': { a: ['192.0.2.10'] },
  'fake.relay-hosts.test': { a: ['192.0.2.99'] },

  // Macros: the client's address, the domain, the sender's local part, the address reversed.
  'macro-i.test': spf('v=spf1 exists:%{i}._spf.macro-i.test -all'),
  '192.0.2.10._spf.macro-i.test': exists,
  '192.0.2.11._spf.macro-i.test': exists,
  'macro-d.test': spf('v=spf1 include:_spf.%{d} -all'),
  '_spf.macro-d.test': spf('v=spf1 ip4:192.0.2.10 ip4:192.0.2.11 -all'),
  'macro-l.test': spf('v=spf1 exists:%{l}._users.%{d} -all'),
  'postmaster._users.macro-l.test': exists,
  'macro-ir.test': spf('v=spf1 exists:%{ir}.%{v}._spf.%{d2} ~all'),
  '10.2.0.192.in-addr._spf.macro-ir.test': exists,
  '5.2.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.1.0.0.8.b.d.0.1.0.0.2.ip6._spf.macro-ir.test': exists,
  // %{p}, the client's confirmed PTR name: mailauth puts the sender's domain there, so it is judged apart.
  'macro-p.test': spf('v=spf1 exists:%{p}._p.test -all'),
  'out1.relay-hosts.test._p.test': exists,
  // An include whose DNS fails: a temperror by RFC 7208 §5.2, where mailauth skips the include.
  'include-servfail.test': spf('v=spf1 include:servfail.test ip4:192.0.2.10 -all'),

  // Limits: eleven lookups, twelve through includes, exactly ten, a loop, a fan of includes; three void lookups, two.
  ...hosts('h', 11),
  'too-many.test': spf(`v=spf1 ${aTerms('h', 1, 11)} ip4:192.0.2.10 -all`),
  'deep-many.test': spf('v=spf1 include:m1.deep-many.test include:m2.deep-many.test -all'),
  'm1.deep-many.test': spf(`v=spf1 ${aTerms('h', 1, 5)} -all`),
  'm2.deep-many.test': spf(`v=spf1 ${aTerms('h', 6, 10)} ip4:192.0.2.10 -all`),
  'ten-lookups.test': spf(`v=spf1 ${aTerms('h', 1, 9)} include:spf.relay.test -all`),
  'loop.test': spf('v=spf1 include:loop.test -all'),
  ...fans,
  'void.test': spf('v=spf1 a:gone1.void.test a:gone2.void.test a:gone3.void.test include:spf.relay.test -all'),
  'two-voids.test': spf('v=spf1 a:gone1.void.test mx:gone2.void.test include:spf.relay.test -all'),

  // Broken: two records, syntax errors, includes of nothing, a DNS that fails or never answers.
  'two-records.test': { txt: ['v=spf1 include:spf.relay.test -all', 'v=spf1 ip4:192.0.2.10 -all'] },
  'syntax-ip.test': spf('v=spf1 ip4:192.0.2.300 -all'),
  'syntax-mech.test': spf('v=spf1 include:spf.relay.test foo:bar -all'),
  'syntax-cidr.test': spf('v=spf1 ip4:192.0.2.0/33 include:spf.relay.test -all'),
  'include-none.test': spf('v=spf1 include:no-spf.test ip4:192.0.2.10 -all'),
  'include-nx.test': spf('v=spf1 include:nowhere.test -all'),
  'redirect-none.test': spf('v=spf1 redirect=no-spf.test'),
  'servfail.test': { servfail: true },
  'include-silent.test': spf('v=spf1 include:silent.test -all'),
  'silent.test': { silent: true },
};

/** The domains whose policies the tests judge (the others are what they lead to). */
export const SPF_DOMAINS = [
  'no-spf.test',
  'txt-only.test',
  'direct.test',
  'ip-direct.test',
  'nested.test',
  'chain.test',
  'redirect.test',
  'redirect-mech.test',
  'uppercase.test',
  'split-txt.test',
  'missing.test',
  'redirect-all.test',
  'ip6.test',
  'mx.test',
  'a.test',
  'neutral.test',
  'fail-include.test',
  'ptr.test',
  'macro-i.test',
  'macro-d.test',
  'macro-l.test',
  'macro-ir.test',
  'too-many.test',
  'deep-many.test',
  'ten-lookups.test',
  'loop.test',
  'fan1.test',
  'void.test',
  'two-voids.test',
  'two-records.test',
  'syntax-ip.test',
  'syntax-mech.test',
  'syntax-cidr.test',
  'include-none.test',
  'include-nx.test',
  'redirect-none.test',
  'servfail.test',
  'include-silent.test',
];
