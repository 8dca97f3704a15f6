import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginStep } from '../../contract/sign-in.ts';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadLocale } from '../../i18n/i18n-util.sync';
import { TEXTS } from '../../scripts/i18n-texts.ts';
import { loginState, withLoginNote } from '../../src/areas/accounting/sign-in/login-note.ts';
import { SignInSteps } from '../../src/areas/accounting/sign-in/sign-in-steps.tsx';
import { scriptedApi } from './cache-fixtures.ts';

const server = scriptedApi();
const en = TEXTS.en;
const EMAIL = 'nina@example.com';

beforeAll(() => {
  loadLocale('en');
});

function show(known: { email?: string; step?: LoginStep }, onSignedIn = vi.fn()) {
  render(
    <MantineProvider env="test">
      <TypesafeI18n locale="en">
        <MemoryRouter>
          <SignInSteps note={<p>invited note</p>} email={known.email} step={known.step} onSignedIn={onSignedIn} />
        </MemoryRouter>
      </TypesafeI18n>
    </MantineProvider>,
  );
  return onSignedIn;
}

describe('what another screen hands the login page', () => {
  it('carries the note, the address and an open second step', () => {
    expect(loginState(withLoginNote('invited', { email: EMAIL, step: 'totp' }))).toEqual({ note: 'invited', email: EMAIL, step: 'totp' });
    expect(loginState(withLoginNote('invited', { email: EMAIL }))).toEqual({ note: 'invited', email: EMAIL });
    expect(loginState(withLoginNote('recovered'))).toEqual({ note: 'recovered' });
  });

  it('ignores anything else, and a second step without its address', () => {
    expect(loginState(null)).toBeNull();
    expect(loginState({ note: 'hacked' })).toBeNull();
    expect(loginState({ note: 'invited', email: 42, step: 'totp' })).toEqual({ note: 'invited' });
    expect(loginState({ note: 'invited', email: EMAIL, step: 'sms' })).toEqual({ note: 'invited', email: EMAIL });
  });
});

describe('the sign-in steps after an accepted invitation', () => {
  it("open at the authenticator app's code, under the note, and the code signs in", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/accounting/login-unlock', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ Success: true });
      }),
    );
    const signedIn = show({ email: EMAIL, step: 'totp' });

    expect(screen.getByText('invited note')).toBeTruthy();
    // The second step's form loads on its own, after the page's first paint.
    expect(await screen.findByText(en.totp.codeIntro)).toBeTruthy();
    expect(screen.queryByLabelText(en.login.password, { exact: false })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: en.totp.code }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: en.login.signIn }));

    await vi.waitFor(() => expect(signedIn).toHaveBeenCalledOnce());
    expect(sent).toEqual([{ Email: EMAIL, Pin: '123456' }]);
  });

  it('start at the password with the address filled in when no second step is open', () => {
    show({ email: EMAIL });

    expect((screen.getByRole('textbox', { name: en.login.email }) as HTMLInputElement).value).toBe(EMAIL);
    expect(screen.getByText('invited note')).toBeTruthy();
  });
});
