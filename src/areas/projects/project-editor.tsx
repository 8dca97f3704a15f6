import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Project } from '../../../contract/projects.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import type { RecordEditor } from '../../lib/records/use-record-editor.ts';
import { ProjectConflict } from './project-conflict.tsx';
import { ProjectFieldsInputs } from './project-fields.tsx';
import type { ProjectFormValues } from './project-values.ts';

/** The form of a stored project; a change made elsewhere meanwhile is shown, not overwritten. */
export function ProjectEditor({ editor }: { editor: RecordEditor<Project, ProjectFormValues> }) {
  const { LL } = useI18nContext();
  const current = editor.conflict?.current;
  return (
    <form onSubmit={editor.submit} noValidate>
      <Stack maw={640}>
        <FormAlert message={editor.conflict?.message ?? editor.notice?.message ?? null} tone={editor.conflict ? 'error' : editor.notice?.tone} />
        {current && <ProjectConflict current={current} onLoad={editor.takeTheirs} />}
        <ProjectFieldsInputs form={editor.form as UseFormReturnType<ProjectFormValues>} />
        <Group justify="flex-end">
          <Button type="submit" loading={editor.busy}>
            {LL.projects.save()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
