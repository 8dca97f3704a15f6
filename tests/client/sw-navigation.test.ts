// The service worker answers the app's own addresses with the cached shell, and never the API:
// the single sign-on's start and the provider's return always reach the server.
import { describe, expect, it } from 'vitest';
import { SSO_CALLBACK_PATH } from '../../contract/sso-sign-in.ts';
import { answeredFromCache, SSO_CALLBACK } from '../../sw/navigation.ts';

describe('the service worker’s navigations', () => {
  it('never answers the provider’s return or the sign-in’s start from its cache', () => {
    expect(SSO_CALLBACK).toBe(SSO_CALLBACK_PATH);
    expect(answeredFromCache('/api/sso/callback?code=abc&state=xyz&iss=https%3A%2F%2Fidp.example')).toBe(false);
    expect(answeredFromCache('/api/sso/callback')).toBe(false);
    expect(answeredFromCache('/api/sso/0b7c1a52-8c3e-4f7e-9d55-3b8e0b1f2a10/start?test=1')).toBe(false);
    expect(answeredFromCache('/api/accounting/checklogin')).toBe(false);
  });

  it('answers the app’s pages, the single sign-on’s result and test pages among them', () => {
    expect(answeredFromCache('/app/out/fia-sso/result/a-token')).toBe(true);
    expect(answeredFromCache('/app/out/fia-sso/test/start/0b7c1a52-8c3e-4f7e-9d55-3b8e0b1f2a10')).toBe(true);
    expect(answeredFromCache('/app/in/home')).toBe(true);
  });
});
