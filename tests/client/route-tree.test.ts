import { createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_TEXTS, SHELL_TEXTS } from '../../scripts/signed-in-start-page.ts';
import { appRoutes, discoverSignedInRoutes, SHELL_NAMESPACES } from '../../src/app/router.tsx';
import { SIGNED_IN_ROUTES } from '../../src/areas/index.ts';
import { checkSession, type SessionState } from '../../src/lib/session.ts';

vi.mock('../../src/lib/session.ts', () => ({ checkSession: vi.fn() }));

const session = vi.mocked(checkSession);

function answer(state: SessionState): void {
  session.mockResolvedValue(state);
}

async function land(path: string): Promise<string> {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path], patchRoutesOnNavigation: discoverSignedInRoutes() });
  // The first landing on an area loads its route module: on a busy machine that takes seconds, not the 1 s default.
  await vi.waitFor(
    () => {
      if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('still routing');
    },
    { timeout: 15_000 },
  );
  const { pathname, search } = router.state.location;
  router.dispose();
  return pathname + search;
}

describe('the route tree', () => {
  beforeEach(() => session.mockReset());

  it('sends a visitor without a session from a signed-in page to Login, with next', async () => {
    answer({ logged: false, mustchange: false });
    expect(await land('/app/in/company/c1/project/p1/options/main')).toBe(
      '/app/out/login?next=%2Fapp%2Fin%2Fcompany%2Fc1%2Fproject%2Fp1%2Foptions%2Fmain',
    );
  });

  it('sends a signed-in operator from a signed-out page Home', async () => {
    answer({ logged: true, mustchange: false });
    expect(await land('/app/out/recovery')).toBe('/app/in/home');
  });

  it('pins an operator who must change the password to the forced page', async () => {
    answer({ logged: true, mustchange: true });
    expect(await land('/app/in/admin/installation/info')).toBe('/app/in/account/password/f');
    expect(await land('/app/out/login')).toBe('/app/in/account/password/f');
    expect(await land('/app/in/account/password/f')).toBe('/app/in/account/password/f');
  });

  it('leads /, /app and unknown paths Home', async () => {
    answer({ logged: true, mustchange: false });
    for (const path of ['/', '/app', '/app/in', '/nowhere', '/app/in/nowhere/at/all', '/app/out/nowhere']) {
      expect(await land(path)).toBe('/app/in/home');
    }
  });

  it('follows the default screens of judges, admin companies and form results', async () => {
    answer({ logged: true, mustchange: false });
    expect(await land('/app/in/judges')).toBe('/app/in/judges/dashboard');
    expect(await land('/app/in/admin/companies')).toBe('/app/in/admin/companies/list');
    expect(await land('/app/in/company/c/project/p/forms/f/results')).toBe(
      '/app/in/company/c/project/p/forms/f/results/dashboard',
    );
  });

  it('opens a block of submissions only with its block- prefix', async () => {
    answer({ logged: true, mustchange: false });
    const base = '/app/in/company/c/project/p/forms/f/results/submissions';
    expect(await land(`${base}/block-3`)).toBe(`${base}/block-3`);
    expect(await land(`${base}/3`)).toBe('/app/in/home');
  });
});

describe("each language's signed-in start page", () => {
  it('names the texts the shell and Home read, as the router loads them', () => {
    expect(SHELL_TEXTS).toEqual(SHELL_NAMESPACES);
    expect(HOME_TEXTS).toEqual(SIGNED_IN_ROUTES.find((route) => route.path === 'home')?.namespaces);
  });
});
