import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CompanyArchive, CompanyGet, CompanySave, type Company } from '../../../contract/companies.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { call } from '../../lib/api.ts';
import { onSyncEvent } from '../../lib/sync/sync-client.ts';
import { readSaveFailure, valuesOf } from './company-conflict.ts';
import { NEW_COMPANY_VALUES, useCompanyForm } from './company-form.ts';
import { COMPANY_LIST_PATH, companyPath } from './company-paths.ts';

/** A refused save because someone else saved first, with their record once it is read. */
export interface Conflict {
  message: string;
  current: Company | null;
}

/** Loads, saves and archives one company (or a new one when `id` is null). */
export function useCompanyEditor(id: string | null) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const form = useCompanyForm();
  const [stored, setStored] = useState<Company | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  // The values of the last save kept for later: once the server applied them, their record is ours.
  const [kept, setKept] = useState<string | null>(null);

  const show = (company: Company | null) => {
    setStored(company);
    setConflict(null);
    form.setValues(company ? valuesOf(company) : NEW_COMPANY_VALUES);
    form.resetDirty(company ? valuesOf(company) : NEW_COMPANY_VALUES);
  };

  useEffect(() => {
    // A new company starts from the empty form; a created one already shows what the server kept.
    if (!id || stored?.id === id) return;
    void call(CompanyGet, { id }).then((result) => {
      if (result.ok) show(result.data.entity);
      else setAlert(result.error?.message ?? LL.login.unreachable());
    });
    // Only another company (after a create, or a link) is read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  // Kept changes reached the server: a newer company is taken when it holds the kept save, or when
  // nothing typed would be lost; otherwise the next save meets it as a conflict, as it should.
  useEffect(
    () =>
      onSyncEvent((event) => {
        if (event !== 'applied' || !stored) return;
        void call(CompanyGet, { id: stored.id }).then((result) => {
          if (!result.ok || result.data.entity.version <= stored.version) return;
          const latest = result.data.entity;
          if (!form.isDirty()) return show(latest);
          if (kept !== null && JSON.stringify(valuesOf(latest)) === kept) setStored(latest);
        });
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the stored company and the kept save
    [stored, kept],
  );

  // The 409 carries the stored company, as the server's contract for a stale version says.
  const showConflict = (message: string, current: unknown) => setConflict({ message, current: (current as Company | undefined) ?? null });

  const save = form.onSubmit(async (values) => {
    setBusy(true);
    setAlert(null);
    setSaved(null);
    const result = await call(CompanySave, { ...values, logo_media_id: stored?.logo_media_id ?? null, ...(stored ? { id: stored.id, version: stored.version } : {}) });
    setBusy(false);
    if (result.ok && result.queued) {
      // Kept for later: the list shows it as not sent yet, and the form keeps what was typed.
      setSaved(LL.shell.sync.queued());
      setKept(JSON.stringify(values));
      form.resetDirty(values);
      if (!stored) void navigate(COMPANY_LIST_PATH);
      return;
    }
    if (result.ok) {
      show(result.data.entity);
      setSaved(LL.companies.saved());
      if (!stored) void navigate(companyPath(result.data.entity.id), { replace: true });
      return;
    }
    const failure = readSaveFailure(result, LL.login.unreachable());
    if (failure.kind === 'conflict') return showConflict(failure.message, !result.ok ? result.current : undefined);
    setAlert(failure.message);
    form.setErrors(failure.fields);
  });

  const archive = async () => {
    if (!stored) return;
    setAlert(null);
    setSaved(null);
    const result = await call(CompanyArchive, { id: stored.id, version: stored.version });
    if (result.ok && result.queued) setSaved(LL.shell.sync.queued());
    else if (result.ok) {
      show(result.data.entity);
      setSaved(LL.companies.archivedDone());
    } else if (result.error?.code === 'conflict') showConflict(result.error.message, result.current);
    else setAlert(result.error?.message ?? LL.login.unreachable());
  };

  return { form, stored, alert, saved, conflict, busy, save, archive, show };
}
