import type { NavArea, SignedInTitle } from '../../components/screen-handle.ts';
import { paramNames } from '../routes/path-pattern.ts';
import { fillPath } from '../routes/redirects.ts';
import { SIGNED_IN_ROUTES } from '../routes/signed-in-routes.ts';

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
  projects: { id: string; name: string; can_edit: boolean }[];
}

const signedInScreens = (area: NavArea, params: string[]) =>
  SIGNED_IN_ROUTES.filter((route) => route.area === area && paramNames(route.path).join() === params.join());

/** The screens of an area that open without parameters, for the navbar's sub-entries. */
export function areaScreens(area: NavArea): NavItem[] {
  return signedInScreens(area, []).map((route) => ({ to: `/app/in/${route.path}`, title: route.title }));
}

/** A company's own screens (its managers open them). */
export function companyScreens(company: string): NavItem[] {
  return signedInScreens('company', ['company']).map((route) => ({
    to: `/app/in/${fillPath(route.path, { company })}`,
    title: route.title,
  }));
}

/** A project's screens that need nothing but the project: details, theme, menus, texts, users, mail-merge. */
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
