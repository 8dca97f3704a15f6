import { createContext, useCallback, useContext, useEffect } from 'react';
import type { LocalizedText } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { i18nObject } from '../../../../i18n/i18n-util';
import { hasNamespace, loadNamespaces } from '../../../lib/i18n.ts';
import type { OptionLabel } from '../../../lib/form-fields/field-types.ts';

/**
 * "Option 1" in each of the form's languages, for the options of a new choice field: each
 * language's forms texts are loaded once the editor opens, and a language still loading is left
 * out (its label then shows the default language's as a hint).
 */
export function useOptionLabel(languages: readonly Language[]): OptionLabel {
  const { LL } = useI18nContext();
  const own = LL.forms.editor.option;
  const key = languages.join(',');
  useEffect(() => {
    // Read when an option is made, not when drawn: nothing to redraw once they arrive.
    // Offline with a language never loaded: its label is left to be written.
    for (const lang of languages) if (!hasNamespace(lang, 'forms')) loadNamespaces(lang, ['forms']).catch(() => undefined);
    // The list's content, not its identity, decides what to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return useCallback(
    (number: number) => {
      const label: LocalizedText = {};
      const langs = key.split(',') as Language[];
      for (const lang of langs) if (hasNamespace(lang, 'forms')) label[lang] = i18nObject(lang).forms.editor.option({ number });
      // None loaded yet: the operator's words, so the option is never without a label.
      return Object.keys(label).length > 0 ? label : { [langs[0]!]: own({ number }) };
    },
    [key, own],
  );
}

/** The labels of new options in the form's languages, as the Field Editor provides them to its panels. */
export const OptionLabelContext = createContext<OptionLabel | undefined>(undefined);

/** The labels of new options the Field Editor provides (a panel outside it gets numbers). */
export function useNewOptionLabel(): OptionLabel | undefined {
  return useContext(OptionLabelContext);
}
