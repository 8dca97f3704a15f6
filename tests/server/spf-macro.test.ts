import { describe, expect, it } from 'vitest';
import { parseClientIp } from '../../server/mail/spf/address.ts';
import { expandMacros, isDomainSpec, type MacroContext } from '../../server/mail/spf/macro.ts';
import { parseRecord, SpfSyntaxError } from '../../server/mail/spf/record.ts';

// RFC 7208 §7.4's examples: sender strong-bad@email.example.com, client 192.0.2.3 or 2001:db8::cb01,
// whose PTR name is mx.example.org.
const v4: MacroContext = {
  sender: 'strong-bad@email.example.com',
  ip: parseClientIp('192.0.2.3')!,
  domain: 'email.example.com',
  helo: 'mx.example.org',
  validated: 'mx.example.org',
};
const v6: MacroContext = { ...v4, ip: parseClientIp('2001:db8::cb01')! };

describe('SPF macros', () => {
  it.each([
    ['%{s}', 'strong-bad@email.example.com'],
    ['%{o}', 'email.example.com'],
    ['%{d}', 'email.example.com'],
    ['%{d4}', 'email.example.com'],
    ['%{d3}', 'email.example.com'],
    ['%{d2}', 'example.com'],
    ['%{d1}', 'com'],
    ['%{dr}', 'com.example.email'],
    ['%{d2r}', 'example.email'],
    ['%{l}', 'strong-bad'],
    ['%{l-}', 'strong.bad'],
    ['%{lr}', 'strong-bad'],
    ['%{lr-}', 'bad.strong'],
    ['%{l1r-}', 'strong'],
    ['%{ir}.%{v}._spf.%{d2}', '3.2.0.192.in-addr._spf.example.com'],
    ['%{lr-}.lp._spf.%{d2}', 'bad.strong.lp._spf.example.com'],
    ['%{lr-}.lp.%{ir}.%{v}._spf.%{d2}', 'bad.strong.lp.3.2.0.192.in-addr._spf.example.com'],
    ['%{ir}.%{v}.%{l1r-}.lp._spf.%{d2}', '3.2.0.192.in-addr.strong.lp._spf.example.com'],
    ['%{d2}.trusted-domains.example.net', 'example.com.trusted-domains.example.net'],
    ['%{p}.%{h}', 'mx.example.org.mx.example.org'],
  ])('expands %s for an IPv4 client', (spec, expansion) => {
    expect(isDomainSpec(spec)).toBe(true);
    expect(expandMacros(spec, v4)).toBe(expansion);
  });

  it('expands the IPv6 example, escapes, and uppercase letters URL-escaped', () => {
    expect(expandMacros('%{ir}.%{v}._spf.%{d2}', v6)).toBe(
      '1.0.b.c.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6._spf.example.com',
    );
    expect(expandMacros('a%%b%_c%-d.example.com', v4)).toBe('a%b c%20d.example.com');
    expect(expandMacros('%{S}.example.com', v4)).toBe('strong-bad%40email.example.com.example.com');
    expect(expandMacros('%{l}.example.com', { ...v4, sender: 'email.example.com' })).toBe('postmaster.example.com');
    expect(expandMacros('%{p}.example.com', { ...v4, validated: undefined })).toBe('unknown.example.com');
  });

  it('refuses what the grammar does not allow in a domain-spec', () => {
    for (const spec of ['%{d0}.example.com', '%{c}.example.com', '%{x}.example.com', '100%.example.com', 'example', '%{d}com', 'exa mple.com', '']) {
      expect(isDomainSpec(spec), spec).toBe(false);
    }
    for (const spec of ['example.com', 'example.com.', '%{d}', '_spf.%{d2}', '%{ir}.%{v}._spf.%{d2}', 'a-1.xn--p1ai']) {
      expect(isDomainSpec(spec), spec).toBe(true);
    }
  });
});

describe('SPF records', () => {
  it('reads mechanisms, qualifiers, dual CIDR lengths and modifiers', () => {
    const record = parseRecord('v=spf1 -ip4:192.0.2.0/24 ~a:%{d}/28//64 ?mx ptr ip6:2001:db8::/32 exists:%{i}.x.example +include:a.example redirect=b.example exp=c.example x-note=hello all');
    expect(record.mechanisms.map((mechanism) => `${mechanism.qualifier}${mechanism.name}`)).toEqual(['-ip4', '~a', '?mx', '+ptr', '+ip6', '+exists', '+include', '+all']);
    expect(record.mechanisms[1]).toMatchObject({ domain: '%{d}', cidr4: 28, cidr6: 64 });
    expect(record.mechanisms[2]).toMatchObject({ domain: null, cidr4: 32, cidr6: 128 });
    expect(record.redirect).toBe('b.example');
  });

  it('refuses a record with any term out of the grammar', () => {
    const broken = [
      'v=spf1 ip4:192.0.2.300',
      'v=spf1 ip4:192.0.2.01',
      'v=spf1 ip4:192.0.2.0/33',
      'v=spf1 ip4:192.0.2.0//64',
      'v=spf1 ip6:2001:db8::/129',
      'v=spf1 a/024',
      'v=spf1 ptr:example.com/24',
      'v=spf1 include',
      'v=spf1 include:',
      'v=spf1 all:example.com',
      'v=spf1 foo:bar',
      'v=spf1 redirect=a.example redirect=b.example',
      'v=spf1 exp=a.example exp=b.example',
      'v=spf1 redirect=',
      'v=spf1 x=100%',
      'v=spf1\tall',
      'v=spf10 all',
    ];
    for (const text of broken) expect(() => parseRecord(text), text).toThrow(SpfSyntaxError);
  });
});
