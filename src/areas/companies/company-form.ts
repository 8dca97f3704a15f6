import { useNavigate } from 'react-router-dom';
import { CompanyArchive, CompanyFields, CompanyGet, CompanySave, type Company } from '../../../contract/companies.ts';
import { SLUG_MAX_LENGTH } from '../../../contract/limits.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { schemaErrors } from '../../lib/forms/schema-errors.ts';
import { useRecordEditor } from '../../lib/records/use-record-editor.ts';
import { valuesOf, type CompanyValues } from './company-conflict.ts';
import { COMPANY_LIST_PATH, companyPath } from './company-paths.ts';

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

/**
 * One company's editor (a new one when `id` is null): read through the cache, checked with the
 * contract's `CompanyFields` as the server checks it, saved at the version it was read.
 */
export function useCompanyEditor(id: string | null) {
  const { LL, locale } = useI18nContext();
  const navigate = useNavigate();
  const labels = {
    name: LL.companies.name(),
    slug: LL.companies.slug(),
    contact_email: LL.companies.contactEmail(),
    notes: LL.companies.notes(),
    status: LL.companies.status(),
  };
  const editor = useRecordEditor({
    read: id ? { endpoint: CompanyGet, payload: { id }, record: (answer) => answer.entity, answer: (entity: Company) => ({ entity }) } : null,
    save: CompanySave,
    payload: (values: CompanyValues, base) => ({
      ...values,
      logo_media_id: base?.logo_media_id ?? null,
      ...(base ? { id: base.id, version: base.version } : {}),
    }),
    saved: (answer) => answer.entity,
    toValues: valuesOf,
    fromBody: (body) => valuesOf({ ...NEW_COMPANY_VALUES, ...body } as Company),
    empty: NEW_COMPANY_VALUES,
    validate: (values) => schemaErrors(CompanyFields, values, labels, locale),
    texts: { saved: LL.companies.saved(), unreachable: LL.login.unreachable() },
    // A new company gets its own address once the server named it; one kept for later shows in the list.
    onSaved: (company, created) => created && void navigate(companyPath(company.id), { replace: true }),
    onQueued: (created) => created && void navigate(COMPANY_LIST_PATH),
  });
  const archive = () => {
    const company = editor.record;
    if (!company) return Promise.resolve();
    // Undone by saving the archived record active again, at the version the archive made.
    const restore = (archived: Company) =>
      void editor.run(
        CompanySave,
        { ...valuesOf(archived), status: 'active', id: archived.id, version: archived.version, logo_media_id: archived.logo_media_id },
        (answer) => answer.entity,
        LL.companies.archiveUndo(),
      );
    return editor.run(CompanyArchive, { id: company.id, version: company.version }, (answer) => answer.entity, LL.companies.archivedDone(), restore);
  };
  return { ...editor, archive };
}
