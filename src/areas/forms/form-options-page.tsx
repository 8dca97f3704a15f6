import { useParams } from 'react-router-dom';
import { FormGet, FormOptionsSave, type Form } from '../../../contract/forms.ts';
import { ProjectGet } from '../../../contract/projects.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { FormTabs } from '../../components/form-tabs.tsx';
import { NoAccess } from '../../components/no-access.tsx';
import { PendingNotice } from '../../components/pending-notice.tsx';
import { RecordUnavailable } from '../../components/record-unavailable.tsx';
import { Screen } from '../../components/screen.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { localized } from '../../lib/form-fields/localized.ts';
import { useRecordEditor } from '../../lib/records/use-record-editor.ts';
import { InvitationsSection } from './options/invitations-section.tsx';
import { optionsErrors, optionsLabels } from './options/options-check.ts';
import { OptionsEditor } from './options/options-editor.tsx';
import { EMPTY_OPTIONS, optionsPayload, optionsToForm, type FormOptionsValues } from './options/options-values.ts';

// The form's languages, its default first.
const draftLanguages = (record: Form) => [record.draft.default_lang, ...record.draft.languages.filter((lang) => lang !== record.draft.default_lang)];

/** Form Options: every setting of a form that is not its content, read through the cache and saved at the version it was read. */
export function FormOptionsPage() {
  const { LL, locale } = useI18nContext();
  const { company = '', project = '', form = '' } = useParams();
  const editor = useRecordEditor({
    read: { endpoint: FormGet, payload: { company, project, form }, record: (answer) => answer.entity, answer: (entity: Form) => ({ entity }) },
    save: FormOptionsSave,
    payload: (values: FormOptionsValues, base) => ({ company, project, form, version: base?.version ?? 0, ...optionsPayload(values) }),
    saved: (answer) => answer.entity,
    toValues: (record: Form) => optionsToForm(record),
    fromBody: optionsToForm,
    empty: EMPTY_OPTIONS,
    validate: (values) => optionsErrors(values, optionsLabels(LL), locale),
    texts: { saved: LL.forms.options.saved(), unreachable: LL.forms.unreachable() },
  });
  // Editors of the project read it; the form's assistants do not, and only read the form.
  const readOnly = useCached(ProjectGet, { company, project }).error?.code === 'forbidden';
  let content;
  if (editor.status === 'refused') content = <NoAccess />;
  else if (editor.status === 'unavailable') content = <RecordUnavailable />;
  else if (editor.status === 'loading' || !editor.record) content = <FormSkeleton fields={9} />;
  else content = <OptionsEditor editor={editor} record={editor.record} readOnly={readOnly} />;
  const record = editor.record;
  // The people invited are managed once the form is saved as invitation-only, by those who edit it.
  const inviting = record?.access === 'invited' && !readOnly && editor.status !== 'refused' && editor.status !== 'unavailable';
  return (
    <Screen description={record ? localized(record.draft.title, locale, record.draft.default_lang) : undefined}>
      <FormTabs scope={{ company, project, form }} current="options" />
      <PendingNotice endpoint={FormOptionsSave} payload={{ company, project, form }} />
      {content}
      {inviting && <InvitationsSection scope={{ company, project, form }} languages={draftLanguages(record)} />}
    </Screen>
  );
}
