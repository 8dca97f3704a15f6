import { useState } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import type { ApiResult, Queued } from './api.ts';
import { formFailure } from './form-errors.ts';

/**
 * Sends a form's call: `busy` while it runs; on success `onDone` gets the answer; on failure
 * the field messages go onto their fields, and only a refusal that names no field goes to
 * the form's alert: one error is told once.
 */
/** The part of a form the call needs: where field errors go, and which fields the form shows. */
export interface CallForm {
  setErrors(fields: Record<string, string>): void;
  /** Mantine's forms. */
  getValues?(): object;
  /** The sign-in steps' light form. */
  values?: object;
}

export function useFormCall(form: CallForm) {
  const { LL } = useI18nContext();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function send<T>(
    request: () => Promise<ApiResult<T> | Queued>,
    onDone: (data: T) => void,
    fieldNames: (fields: Record<string, string>) => Record<string, string> = (fields) => fields,
  ): Promise<void> {
    setBusy(true);
    setAlert(null);
    const result = await request();
    setBusy(false);
    // Sign-in, password and session calls are never kept for later (docs/outbox.md), so a kept
    // change cannot come back here; were it to, the form says it did not get through.
    if (result.ok && !result.queued) {
      onDone(result.data);
      return;
    }
    if (result.ok) {
      setAlert(LL.login.unreachable());
      return;
    }
    const failure = formFailure(result, LL.login.unreachable());
    const fields = fieldNames(failure.fields);
    form.setErrors(fields);
    // A message about a field the form does not show (the link's token) is the form's own.
    const shown = Object.keys(form.getValues?.() ?? form.values ?? {});
    setAlert(Object.keys(fields).some((field) => shown.includes(field)) ? null : failure.message);
  }

  return { busy, alert, send };
}
