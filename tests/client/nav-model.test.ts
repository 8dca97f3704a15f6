import { describe, expect, it } from 'vitest';
import { adminSections, navModel, openableScreens, type NavCompany } from '../../src/app/shell/nav-items.ts';
import { paletteGroups } from '../../src/app/shell/palette-entries.ts';

const project = (id: string, can_edit: boolean) => ({ id, name: `Project ${id}`, can_edit });
const MANAGED: NavCompany = { id: 'acme', name: 'Acme', can_manage: true, projects: [project('p1', true)] };
const EDITED: NavCompany = { id: 'globex', name: 'Globex', can_manage: false, projects: [project('p2', true), project('p3', false)] };
const JUDGED: NavCompany = { id: 'initech', name: 'Initech', can_manage: false, projects: [project('p4', false)] };

const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('what the navbar offers', () => {
  it('shows a company that the operator manages or where they edit a project, and no other', () => {
    const model = navModel({ companies: [MANAGED, EDITED, JUDGED], judge: false, admin: false });
    expect(model.companies.map((company) => company.id)).toEqual(['acme', 'globex']);
  });

  it('offers Judges only to judges and Admin only to installation admins', () => {
    const operator = navModel({ companies: [], judge: false, admin: false });
    expect(operator.judges).toEqual([]);
    expect(operator.admin).toEqual([]);
    const judge = navModel({ companies: [], judge: true, admin: false });
    expect(titles(judge.judges)).toEqual(['judgesDashboard']);
    const admin = navModel({ companies: [], judge: false, admin: true });
    expect(admin.admin).toHaveLength(5);
    expect(admin.admin.every((item) => item.to.startsWith('/app/in/admin/'))).toBe(true);
  });

  it('puts the Admin screens built so far in sections, each screen once, leaving out empty sections', () => {
    const sections = adminSections(navModel({ companies: [], judge: false, admin: true }).admin);
    expect(sections.map((group) => group.section)).toEqual(['installation', 'companies', 'theme', 'logs']);
    expect(titles(sections.find((group) => group.section === 'theme')!.items)).toEqual(['cookieLaw']);
    expect(titles(sections.find((group) => group.section === 'logs')!.items)).toEqual(['operationsLog']);
    expect(sections.flatMap((group) => group.items)).toHaveLength(5);
  });
});

describe('the screens an operator may open', () => {
  it("gives a manager the company's screens and an editor only the screens of the projects they edit", () => {
    const screens = openableScreens(navModel({ companies: [MANAGED, EDITED], judge: false, admin: false }));
    const paths = screens.map((entry) => entry.item.to);
    expect(paths).toContain('/app/in/home');
    expect(paths).toContain('/app/in/account/password');
    expect(paths).toContain('/app/in/company/acme/options/operators');
    expect(paths).not.toContain('/app/in/company/globex/options/operators');
    expect(paths).toContain('/app/in/company/globex/project/p2/options/main');
    expect(paths.some((path) => path.includes('/project/p3/'))).toBe(false);
    expect(paths.some((path) => path.startsWith('/app/in/admin/'))).toBe(false);
  });
});

describe('the command palette', () => {
  it('leads a manager to their company and an editor to their projects, with no admin screen', () => {
    const groups = paletteGroups(navModel({ companies: [MANAGED, EDITED], judge: false, admin: false }));
    expect(groups.companies).toEqual([{ to: '/app/in/company/acme/options/operators', name: 'Acme' }]);
    expect(groups.projects).toEqual([
      { to: '/app/in/company/acme/project/p1/options/main', name: 'Project p1', context: 'Acme' },
      { to: '/app/in/company/globex/project/p2/options/main', name: 'Project p2', context: 'Globex' },
    ]);
    expect(groups.screens.find((entry) => entry.to === '/app/in/company/globex/project/p2/options/main')?.context).toBe('Project p2 · Globex');
    expect(groups.screens.some((entry) => entry.to.startsWith('/app/in/admin/'))).toBe(false);
  });

  it("leads an installation admin to any company's details, the ones the list found included, each once", () => {
    const groups = paletteGroups(navModel({ companies: [MANAGED], judge: false, admin: true }), [
      { id: 'acme', name: 'Acme' },
      { id: 'hooli', name: 'Hooli' },
    ]);
    expect(groups.companies).toEqual([
      { to: '/app/in/admin/companies/edit/acme', name: 'Acme' },
      { to: '/app/in/admin/companies/edit/hooli', name: 'Hooli' },
    ]);
    expect(groups.screens.some((entry) => entry.to === '/app/in/admin/installation/logs')).toBe(true);
  });
});
