import type { UseFormReturnType } from '@mantine/form';
import type { Project } from '../../../contract/projects.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { RecordForm } from '../../components/record-form.tsx';
import type { RecordEditor } from '../../lib/records/use-record-editor.ts';
import { ProjectConflict } from './project-conflict.tsx';
import { ProjectFieldsInputs } from './project-fields.tsx';
import type { ProjectFormValues } from './project-values.ts';

/** The form of a stored project; a change made elsewhere meanwhile is shown, not overwritten. */
export function ProjectEditor({ editor }: { editor: RecordEditor<Project, ProjectFormValues> }) {
  const { LL } = useI18nContext();
  const current = editor.conflict?.current;
  return (
    <RecordForm
      onSubmit={editor.submit}
      submitLabel={LL.projects.save()}
      busy={editor.busy}
      error={editor.conflict ? null : editor.error}
      dirty={editor.form.isDirty()}
    >
      <FormAlert message={editor.conflict?.message ?? null} />
      {current && <ProjectConflict current={current} onLoad={editor.takeTheirs} />}
      <ProjectFieldsInputs form={editor.form as UseFormReturnType<ProjectFormValues>} />
    </RecordForm>
  );
}
