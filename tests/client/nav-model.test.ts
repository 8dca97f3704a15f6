import { describe, expect, it } from 'vitest';
import { ADMIN_ORDER, adminSections, navModel, openableScreens, type NavCompany } from '../../src/app/shell/nav-items.ts';
import { paletteGroups } from '../../src/app/shell/palette-entries.ts';

const project = (id: string, can_edit: boolean) => ({ id, name: `Project ${id}`, can_edit });
const MANAGED: NavCompany = { id: 'acme', name: 'Acme', can_manage: true, projects: [project('p1', true)] };
const EDITED: NavCompany = { id: 'globex', name: 'Globex', can_manage: false, projects: [project('p2', true), project('p3', false)] };
const JUDGED: NavCompany = { id: 'initech', name: 'Initech', can_manage: false, projects: [project('p4', false)] };
const APPLICATION = { id: 'f1', slug: 'apply', title: { en: 'Application' }, public_votes: true };
const REPORT = { id: 'f2', slug: 'report', title: {}, public_votes: false };
const ASSISTED: NavCompany = { id: 'umbrella', name: 'Umbrella', can_manage: false, projects: [{ ...project('p5', false), forms: [APPLICATION, REPORT] }, project('p6', false)] };

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
    expect(admin.admin).toHaveLength(15);
    expect(admin.admin.every((item) => item.to.startsWith('/app/in/admin/'))).toBe(true);
  });

  it('puts the Admin screens built so far in sections, each screen once, leaving out empty sections', () => {
    const sections = adminSections(navModel({ companies: [], judge: false, admin: true }).admin);
    expect(sections.map((group) => group.section)).toEqual(['installation', 'companies', 'theme', 'notifications', 'logs']);
    expect(titles(sections.find((group) => group.section === 'theme')!.items)).toEqual(['themeColors', 'themeGraphics', 'projectDefaults', 'cookieLaw', 'landingPagePresets']);
    expect(titles(sections.find((group) => group.section === 'notifications')!.items)).toEqual(['installationSenders', 'installationTemplates']);
    expect(titles(sections.find((group) => group.section === 'logs')!.items)).toEqual(['operationsLog']);
    expect(titles(sections.find((group) => group.section === 'installation')!.items)).toEqual(['conditions', 'userExport', 'alerts', 'info', 'translations', 'ssoProviders']);
    expect(sections.flatMap((group) => group.items)).toHaveLength(15);
  });

  it('lists the Admin screens in the order of the specification, whatever the order of the areas, and places every one', () => {
    const admin = titles(navModel({ companies: [], judge: false, admin: true }).admin);
    expect([...admin].sort()).toEqual([...ADMIN_ORDER].sort());
    expect(admin).toEqual(ADMIN_ORDER);
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

describe('what a form assistant is offered', () => {
  it('keeps the company of the forms they assist in the navbar, with the results screens of those forms only', () => {
    const model = navModel({ companies: [ASSISTED, JUDGED], judge: false, admin: false });
    expect(model.companies.map((company) => company.id)).toEqual(['umbrella']);
    // The project's own screens stay out: an assistant does not edit it.
    expect(openableScreens(model).some((entry) => entry.item.to.includes('/project/p5/'))).toBe(false);
  });

  it('puts each assisted form\'s dashboard, submissions and, when it takes votes, its votes in the palette, named by the form and project', () => {
    const groups = paletteGroups(navModel({ companies: [ASSISTED], judge: false, admin: false }), [], (form) => (form.title.en ?? form.slug).toUpperCase());
    const base = (form: string) => `/app/in/company/umbrella/project/p5/forms/${form}/results`;
    const assisted = groups.screens.filter((entry) => entry.to.includes('/forms/'));
    expect(assisted).toEqual([
      { to: `${base('f1')}/dashboard`, title: 'resultsDashboard', context: 'APPLICATION · Project p5' },
      { to: `${base('f1')}/submissions`, title: 'submissions', context: 'APPLICATION · Project p5' },
      { to: `${base('f1')}/votes`, title: 'votes', context: 'APPLICATION · Project p5' },
      { to: `${base('f2')}/dashboard`, title: 'resultsDashboard', context: 'REPORT · Project p5' },
      { to: `${base('f2')}/submissions`, title: 'submissions', context: 'REPORT · Project p5' },
    ]);
    // Neither the company (they do not manage it) nor the project (they do not edit it) is offered as a record.
    expect(groups.companies).toEqual([]);
    expect(groups.projects).toEqual([]);
  });
});
