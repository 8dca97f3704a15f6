import { useParams } from 'react-router-dom';
import { ProjectGet } from '../../../contract/projects.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { FormTabs } from '../../components/form-tabs.tsx';
import { NoAccess } from '../../components/no-access.tsx';
import { RecordUnavailable } from '../../components/record-unavailable.tsx';
import { Screen } from '../../components/screen.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { localized } from '../../lib/form-fields/localized.ts';
import { FieldEditor } from './editor/field-editor.tsx';
import { useFormDraft } from './editor/use-form-draft.ts';

/**
 * The Field Editor: a form's steps and fields, edited as a draft that saves itself (also
 * offline), previewed as respondents will see it, published as numbered versions.
 */
export function FieldEditorPage() {
  const { locale } = useI18nContext();
  const { company = '', project = '', form = '' } = useParams();
  const scope = { company, project, form };
  const editor = useFormDraft(scope);
  // Editors of the project read it; the form's assistants do not, and only read the form.
  const projectRead = useCached(ProjectGet, { company, project });
  const readOnly = projectRead.error?.code === 'forbidden';
  const offered = projectRead.data?.entity.languages ?? editor.value?.languages ?? [];

  let content;
  if (editor.status === 'refused') content = <NoAccess />;
  else if (editor.status === 'unavailable') content = <RecordUnavailable />;
  else if (editor.status === 'loading' || !editor.value || editor.version === null) content = <FormSkeleton fields={6} maw={1200} />;
  else content = <FieldEditor scope={scope} editor={{ ...editor, value: editor.value, version: editor.version }} offered={offered} readOnly={readOnly} />;
  const title = editor.value ? localized(editor.value.title, locale, editor.value.default_lang) : undefined;
  return (
    <Screen description={title}>
      <FormTabs scope={scope} current="editor" />
      {content}
    </Screen>
  );
}
