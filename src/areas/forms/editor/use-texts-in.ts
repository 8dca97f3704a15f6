import { useEffect, useState } from 'react';
import type { Language } from '../../../../contract/languages.ts';
import type { TranslationFunctions } from '../../../../i18n/i18n-types';
import { i18nObject } from '../../../../i18n/i18n-util';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { hasNamespace, loadNamespaces } from '../../../lib/i18n.ts';

/**
 * The forms texts in another language than the operator's (the preview speaks the form's
 * language, as respondents will see it); the operator's own until that language is loaded.
 */
export function useFormsTextsIn(lang: Language): TranslationFunctions {
  const { LL, locale } = useI18nContext();
  const [ready, setReady] = useState(() => hasNamespace(lang, 'forms'));
  useEffect(() => {
    if (hasNamespace(lang, 'forms')) return;
    let live = true;
    void loadNamespaces(lang, ['forms']).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [lang]);
  if (lang === locale || !(ready || hasNamespace(lang, 'forms'))) return LL;
  return i18nObject(lang);
}
