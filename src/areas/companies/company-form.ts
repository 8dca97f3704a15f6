import { useForm, type UseFormReturnType } from '@mantine/form';
import { NOTES_MAX_LENGTH } from '../../../contract/companies.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_MAX_LENGTH, SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../../contract/limits.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { firstOf, fits, maxLength, required, type Rule } from '../../lib/validation.ts';
import type { CompanyValues } from './company-conflict.ts';

/** The empty form of a new company. */
export const NEW_COMPANY_VALUES: CompanyValues = { name: '', slug: '', contact_email: '', notes: '', status: 'active' };

/** A slug suggested from a name: accents dropped, lower case, anything else a hyphen. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
}

// An empty contact is allowed, as the contract's `CompanyFields` allows it.
function optional(rule: Rule): Rule {
  return (value) => (value.trim() === '' ? null : rule(value));
}

/**
 * The company form, checked field by field with the bounds and patterns `CompanyFields` is built
 * from (contract/limits.ts) and the spec's messages, each named by the field's label; the server
 * checks the same fields with the schema itself.
 */
export function useCompanyForm(): UseFormReturnType<CompanyValues> {
  const { LL, locale } = useI18nContext();
  return useForm<CompanyValues>({
    mode: 'controlled',
    initialValues: NEW_COMPANY_VALUES,
    validate: {
      name: firstOf(required(LL.companies.name(), locale), maxLength(LL.companies.name(), NAME_MAX_LENGTH, locale)),
      slug: firstOf(
        required(LL.companies.slug(), locale),
        maxLength(LL.companies.slug(), SLUG_MAX_LENGTH, locale),
        fits(SLUG_PATTERN, 'slug', LL.companies.slug(), locale),
      ),
      contact_email: optional(
        firstOf(maxLength(LL.companies.contactEmail(), EMAIL_MAX_LENGTH, locale), fits(EMAIL_PATTERN, 'email', LL.companies.contactEmail(), locale)),
      ),
      notes: maxLength(LL.companies.notes(), NOTES_MAX_LENGTH, locale),
    },
  });
}
