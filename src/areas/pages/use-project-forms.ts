import { useEffect, useMemo, useState } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { PAGE_SIZE_MAX } from '../../../contract/limits.ts';
import { FormGet, FormList } from '../../../contract/forms.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { PageNodeForm } from '../../components/rich-text-editor.tsx';
import { call } from '../../lib/api.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { localized } from '../../lib/form-fields/localized.ts';

/** The dates of a form's call, as its record has them. */
export interface FormDates {
  status: string;
  opens_at: string | null;
  closes_at: string | null;
}

/** A form's state as its block on a page tells it, at `now`. */
export function formState(dates: FormDates | undefined, words: ReturnType<typeof useI18nContext>['LL']['pages']['formState'], locale: string, now: Date): string {
  if (!dates) return '';
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
  if (dates.status === 'draft') return words.draft();
  if (dates.status !== 'open') return words.closed();
  if (dates.opens_at && Date.parse(dates.opens_at) > now.getTime()) return words.opens({ date: day(dates.opens_at) });
  if (dates.closes_at && Date.parse(dates.closes_at) <= now.getTime()) return words.closed();
  return dates.closes_at ? words.open({ date: day(dates.closes_at) }) : words.openNoEnd();
}

/** The project's forms as a page's blocks name them: each one's title and state, its dates read once per form. */
export function useProjectForms(company: string, project: string, fallback: Language): PageNodeForm[] {
  const { LL, locale } = useI18nContext();
  const list = useCached(FormList, { company, project, pageSize: PAGE_SIZE_MAX });
  const [dates, setDates] = useState<Record<string, FormDates>>({});
  const items = list.data?.items;
  const ids = (items ?? []).map((form) => form.id).join(',');
  useEffect(() => {
    let live = true;
    for (const form of ids ? ids.split(',') : []) {
      void call(FormGet, { company, project, form }).then((result) => {
        if (live && result.ok && !result.queued) {
          const { status, opens_at, closes_at } = result.data.entity;
          setDates((known) => ({ ...known, [form]: { status, opens_at, closes_at } }));
        }
      });
    }
    return () => {
      live = false;
    };
  }, [company, project, ids]);
  return useMemo(
    () =>
      (items ?? []).map((form) => ({
        id: form.id,
        title: localized(form.title, locale, fallback) || form.slug,
        state: formState(dates[form.id] ?? { status: form.status, opens_at: null, closes_at: null }, LL.pages.formState, locale, new Date()),
      })),
    [items, dates, LL, locale, fallback],
  );
}
