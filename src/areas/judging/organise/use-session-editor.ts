import { useNavigate } from 'react-router-dom';
import { SessionGet, SessionSave } from '../../../../contract/judging.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import type { TranslationFunctions } from '../../../../i18n/i18n-types';
import { noticeSuccess } from '../../../lib/notices.ts';
import { useRecordEditor } from '../../../lib/records/use-record-editor.ts';
import { sessionScreenPath, sessionsPath } from './organise-paths.ts';
import {
  emptySession,
  fieldOf,
  payloadValues,
  sessionErrors,
  sessionPayload,
  sessionValues,
  type FormScope,
  type PayloadContext,
  type Session,
  type SessionFieldLabels,
  type SessionValues,
} from './session-values.ts';

/** The names the editor's messages give its fields, in the screen's language. */
export function sessionLabels(LL: TranslationFunctions): SessionFieldLabels {
  const words = LL.judging.organise.editor;
  return {
    name: words.name(),
    scope_kind: words.scope(),
    statuses: words.statuses(),
    filter: words.filter(),
    criteria: words.criteriaSection(),
    key: words.key(),
    label: words.label(),
    help: words.help(),
    min: words.min(),
    max: words.max(),
    min_label: words.minLabel(),
    max_label: words.maxLabel(),
    weight: words.weight(),
    judges: words.judges(),
    mode: words.mode(),
    per_submission: words.perSubmission(),
    others_scores: words.othersScores(),
    opens_at: words.opensAt(),
    closes_at: words.closesAt(),
    status: words.status(),
  };
}

/**
 * One session's editor (a new one when `id` is null): read through the cache, checked with the
 * save's own rules, its criteria's texts in the form's default language `lang`, saved at the
 * version it was read, the server's refusals on the fields that show them.
 */
export function useSessionEditor(scope: FormScope, id: string | null, lang: Language) {
  const { LL, locale } = useI18nContext();
  const navigate = useNavigate();
  const words = LL.judging.organise.editor;
  const context: PayloadContext = { scope, lang, tz: Intl.DateTimeFormat().resolvedOptions().timeZone };
  const labels = sessionLabels(LL);
  return useRecordEditor({
    read: id
      ? { endpoint: SessionGet, payload: { ...scope, session: id }, record: (answer) => answer.entity, answer: (entity: Session) => ({ entity }) }
      : null,
    save: SessionSave,
    payload: (values: SessionValues, base) => sessionPayload(values, base, context),
    saved: (answer) => answer.entity,
    toValues: (session) => sessionValues(session, lang),
    fromBody: (body) => payloadValues(body, lang),
    empty: emptySession(),
    validate: (values) => sessionErrors(values, context, labels, locale as Language) as never,
    fieldOf,
    texts: { saved: words.saved(), unreachable: LL.judging.unreachable() },
    // A new session gets its own address once the server named it; one kept for later shows in the list once sent.
    onSaved: (session, created) => created && void navigate(sessionScreenPath(scope, session.id), { replace: true }),
    onQueued: (created) => {
      if (!created) return;
      noticeSuccess(words.queued());
      void navigate(sessionsPath(scope));
    },
  });
}
