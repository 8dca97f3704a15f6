import { CookieLawFields } from '../../../contract/cookie-law.ts';
import { CookieLawGet, CookieLawSave, type CookieLawEntity } from '../../../contract/theme.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { everyLanguage, writtenLanguages, type TextsByLanguage } from '../../lib/form-fields/localized.ts';
import { schemaErrors } from '../../lib/forms/schema-errors.ts';
import { useRecordEditor } from '../../lib/records/use-record-editor.ts';

/** What the Cookie law screen edits: every text in each of the five languages. */
export interface CookieLawValues {
  enabled: boolean;
  title: TextsByLanguage;
  body: TextsByLanguage;
  accept: TextsByLanguage;
  policy_url: string;
}

// The banner is one record of the installation: the editor names it by a fixed id, which no call sends.
type CookieLawRecord = CookieLawEntity & { id: string };
const RECORD_ID = 'cookie-law';

/** The screen's values of stored texts. */
export function cookieLawValues(texts: Omit<CookieLawEntity, 'version'>): CookieLawValues {
  return {
    enabled: texts.enabled,
    title: everyLanguage(texts.title),
    body: everyLanguage(texts.body),
    accept: everyLanguage(texts.accept),
    policy_url: texts.policy_url,
  };
}

/** What a save sends: the written languages only. */
export function cookieLawFields(values: CookieLawValues) {
  return {
    enabled: values.enabled,
    title: writtenLanguages(values.title),
    body: writtenLanguages(values.body),
    accept: writtenLanguages(values.accept),
    policy_url: values.policy_url.trim(),
  };
}

const NOTHING = { enabled: true, title: {}, body: {}, accept: {}, policy_url: '' };

const record = (entity: CookieLawEntity): CookieLawRecord => ({ ...entity, id: RECORD_ID });
const entityOf = ({ id: _id, ...entity }: CookieLawRecord): CookieLawEntity => entity;

/**
 * The cookie banner's editor: read through the cache, checked with the contract's `CookieLawFields`
 * as the server checks it, saved at the version it was read (also offline, through the outbox).
 */
export function useCookieLawEditor() {
  const { LL, locale } = useI18nContext();
  const texts = LL.theme.cookieLaw;
  const labels = { enabled: texts.enabled(), title: texts.title(), body: texts.body(), accept: texts.accept(), policy_url: texts.policyUrl() };
  return useRecordEditor({
    read: { endpoint: CookieLawGet, payload: {}, record: (answer) => record(answer.entity), answer: (stored: CookieLawRecord) => ({ entity: entityOf(stored) }) },
    save: CookieLawSave,
    payload: (values: CookieLawValues, base) => ({ ...cookieLawFields(values), ...(base ? { version: base.version } : {}) }),
    saved: (answer) => record(answer.entity),
    toValues: (stored: CookieLawRecord) => cookieLawValues(stored),
    fromBody: (body) => cookieLawValues({ ...NOTHING, ...body }),
    empty: cookieLawValues(NOTHING),
    validate: (values) => schemaErrors(CookieLawFields, cookieLawFields(values), labels, locale),
    texts: { saved: texts.saved(), unreachable: LL.login.unreachable() },
  });
}
