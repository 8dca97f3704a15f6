import { useEffect, useState } from 'react';
import type { Language } from '../../../../contract/languages.ts';
import type { TranslationFunctions } from '../../../../i18n/i18n-types';
import { i18nObject } from '../../../../i18n/i18n-util';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { hasValidationTexts } from '../../../../contract/messages.ts';
import { hasNamespace, loadNamespaces } from '../../../lib/i18n.ts';
import { loadValidationTexts } from '../../../lib/validation-texts.ts';

const loadedIn = (lang: Language) => hasNamespace(lang, 'forms') && hasValidationTexts(lang);

/**
 * The forms texts in another language than the operator's (the preview speaks the form's
 * language, as respondents will see it, its checks' messages too); the operator's own until that
 * language is loaded.
 */
export function useFormsTextsIn(lang: Language): TranslationFunctions {
  const { LL, locale } = useI18nContext();
  const [ready, setReady] = useState(() => loadedIn(lang));
  useEffect(() => {
    if (loadedIn(lang)) return;
    let live = true;
    void Promise.all([loadNamespaces(lang, ['forms']), loadValidationTexts(lang)]).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [lang]);
  if (lang === locale || !(ready || loadedIn(lang))) return LL;
  return i18nObject(lang);
}
