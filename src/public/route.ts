import { useSyncExternalStore } from 'react';

/** A public page's address: the project's, and which page of it. */
export type PublicRoute = { company: string; project: string } & (
  | { page: 'form'; form: string }
  | { page: 'vote'; form: string }
  | { page: 'me' }
  | { page: 'unsubscribe'; token: string }
  | { page: 'unknown' }
);

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
};

/** The page at a path under /p/, or null for a path that names no project. */
export function parseRoute(pathname: string): PublicRoute | null {
  const [p, company, project, page, form, ...rest] = pathname.split('/').filter(Boolean).map(decode);
  if (p !== 'p' || !company || !project) return null;
  if (page === 'f' && form && rest.length === 0) return { company, project, page: 'form', form };
  if (page === 'f' && form && rest.length === 1 && rest[0] === 'vote') return { company, project, page: 'vote', form };
  if (page === 'me' && !form) return { company, project, page: 'me' };
  if (page === 'unsubscribe' && form && rest.length === 0) return { company, project, page: 'unsubscribe', token: form };
  return { company, project, page: 'unknown' };
}

const segment = encodeURIComponent;

/** The address of a form. */
export function formPath(company: string, project: string, form: string): string {
  return `/p/${segment(company)}/${segment(project)}/f/${segment(form)}`;
}

/** The address of a form's public vote. */
export function votePath(company: string, project: string, form: string): string {
  return `${formPath(company, project, form)}/vote`;
}

/** The address of "My submissions". */
export function mePath(company: string, project: string): string {
  return `/p/${segment(company)}/${segment(project)}/me`;
}

/** Opens another public page without reloading. */
export function navigate(href: string): void {
  history.pushState(null, '', href);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/** The address shown, following navigation. */
export function useLocation(): string {
  return useSyncExternalStore(subscribe, () => location.pathname + location.search);
}
