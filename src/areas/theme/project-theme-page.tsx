import { useParams } from 'react-router-dom';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { NoAccess } from '../../components/no-access.tsx';
import { PendingNotice } from '../../components/pending-notice.tsx';
import { RecordForm } from '../../components/record-form.tsx';
import { RecordUnavailable } from '../../components/record-unavailable.tsx';
import { Screen } from '../../components/screen.tsx';
import { useProjectThemeEditor } from './project-theme-form.ts';
import { ProjectThemeSave } from '../../../contract/theme.ts';
import { ThemeConflict } from './theme-conflict.tsx';
import { ThemeOverrides } from './theme-overrides.tsx';

/**
 * A project's own theme over the installation's (and its company's): each value shows where it
 * comes from and goes back to the inherited one on demand; the contrast and the preview follow the
 * merged result. The project's screens and public pages are painted with it.
 */
export function ProjectThemePage() {
  const { LL } = useI18nContext();
  const texts = LL.theme.project;
  const { company = '', project = '' } = useParams();
  const editor = useProjectThemeEditor(company, project);
  const { form } = editor;

  let content;
  if (editor.status === 'refused') content = <NoAccess />;
  else if (editor.status === 'unavailable') content = <RecordUnavailable />;
  else if (editor.status === 'loading' || !editor.record) content = <FormSkeleton fields={8} />;
  else {
    content = (
      <RecordForm onSubmit={editor.submit} submitLabel={LL.theme.save()} busy={editor.busy} error={editor.conflict ? null : editor.error} dirty={form.isDirty()} maw={1400}>
        <PendingNotice endpoint={ProjectThemeSave} payload={{ company, project }} />
        {editor.conflict ? <ThemeConflict message={editor.conflict.message} onLoad={editor.takeTheirs} onKeep={editor.keepMine} /> : null}
        <FormAlert message={form.errors.own ? String(form.errors.own) : null} />
        <ThemeOverrides
          layers={editor.record.layers}
          own={form.getValues().own}
          onChange={(own) => form.setValues({ own })}
          owner={{ company, project }}
          ownText={texts.from.project()}
          colorsHelp={texts.colorsHelp()}
        />
      </RecordForm>
    );
  }

  return <Screen description={texts.description()}>{content}</Screen>;
}
