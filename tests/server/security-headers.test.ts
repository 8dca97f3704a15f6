import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../server/app.ts';
import type { Answer, Browser } from './browser.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

const ANSWERS: Array<[string, (browser: Browser) => Promise<Answer>]> = [
  ['a call', (b) => b.post('accounting/checklogin', {})],
  ['a refused call', (b) => b.post('accounting/operator/current', {})],
  ['an unknown API path', (b) => b.post('nothing/here', {})],
  ['a GET on a call', (b) => b.fetch('/api/accounting/checklogin')],
  ['a form post', (b) => b.post('accounting/checklogin', {}, { 'content-type': 'text/plain' })],
  ['an oversized body', (b) => b.post('accounting/checklogin', { junk: 'x'.repeat(MAX_BODY_BYTES) })],
  ['the health check', (b) => b.fetch('/api/health')],
  ['a missing image', (b) => b.fetch('/api/img/00000000-0000-0000-0000-000000000000')],
  ['a page outside the API', (b) => b.fetch('/no-such-file.txt')],
  ['the root redirect', (b) => b.fetch('/')],
];

function cspDirectives(answer: Answer): Map<string, string> {
  const csp = answer.headers.get('content-security-policy') ?? '';
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

describe('security headers', () => {
  it.each(ANSWERS)('are on %s', async (_label, send) => {
    const answer = await send(server.browser());
    const csp = cspDirectives(answer);

    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('worker-src')).toBe("'self'");
    expect(csp.get('manifest-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('referrer-policy')).toBe('same-origin');
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(answer.headers.get('permissions-policy')).toContain('camera=()');
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('keep API answers out of caches', async () => {
    const answer = await server.browser().post('accounting/checklogin', {});

    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('add HSTS over https', async () => {
    const answer = await server.browser({ base: 'https://localhost' }).post('accounting/checklogin', {});

    expect(answer.status).toBe(200);
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
