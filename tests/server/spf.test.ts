import { Resolver } from 'node:dns/promises';
import type { DNSResolver } from 'mailauth';
import { spf as mailauthSpf } from 'mailauth/lib/spf/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpfVerdict } from '../../contract/notifications.ts';
import { checkHost, checkSpf, relayOfHost, spfResolver, type SpfResolver } from '../../server/mail/spf/check.ts';
import { withRecord } from '../../server/mail/spf/proposal.ts';
import { CLIENTS, RELAY, SPF_DOMAINS, SPF_ZONE } from './spf-fixture.ts';
import { startDnsServer, type DnsServer } from './support/dns-server.ts';

// Short waits: the fixture has a name that never answers, and each test asks it.
const TIMING = { timeoutMs: 400, tries: 1 };

let dns: DnsServer;
let resolver: SpfResolver;
let otherResolver: Resolver;

beforeAll(async () => {
  dns = await startDnsServer(SPF_ZONE);
  resolver = spfResolver({ dnsServers: [dns.address] }, TIMING);
  otherResolver = new Resolver({ timeout: TIMING.timeoutMs, tries: TIMING.tries });
  otherResolver.setServers([dns.address]);
});

afterAll(() => dns.stop());

// mailauth's own evaluator, on the same DNS server, as a receiving mail server would run it.
async function mailauthResult(ip: string, domain: string): Promise<string> {
  const answer = await mailauthSpf({
    ip,
    sender: `postmaster@${domain}`,
    helo: domain,
    mta: 'mx.receiver.test',
    // mailauth's type leaves out the MX answers its own evaluator reads.
    resolver: ((name: string, type: string) => otherResolver.resolve(name, type)) as DNSResolver,
  });
  return answer.status.result;
}

describe('check_host', () => {
  it(`gives mailauth's result for each of the ${SPF_DOMAINS.length} domains and ${CLIENTS.length} clients`, { timeout: 60_000 }, async () => {
    const differences: string[] = [];
    const seen = new Map<string, number>();
    for (const domain of SPF_DOMAINS) {
      for (const ip of CLIENTS) {
        const [ours, theirs] = await Promise.all([checkHost(ip, domain, `postmaster@${domain}`, resolver), mailauthResult(ip, domain)]);
        if (ours.result !== theirs) differences.push(`${domain} ${ip}: ${ours.result} (${ours.problem ?? ''}) but mailauth ${theirs}`);
        seen.set(theirs, (seen.get(theirs) ?? 0) + 1);
      }
    }
    expect(differences).toEqual([]);
    // Every result RFC 7208 knows came up, so the agreement covers each of them.
    expect([...seen.keys()].sort()).toEqual(['fail', 'neutral', 'none', 'pass', 'permerror', 'softfail', 'temperror']);
    expect([...seen.values()].reduce((sum, count) => sum + count, 0)).toBe(SPF_DOMAINS.length * CLIENTS.length);
  });

  it('names why a policy erred and counts its lookups', async () => {
    const relay = '192.0.2.10';
    expect(await checkHost(relay, 'direct.test', 'a@direct.test', resolver)).toEqual({ result: 'pass', lookups: 1, voidLookups: 0 });
    expect(await checkHost(relay, 'ten-lookups.test', 'a@x.test', resolver)).toEqual({ result: 'pass', lookups: 10, voidLookups: 0 });
    expect(await checkHost(relay, 'too-many.test', 'a@x.test', resolver)).toMatchObject({ result: 'permerror', lookups: 11, problem: 'too_many_lookups' });
    expect(await checkHost(relay, 'deep-many.test', 'a@x.test', resolver)).toMatchObject({ result: 'permerror', problem: 'too_many_lookups' });
    expect(await checkHost(relay, 'void.test', 'a@x.test', resolver)).toMatchObject({ result: 'permerror', voidLookups: 3, problem: 'too_many_void_lookups' });
    expect(await checkHost(relay, 'two-voids.test', 'a@x.test', resolver)).toEqual({ result: 'pass', lookups: 3, voidLookups: 2 });
    expect(await checkHost(relay, 'two-records.test', 'a@x.test', resolver)).toMatchObject({ result: 'permerror', problem: 'multiple_records' });
    expect(await checkHost(relay, 'syntax-cidr.test', 'a@x.test', resolver)).toMatchObject({ result: 'permerror', problem: 'syntax' });
    expect(await checkHost(relay, 'include-none.test', 'a@x.test', resolver)).toMatchObject({ result: 'permerror', problem: 'missing_include' });
    expect(await checkHost(relay, 'redirect-none.test', 'a@x.test', resolver)).toMatchObject({ result: 'permerror', problem: 'missing_include' });
    expect(await checkHost(relay, 'servfail.test', 'a@x.test', resolver)).toMatchObject({ result: 'temperror', problem: 'dns_unreachable' });
    expect(await checkHost(relay, 'include-silent.test', 'a@x.test', resolver)).toMatchObject({ result: 'temperror', problem: 'dns_unreachable' });
    expect((await checkHost(relay, 'no-spf.test', 'a@x.test', resolver)).result).toBe('none');
  });

  it('reads a syntax error anywhere in the record, even after the mechanism that matches', async () => {
    const late = withRecord(resolver, 'late.test', 'v=spf1 ip4:192.0.2.10 ip4:192.0.2.999 -all');
    expect(await checkHost('192.0.2.10', 'late.test', 'a@late.test', late)).toMatchObject({ result: 'permerror', problem: 'syntax' });
  });

  it('follows RFC 7208 where mailauth reads more loosely: %{p}, and an include whose DNS fails', async () => {
    expect((await checkHost('192.0.2.10', 'macro-p.test', 'a@macro-p.test', resolver)).result).toBe('pass');
    // 192.0.2.11's PTR name does not lead back to it: %{p} is "unknown".
    expect((await checkHost('192.0.2.11', 'macro-p.test', 'a@macro-p.test', resolver)).result).toBe('fail');
    expect(await checkHost('192.0.2.10', 'include-servfail.test', 'a@x.test', resolver)).toMatchObject({ result: 'temperror', problem: 'dns_unreachable' });
  });

  it('treats an IPv4-mapped IPv6 client as IPv4, and the sender local part in %{l}', async () => {
    expect((await checkHost('::ffff:192.0.2.10', 'direct.test', 'a@direct.test', resolver)).result).toBe('pass');
    expect((await checkHost('192.0.2.10', 'macro-l.test', 'postmaster@macro-l.test', resolver)).result).toBe('pass');
    expect((await checkHost('192.0.2.10', 'macro-l.test', 'alice@macro-l.test', resolver)).result).toBe('fail');
  });
});

const verdicts: Record<string, SpfVerdict> = {
  'no-spf.test': { has_spf: false, record: null, relay_included: false, proposed: `v=spf1 ${RELAY} ~all`, lookups: 1 },
  'direct.test': { has_spf: true, record: 'v=spf1 include:spf.relay.test -all', relay_included: true, proposed: null, lookups: 1 },
  'nested.test': { has_spf: true, record: 'v=spf1 include:_spf.nested.test -all', relay_included: true, proposed: null, lookups: 3 },
  'chain.test': { has_spf: true, record: 'v=spf1 include:c1.chain.test -all', relay_included: true, proposed: null, lookups: 4 },
  'redirect.test': { has_spf: true, record: 'v=spf1 redirect=_spf.nested.test', relay_included: true, proposed: null, lookups: 3 },
  'macro-i.test': { has_spf: true, record: 'v=spf1 exists:%{i}._spf.macro-i.test -all', relay_included: false, proposed: 'v=spf1 exists:%{i}._spf.macro-i.test include:spf.relay.test ip4:192.0.2.10 -all', lookups: 2 },
  'missing.test': {
    has_spf: true,
    record: 'v=spf1 include:_spf.other.test ~all',
    relay_included: false,
    proposed: 'v=spf1 include:_spf.other.test include:spf.relay.test ip4:192.0.2.10 ~all',
    lookups: 2,
  },
  'redirect-all.test': {
    has_spf: true,
    record: 'v=spf1 ip4:203.0.113.0/24 -all redirect=spf.relay.test',
    relay_included: false,
    proposed: 'v=spf1 ip4:203.0.113.0/24 include:spf.relay.test ip4:192.0.2.10 -all redirect=spf.relay.test',
    lookups: 1,
  },
  'mx.test': { has_spf: true, record: 'v=spf1 mx -all', relay_included: false, proposed: 'v=spf1 mx include:spf.relay.test ip4:192.0.2.10 -all', lookups: 2 },
  // The usual place, before `?all`, comes after `?include:` already answered neutral: the relay goes first.
  'neutral.test': {
    has_spf: true,
    record: 'v=spf1 ?include:spf.relay.test ~all',
    relay_included: false,
    proposed: 'v=spf1 include:spf.relay.test ip4:192.0.2.10 ?include:spf.relay.test ~all',
    lookups: 2,
  },
  'void.test': {
    has_spf: true,
    record: SPF_ZONE['void.test']!.txt![0] as string,
    relay_included: false,
    proposed: 'v=spf1 include:spf.relay.test ip4:192.0.2.10 a:gone1.void.test a:gone2.void.test a:gone3.void.test -all',
    lookups: 4,
    error: 'too_many_void_lookups',
  },
  'two-records.test': { has_spf: true, record: 'v=spf1 include:spf.relay.test -all\nv=spf1 ip4:192.0.2.10 -all', relay_included: false, proposed: null, lookups: 0, error: 'multiple_records' },
  'syntax-ip.test': { has_spf: true, record: 'v=spf1 ip4:192.0.2.300 -all', relay_included: false, proposed: null, lookups: 0, error: 'syntax' },
  'servfail.test': { has_spf: false, record: null, relay_included: false, proposed: null, lookups: 0, error: 'dns_unreachable' },
  'include-silent.test': { has_spf: true, record: 'v=spf1 include:silent.test -all', relay_included: false, proposed: null, lookups: 1, error: 'dns_unreachable' },
};

describe('checkSpf', () => {
  it.each(Object.entries(verdicts))('judges %s', async (domain, verdict) => {
    expect(await checkSpf(domain, RELAY, resolver)).toEqual(verdict);
  });

  it('proposes, past eleven lookups, the relay first and says what the record costs', async () => {
    const verdict = await checkSpf('too-many.test', RELAY, resolver);
    expect(verdict).toMatchObject({ relay_included: false, lookups: 12, error: 'too_many_lookups' });
    expect(verdict.proposed).toMatch(/^v=spf1 include:spf\.relay\.test ip4:192\.0\.2\.10 a:h1\.many\.test .* a:h11\.many\.test -all$/);
  });

  it('counts the lookups of a fan of includes within includes without walking every path', async () => {
    const started = Date.now();
    const verdict = await checkSpf('fan1.test', RELAY, resolver);
    expect(verdict).toMatchObject({ relay_included: false, error: 'too_many_lookups' });
    expect(verdict.lookups).toBeGreaterThan(50);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('proposes a record that, once published, authorises every relay address', async () => {
    const proposing = SPF_DOMAINS.filter((domain) => !['servfail.test', 'include-silent.test'].includes(domain));
    let proposals = 0;
    for (const domain of proposing) {
      const verdict = await checkSpf(domain, RELAY, resolver);
      if (verdict.proposed === null) continue;
      proposals += 1;
      const published = withRecord(resolver, domain, verdict.proposed);
      expect(await checkSpf(domain, RELAY, published), domain).toMatchObject({ relay_included: true, proposed: null, record: verdict.proposed });
      for (const ip of ['192.0.2.10', '192.0.2.11', '2001:db8:10::25']) {
        expect((await checkHost(ip, domain, `postmaster@${domain}`, published)).result, `${domain} ${ip}`).toBe('pass');
      }
    }
    expect(proposals).toBeGreaterThanOrEqual(15);
  });

  it('reads the policy only when no relay is set, and takes a sender host as its relay', async () => {
    expect(await checkSpf('missing.test', '', resolver)).toEqual({
      has_spf: true,
      record: 'v=spf1 include:_spf.other.test ~all',
      relay_included: false,
      proposed: null,
      lookups: 1,
    });
    expect(relayOfHost('mail1.MX.test')).toBe('a:mail1.mx.test');
    expect(relayOfHost('[2001:db8::25]')).toBe('ip6:2001:db8::25');
    expect(relayOfHost('192.0.2.10')).toBe('ip4:192.0.2.10');
    expect(await checkSpf('mx.test', relayOfHost('mail2.mx.test'), resolver)).toMatchObject({ relay_included: true, proposed: null });
    expect(await checkSpf('missing.test', relayOfHost('mail1.mx.test'), resolver)).toMatchObject({
      relay_included: false,
      proposed: 'v=spf1 include:_spf.other.test a:mail1.mx.test ~all',
      lookups: 2,
    });
  });
});
