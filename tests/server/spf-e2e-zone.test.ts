import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_RELAY_SPF, startE2eDns } from '../../e2e/fixtures/dns.ts';
import { loadConfig } from '../../server/config.ts';
import { checkSpf, spfResolver, type SpfResolver } from '../../server/mail/spf/check.ts';
import type { DnsServer } from './support/dns-server.ts';

let dns: DnsServer;
let resolver: SpfResolver;

beforeAll(async () => {
  dns = await startE2eDns();
  // As the browser tests' server reads its environment.
  const config = loadConfig({ DNS_SERVERS: dns.address, MAIL_RELAY_SPF: E2E_RELAY_SPF });
  resolver = spfResolver(config);
});

afterAll(() => dns.stop());

describe("the browser tests' DNS", () => {
  it('gives each sponsor domain the verdict the stories expect', async () => {
    expect(await checkSpf('sponsor-ok.example', E2E_RELAY_SPF, resolver)).toEqual({
      has_spf: true,
      record: 'v=spf1 include:spf.relay.example -all',
      relay_included: true,
      proposed: null,
      lookups: 1,
    });
    expect(await checkSpf('sponsor-missing.example', E2E_RELAY_SPF, resolver)).toEqual({
      has_spf: true,
      record: 'v=spf1 include:_spf.other.example ~all',
      relay_included: false,
      proposed: 'v=spf1 include:_spf.other.example include:spf.relay.example ip4:192.0.2.10 ~all',
      lookups: 2,
    });
    expect(await checkSpf('no-spf.example', E2E_RELAY_SPF, resolver)).toEqual({
      has_spf: false,
      record: null,
      relay_included: false,
      proposed: 'v=spf1 include:spf.relay.example ip4:192.0.2.10 ~all',
      lookups: 1,
    });
    expect(await checkSpf('fondazione-aurora.example', E2E_RELAY_SPF, resolver)).toMatchObject({
      relay_included: false,
      proposed: 'v=spf1 mx include:_spf.other.example include:spf.relay.example ip4:192.0.2.10 ~all',
      lookups: 3,
    });
  });
});
