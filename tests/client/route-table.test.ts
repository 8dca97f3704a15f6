import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languages.ts';
import { titleOf } from '../../scripts/i18n-texts.ts';
import { routerPath, specParams } from '../../src/app/routes/path-pattern.ts';
import { fillPath, ROUTE_REDIRECTS } from '../../src/app/routes/redirects.ts';
import { SIGNED_IN_ROUTES } from '../../src/areas/index.ts';
import { SIGNED_OUT_ROUTES } from '../../src/app/routes/signed-out-routes.ts';

const SCREEN_ROUTES = [...SIGNED_IN_ROUTES, ...SIGNED_OUT_ROUTES];

const PROJECT = 'company/:company/project/:project';
const FORM = `${PROJECT}/forms/:form`;

// Spec section 2, row by row.
const SPEC_SIGNED_IN = [
  'home',
  'account/password/:force?',
  'account/options',
  ...['main', 'theme', 'menu', 'noty/sender', 'noty/texts'].map((page) => `${PROJECT}/options/${page}`),
  `${PROJECT}/pages/:page`,
  ...['options', 'editor', 'suggester'].map((page) => `${FORM}/${page}`),
  ...['dashboard', 'submissions', 'submissions/block-:block', 'votes'].map((page) => `${FORM}/results/${page}`),
  `${PROJECT}/users`,
  ...['templates', 'templates/:template', 'campaigns', 'campaigns/:campaign'].map((page) => `${PROJECT}/mail-merge/${page}`),
  'company/:company/options/operators',
  'company/:company/noty/templates',
  'company/:company/noty/senders',
  'judges/dashboard',
  'judges/session/:company/:project/:form/:session',
  'admin/installation/noty/senders',
  'admin/installation/noty/templates',
  ...['colors', 'graphics', 'prj-defaults', 'cookie-law'].map((page) => `admin/installation/theme/${page}`),
  ...['conditions', 'page-templates', 'export', 'alerts', 'logs', 'info'].map((page) => `admin/installation/${page}`),
  'admin/i18n/translations',
  'admin/companies/list',
  'admin/companies/edit/:id',
];
// Screens the product adds to the spec's table: a project's form list, where forms are created and
// found, its list of landing pages, a form's judging sessions as their organisers prepare and follow
// them, and the single sign-on providers the spec's sign-in pages need.
const ADDED_SIGNED_IN = [
  `${PROJECT}/forms`,
  `${PROJECT}/pages`,
  ...['judging', 'judging/:session', 'judging/:session/progress', 'judging/:session/ranking'].map((page) => `${FORM}/${page}`),
  'admin/installation/sso',
];
const SPEC_SIGNED_OUT = ['login', 'recovery', 'recovery/:token', 'invite/:token', 'fia-sso/result/:token', 'fia-sso/test/start/:id'];

describe('the route table', () => {
  it('lists every screen of spec section 2, the ones the product adds, and nothing else', () => {
    const paths = (side: 'in' | 'out') => SCREEN_ROUTES.filter((route) => route.side === side).map((route) => route.path);
    expect(paths('in').sort()).toEqual([...SPEC_SIGNED_IN, ...ADDED_SIGNED_IN].sort());
    expect(paths('out').sort()).toEqual([...SPEC_SIGNED_OUT].sort());
  });

  it('has no path twice', () => {
    const keys = SCREEN_ROUTES.map((route) => `${route.side}:${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every screen a title in all five languages', () => {
    for (const route of SCREEN_ROUTES) {
      for (const lang of LANGUAGES) {
        expect(titleOf(lang, route), `${lang} title of ${route.path}`).toMatch(/\S/);
      }
    }
  });

  it("keeps the spec's English titles", () => {
    const title = (path: string) => titleOf('en', SCREEN_ROUTES.find((route) => route.path === path)!);
    expect(title('home')).toBe('Home');
    expect(title(`${PROJECT}/options/main`)).toBe('Project Details');
    expect(title(`${FORM}/suggester`)).toBe('Autocomposer with AI');
    expect(title('admin/installation/logs')).toBe("Operations' log");
    expect(title('admin/companies/list')).toBe('Company List');
  });

  it('loads every screen as its own module, each a component', async () => {
    // One after the other: the test runner's module loader may evaluate a module shared by screens
    // imported at the same moment before its own imports are ready (a browser never does).
    for (const route of SCREEN_ROUTES) expect(typeof (await route.screen()), route.path).toBe('function');
  }, 30_000);
});

describe('the redirects of spec section 2', () => {
  it('lead judges, admin/companies and a form\'s results to their default screens', () => {
    const to = (path: string) => ROUTE_REDIRECTS.find((route) => route.path === path)?.to;
    expect(to('judges')).toBe('judges/dashboard');
    expect(to('admin/companies')).toBe('admin/companies/list');
    expect(fillPath(to(`${FORM}/results`)!, { company: 'c 1', project: 'p', form: 'f' })).toBe(
      'company/c%201/project/p/forms/f/results/dashboard',
    );
  });

  it('lead to screens of the table', () => {
    for (const redirect of ROUTE_REDIRECTS) expect(SCREEN_ROUTES.map((route) => route.path)).toContain(redirect.to);
  });
});

describe('spec paths in the router', () => {
  it('match a prefixed parameter as a whole segment and strip the prefix for the screen', () => {
    const path = `${FORM}/results/submissions/block-:block`;
    expect(routerPath(path)).toBe(`${FORM}/results/submissions/:block`);
    expect(specParams(path, { form: 'f', block: 'block-7' })).toEqual({ form: 'f', block: '7' });
    expect(specParams(path, { form: 'f', block: '7' })).toBeNull();
  });

  it('keep optional segments and fill them only when given', () => {
    expect(routerPath('account/password/:force?')).toBe('account/password/:force?');
    expect(fillPath('account/password/:force?', {})).toBe('account/password');
    expect(fillPath('account/password/:force?', { force: 'f' })).toBe('account/password/f');
  });
});
