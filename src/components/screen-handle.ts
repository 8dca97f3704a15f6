import { useMatches } from 'react-router-dom';
import type { NamespaceShellTranslation, Translation, TranslationFunctions } from '../../i18n/i18n-types';

/** A signed-out screen's title: a key of the root dictionary's `titles`, which the sign-in page loads. */
export type SignedOutTitle = keyof Translation['titles'];

/** A signed-in screen's title: a key of the shell namespace's `titles`. */
export type SignedInTitle = keyof NamespaceShellTranslation['titles'];

/** A screen title of either side. */
export type TitleKey = SignedOutTitle | SignedInTitle;

/** The navigation area a screen belongs to: the navbar highlights it and the breadcrumb names it. */
export type NavArea = 'home' | 'account' | 'project' | 'company' | 'judges' | 'admin' | 'signedOut';

/** What every screen route carries in its `handle`. */
export interface ScreenHandle {
  title: TitleKey;
  area: NavArea;
  /** The route's path as the spec writes it, e.g. `.../submissions/block-:block`. */
  specPath: string;
}

/** A screen's title in the current language: signed-out titles from the root dictionary, the others from the shell's. */
export function titleText(LL: TranslationFunctions, handle: Pick<ScreenHandle, 'title' | 'area'>): string {
  return handle.area === 'signedOut'
    ? LL.titles[handle.title as SignedOutTitle]()
    : LL.shell.titles[handle.title as SignedInTitle]();
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
