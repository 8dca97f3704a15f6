import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { spfResolver } from '../../server/mail/spf/check.ts';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('the SPF settings', () => {
  it('reads the relay mechanisms and the DNS servers', () => {
    const config = loadConfig({
      MAIL_RELAY_SPF: '  INCLUDE:spf.relay.example   ip4:192.0.2.10 ip4:198.51.100.0/24 ip6:2001:db8::/32 a:smtp.example.com mx:_relay.example.org ',
      DNS_SERVERS: '127.0.0.1:5353, [::1]:53,192.0.2.53',
    });
    expect(config.mailRelaySpf).toBe('include:spf.relay.example ip4:192.0.2.10 ip4:198.51.100.0/24 ip6:2001:db8::/32 a:smtp.example.com mx:_relay.example.org');
    expect(config.dnsServers).toEqual(['127.0.0.1:5353', '[::1]:53', '192.0.2.53']);
    // The resolver takes them as they are.
    expect(() => spfResolver(config)).not.toThrow();
    expect(loadConfig({})).toMatchObject({ mailRelaySpf: null, dnsServers: null });
  });

  it('names the mechanism that is not one', () => {
    for (const wrong of ['-all', 'include:%{d}.example', 'ip4:192.0.2.300', 'ip4:192.0.2.0/33', 'ip6:2001:db8::/129', 'a:localhost', 'exists:x.example', 'redirect=spf.example']) {
      expect(configError({ MAIL_RELAY_SPF: `include:spf.relay.example ${wrong}` })).toContain(`MAIL_RELAY_SPF must be SPF mechanisms separated by spaces, each include:<domain>, a:<domain>, mx:<domain>, ip4:<address>[/<bits>] or ip6:<address>[/<bits>]; "${wrong}" is not`);
    }
  });

  it('refuses a DNS server that is not an address with an optional port', () => {
    for (const wrong of ['dns.example:53', '::1', '127.0.0.1:0', '127.0.0.1:70000', '127.0.0.1,', '[::1]x']) {
      expect(configError({ DNS_SERVERS: wrong }), wrong).toContain('DNS_SERVERS must be DNS servers separated by commas, each an IPv4 address or an IPv6 address in brackets');
    }
  });
});
