import { describe, expect, it } from 'vitest';
import { FORCED_PASSWORD_PATH, PASSWORD_PATH, signedInRedirect, signedOutRedirect } from '../../src/app/guards.ts';
import { HOME_PATH } from '../../src/lib/next-path.ts';

const url = (path: string) => new URL(path, 'http://localhost');
const signedOut = { logged: false, mustchange: false };
const signedIn = { logged: true, mustchange: false };
const mustChange = { logged: true, mustchange: true };

describe('the signed-in guard', () => {
  it('sends a visitor without a session to Login, with the asked page as next', () => {
    expect(signedInRedirect(signedOut, url('/app/in/admin/companies/edit/7?tab=2'))).toBe(
      '/app/out/login?next=%2Fapp%2Fin%2Fadmin%2Fcompanies%2Fedit%2F7%3Ftab%3D2',
    );
  });

  it('lets a signed-in operator through', () => {
    expect(signedInRedirect(signedIn, url('/app/in/judges/dashboard'))).toBeNull();
    expect(signedInRedirect(signedIn, url(PASSWORD_PATH))).toBeNull();
  });

  it('pins an operator who must change the password to the forced page, from every route but itself', () => {
    for (const path of ['/app/in/home', PASSWORD_PATH, '/app/in/account/options', '/app/in/admin/installation/info']) {
      expect(signedInRedirect(mustChange, url(path))).toBe(FORCED_PASSWORD_PATH);
    }
    expect(signedInRedirect(mustChange, url(FORCED_PASSWORD_PATH))).toBeNull();
    expect(signedInRedirect(mustChange, url(`${FORCED_PASSWORD_PATH}/`))).toBeNull();
  });

  it('turns the forced page into the ordinary one when no change is forced', () => {
    expect(signedInRedirect(signedIn, url(FORCED_PASSWORD_PATH))).toBe(PASSWORD_PATH);
  });
});

describe('the signed-out guard', () => {
  it('sends a signed-in operator Home', () => {
    expect(signedOutRedirect(signedIn)).toBe(HOME_PATH);
    expect(signedOutRedirect(mustChange)).toBe(HOME_PATH);
  });

  it('lets a visitor without a session through', () => {
    expect(signedOutRedirect(signedOut)).toBeNull();
  });

  it('lets a signed-in operator through to the single sign-on’s result and test pages only', () => {
    expect(signedOutRedirect(signedIn, '/app/out/fia-sso/test/start/0b7c1a52-8c3e-4f7e-9d55-3b8e0b1f2a10')).toBeNull();
    expect(signedOutRedirect(signedIn, '/app/out/fia-sso/result/abc')).toBeNull();
    expect(signedOutRedirect(signedIn, '/app/out/login')).toBe(HOME_PATH);
    expect(signedOutRedirect(signedIn, '/app/out/recovery/fia-sso/x')).toBe(HOME_PATH);
  });
});
