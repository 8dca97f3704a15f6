import { useMatches } from 'react-router-dom';
import type { Translation } from '../../i18n/i18n-types';

/** A screen title: a key of the `titles` dictionary. */
export type TitleKey = keyof Translation['titles'];

/** The navigation area a screen belongs to: the navbar highlights it and the breadcrumb names it. */
export type NavArea = 'home' | 'account' | 'project' | 'company' | 'judges' | 'admin' | 'signedOut';

/** What every screen route carries in its `handle`. */
export interface ScreenHandle {
  title: TitleKey;
  area: NavArea;
  /** The route's path as the spec writes it, e.g. `.../submissions/block-:block`. */
  specPath: string;
}

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle && 'specPath' in handle;
}

/** The handle of the deepest matched screen route, with that match's parameters. */
export function useScreenMatch(): { handle: ScreenHandle; params: Record<string, string | undefined> } | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    if (isScreenHandle(match.handle)) return { handle: match.handle, params: match.params };
  }
  return null;
}
