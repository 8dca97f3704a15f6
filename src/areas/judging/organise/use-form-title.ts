import { FormGet } from '../../../../contract/forms.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { localized } from '../../../lib/form-fields/localized.ts';
import type { FormScope } from './session-values.ts';

/** The form's draft as its screens read it (through the cache): its title, its default language. */
export function useFormDraft(scope: FormScope) {
  return useCached(FormGet, scope);
}

/** The form's title in the operator's language (else its default one), once read. */
export function useFormTitle(scope: FormScope): string | undefined {
  const { locale } = useI18nContext();
  const draft = useFormDraft(scope).data?.entity.draft;
  return draft ? localized(draft.title, locale as Language, draft.default_lang) || undefined : undefined;
}
