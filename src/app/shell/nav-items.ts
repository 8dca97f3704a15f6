import type { NavArea, SignedInTitle } from '../../components/screen-handle.ts';
import { paramNames } from '../routes/path-pattern.ts';
import { fillPath } from '../routes/redirects.ts';
import { worksIn } from '../../lib/grants.ts';
import { SIGNED_IN_ROUTES } from '../../areas/index.ts';
import type { AdminSection } from '../../lib/screen-route.ts';
import type { AssistedForm } from '../../../contract/projects.ts';

/** One entry of the navbar. */
export interface NavItem {
  to: string;
  title: SignedInTitle;
}

/** A company as the navbar knows it. */
export interface NavCompany {
  id: string;
  name: string;
  can_manage: boolean;
  projects: { id: string; name: string; can_edit: boolean; forms?: AssistedForm[] }[];
}

// A screen not built yet keeps its address but is offered nowhere (its route declares `pending`).
const OFFERED_ROUTES = SIGNED_IN_ROUTES.filter((route) => !route.pending);

const signedInScreens = (area: NavArea, params: string[]) =>
  OFFERED_ROUTES.filter((route) => route.area === area && paramNames(route.path).join() === params.join());

// An optional last parameter (`account/password/:force?`) is left out: the screen opens without it.
const OPTIONAL_TAIL = /\/:[^/]+\?$/;

/** The screens of an area that open without parameters, for the navbar's sub-entries. */
export function areaScreens(area: NavArea): NavItem[] {
  return OFFERED_ROUTES.filter((route) => route.area === area && paramNames(route.path.replace(OPTIONAL_TAIL, '')).length === 0).map(
    (route) => ({ to: `/app/in/${route.path.replace(OPTIONAL_TAIL, '')}`, title: route.title }),
  );
}

/** A company's own screens (its managers open them). */
export function companyScreens(company: string): NavItem[] {
  return signedInScreens('company', ['company']).map((route) => ({
    to: `/app/in/${fillPath(route.path, { company })}`,
    title: route.title,
  }));
}

/** A project's screens that need nothing but the project, among those built: details, users, forms, ... */
export function projectScreens(company: string, project: string): NavItem[] {
  return signedInScreens('project', ['company', 'project']).map((route) => ({
    to: `/app/in/${fillPath(route.path, { company, project })}`,
    title: route.title,
  }));
}

/**
 * The company the navbar shows: the one on screen, else the one chosen last, else the first
 * the operator may open; null when they hold no grant.
 */
export function currentCompany(companies: NavCompany[], onScreen: string | undefined, chosen: string | null): NavCompany | null {
  const find = (id: string | null | undefined) => (id ? companies.find((company) => company.id === id) : undefined);
  return find(onScreen) ?? find(chosen) ?? companies[0] ?? null;
}

/**
 * Where choosing another company leads: the same company screen of the new company when the
 * operator manages it, Home from any other screen inside a company, and nowhere (null) from a
 * screen outside companies, where only the navbar changes.
 */
export function switchTarget(pathname: string, area: NavArea | undefined, from: string | undefined, to: NavCompany): string | null {
  if (!from) return null;
  if (area === 'company' && to.can_manage) return pathname.replace(`/company/${encodeURIComponent(from)}/`, `/company/${encodeURIComponent(to.id)}/`);
  return '/app/in/home';
}

const CHOSEN_KEY = 'bo.company';

/** The company chosen last in the switcher, kept on this device. */
export function chosenCompany(): string | null {
  try {
    return localStorage.getItem(CHOSEN_KEY);
  } catch {
    return null;
  }
}

/** Remembers the company chosen in the switcher. */
export function rememberCompany(id: string): void {
  try {
    localStorage.setItem(CHOSEN_KEY, id);
  } catch {
    // Storage refused: the navbar falls back to the first company next time.
  }
}

// The Admin screens by what an installation admin looks after, as each route declares; a screen declaring none goes under Installation.
const SECTION_OF = new Map(SIGNED_IN_ROUTES.map((route) => [route.title, route.section ?? 'installation']));

const SECTION_ORDER: readonly AdminSection[] = ['installation', 'companies', 'theme', 'notifications', 'logs'];

/** The Admin screens in sections, in the order the navbar shows them; empty sections are left out. */
export function adminSections(items: NavItem[]): { section: AdminSection; items: NavItem[] }[] {
  return SECTION_ORDER.map((section) => ({
    section,
    items: items.filter((item) => (SECTION_OF.get(item.title) ?? 'installation') === section),
  })).filter((group) => group.items.length > 0);
}

/**
 * The Admin screens in the order the specification lists their routes (the notification senders and
 * texts, the theme, conditions, presets, User Export, Alerts, the log, Info, Translations, the
 * companies), then Single sign-on; a screen missing here comes after them, in its area's order.
 */
export const ADMIN_ORDER: readonly SignedInTitle[] = [
  'installationSenders',
  'installationTemplates',
  'themeColors',
  'themeGraphics',
  'projectDefaults',
  'cookieLaw',
  'conditions',
  'landingPagePresets',
  'userExport',
  'alerts',
  'operationsLog',
  'info',
  'translations',
  'companyList',
  'ssoProviders',
];

const adminRank = (item: NavItem) => {
  const rank = ADMIN_ORDER.indexOf(item.title);
  return rank < 0 ? ADMIN_ORDER.length : rank;
};

/** What the navbar knows of the operator: their grants (`home/navigation`) and whether they administer the installation. */
export interface NavAccess {
  companies: NavCompany[];
  judge: boolean;
  admin: boolean;
}

/** The groups of screens an operator may open, as the navbar and the command palette offer them. */
export interface NavModel {
  /** The companies with something to open: their own screens (managers), a project to edit or a form to assist. */
  companies: NavCompany[];
  judges: NavItem[];
  admin: NavItem[];
}

/** Only what the operator may open: company screens for its managers, project screens for its editors, a form's results for its assistants, Judges for judges, Admin for installation admins. */
export function navModel(access: NavAccess): NavModel {
  return {
    companies: access.companies.filter(worksIn),
    judges: access.judge ? areaScreens('judges') : [],
    admin: access.admin ? areaScreens('admin').sort((a, b) => adminRank(a) - adminRank(b)) : [],
  };
}

/** Every screen of the model, each once: Home and the account pages, then companies, projects, judging and Admin. */
export function openableScreens(model: NavModel): { item: NavItem; company?: NavCompany; project?: NavCompany['projects'][number] }[] {
  const own = [...areaScreens('home'), ...areaScreens('account')].map((item) => ({ item }));
  const companies = model.companies.flatMap((company) => [
    ...(company.can_manage ? companyScreens(company.id).map((item) => ({ item, company })) : []),
    ...company.projects
      .filter((project) => project.can_edit)
      .flatMap((project) => projectScreens(company.id, project.id).map((item) => ({ item, company, project }))),
  ]);
  return [...own, ...companies, ...[...model.judges, ...model.admin].map((item) => ({ item }))];
}

/** The address of a signed-in screen with its parameters filled. */
export function screenPath(title: SignedInTitle, params: Record<string, string>): string {
  const route = SIGNED_IN_ROUTES.find((entry) => entry.title === title);
  if (!route) throw new Error(`No signed-in screen is titled ${title}`);
  return `/app/in/${fillPath(route.path.replace(OPTIONAL_TAIL, ''), params)}`;
}
