import { useEffect, type ReactNode } from 'react';
import type { Namespaces } from '../../i18n/i18n-types';
import { useI18nContext } from '../../i18n/i18n-react';
import { PageLoader } from '../components/page-loader.tsx';
import { loadNamespaces, refreshTexts } from '../lib/i18n.ts';

/**
 * Renders its children once the translations hold the namespaces they read: on the first visit
 * of an area, and after a change of language, the area's texts arrive first.
 */
export function NamespaceGate({ namespaces, children }: { namespaces: readonly Namespaces[]; children: ReactNode }) {
  const { LL, locale } = useI18nContext();
  // The texts object carries a namespace once it was built after that namespace arrived.
  const ready = namespaces.every((namespace) => namespace in LL);
  useEffect(() => {
    if (!ready) void loadNamespaces(locale, namespaces).then(refreshTexts);
  }, [ready, locale, namespaces]);
  return ready ? children : <PageLoader />;
}
