import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routerPath } from '../../src/app/routes/path-pattern.ts';
import { adminSections, areaScreens, navModel, openableScreens, type NavCompany } from '../../src/app/shell/nav-items.ts';
import { paletteGroups } from '../../src/app/shell/palette-entries.ts';
import { SIGNED_IN_ROUTES } from '../../src/areas/index.ts';

// A placeholder screen is one whose component renders the shared PendingScreen and nothing else of its own.
async function rendersPlaceholder(route: (typeof SIGNED_IN_ROUTES)[number]): Promise<boolean> {
  const component = await route.screen();
  return String(component).includes('PendingScreen');
}

const routeOf = (to: string) => SIGNED_IN_ROUTES.find((route) => matchPath({ path: `/app/in/${routerPath(route.path)}`, end: true }, to.split('?')[0]!));

// Everyone at once: an installation admin who manages a company, edits its project and judges.
const EVERYTHING: NavCompany = { id: 'acme', name: 'Acme', can_manage: true, projects: [{ id: 'p1', name: 'P1', can_edit: true }] };
const MODEL = navModel({ companies: [EVERYTHING], judge: true, admin: true });

describe('screens not built yet', () => {
  it('are declared pending in their route, exactly those that render the placeholder', async () => {
    for (const route of SIGNED_IN_ROUTES) {
      expect(route.pending === true, `${route.path} is declared pending when, and only when, it renders the placeholder`).toBe(await rendersPlaceholder(route));
    }
    // Every screen's module is loaded, one after the other: time for a busy machine.
  }, 120_000);

  it('are offered by no navbar, palette or section entry, for any role', async () => {
    const entries = [
      ...openableScreens(MODEL).map((entry) => entry.item.to),
      ...paletteGroups(MODEL).screens.map((entry) => entry.to),
      ...adminSections(MODEL.admin).flatMap((group) => group.items.map((item) => item.to)),
      ...(['home', 'account', 'judges', 'admin', 'company', 'project'] as const).flatMap((area) => areaScreens(area).map((item) => item.to)),
    ];
    expect(entries.length).toBeGreaterThan(20);
    for (const to of new Set(entries)) {
      const route = routeOf(to);
      expect(route, `${to} is a screen`).toBeDefined();
      expect(await rendersPlaceholder(route!), `${to} opens a built screen`).toBe(false);
    }
  }, 120_000);
});
