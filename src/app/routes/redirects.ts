import type { Side } from '../../lib/screen-route.ts';

/** A path that only leads to another one (spec section 2). */
export interface RouteRedirect {
  side: Side;
  path: string;
  /** Where it leads, relative to the same side; `:name` segments are filled from the visited path. */
  to: string;
}

/** The spec's redirects inside the signed-in area. */
export const ROUTE_REDIRECTS: readonly RouteRedirect[] = [
  { side: 'in', path: 'judges', to: 'judges/dashboard' },
  { side: 'in', path: 'admin/companies', to: 'admin/companies/list' },
  {
    side: 'in',
    path: 'company/:company/project/:project/forms/:form/results',
    to: 'company/:company/project/:project/forms/:form/results/dashboard',
  },
];

/** Fills `:name` (and `:name?`) segments of a path from params, URL-encoded; an absent optional segment is dropped. */
export function fillPath(pattern: string, params: Record<string, string | undefined>): string {
  return pattern
    .split('/')
    .map((segment) => {
      const match = /^([^:]*):(\w+)(\?)?$/.exec(segment);
      if (!match) return segment;
      const value = params[match[2]!];
      if (value === undefined) return match[3] ? null : segment;
      return match[1] + encodeURIComponent(value);
    })
    .filter((segment) => segment !== null)
    .join('/');
}
