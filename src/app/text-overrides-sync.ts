import { useEffect } from 'react';
import { checkOverrides } from '../lib/i18n.ts';
import { useLanguageStore } from '../lib/language.ts';

/** What the sync follows: the router's navigations. */
interface Navigations {
  subscribe(listener: () => void): () => void;
}

/**
 * Keeps the installation's overrides of the texts current without a reload: asked at the start
 * and on a language change, again on a screen change at most every 30 seconds, and whenever the
 * network comes back.
 */
export function useTextOverridesSync(router: Navigations): void {
  const lang = useLanguageStore((state) => state.lang);
  useEffect(() => {
    void checkOverrides(lang);
    const onOnline = () => void checkOverrides(useLanguageStore.getState().lang, true);
    const stop = router.subscribe(() => void checkOverrides(useLanguageStore.getState().lang));
    window.addEventListener('online', onOnline);
    return () => {
      stop();
      window.removeEventListener('online', onOnline);
    };
  }, [router, lang]);
}
