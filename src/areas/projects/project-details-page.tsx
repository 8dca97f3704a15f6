import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group } from '@mantine/core';
import { IconFiles, IconForms } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { ProjectGet, ProjectSave, type Project } from '../../../contract/projects.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { NoAccess } from '../../components/no-access.tsx';
import { PendingNotice } from '../../components/pending-notice.tsx';
import { RecordUnavailable } from '../../components/record-unavailable.tsx';
import { Screen } from '../../components/screen.tsx';
import { useRecordEditor } from '../../lib/records/use-record-editor.ts';
import { ProjectEditor } from './project-editor.tsx';
import { emptyProject, projectPayload, projectToForm, type ProjectFormValues } from './project-values.ts';
import { projectErrors, projectLabels } from './use-project-form.ts';

/** A project's details: read through the cache (also offline), edited and saved at the version it was read. */
export function ProjectDetailsPage() {
  const { LL, locale } = useI18nContext();
  const { company = '', project = '' } = useParams();
  const editor = useRecordEditor({
    read: { endpoint: ProjectGet, payload: { company, project }, record: (answer) => answer.entity, answer: (entity: Project) => ({ entity }) },
    save: ProjectSave,
    payload: (values: ProjectFormValues, base) => ({ company, project, version: base?.version ?? 0, ...projectPayload(values) }),
    saved: (answer) => answer.entity,
    toValues: projectToForm,
    fromBody: (body) => projectToForm(body as unknown as Project),
    empty: emptyProject(locale),
    validate: (values) => projectErrors(values, projectLabels(LL), locale),
    texts: { saved: LL.projects.saved(), unreachable: LL.projects.unreachable() },
  });
  let content;
  if (editor.status === 'refused') content = <NoAccess />;
  else if (editor.status === 'unavailable') content = <RecordUnavailable />;
  else if (editor.status === 'loading') content = <FormSkeleton fields={8} />;
  else content = <ProjectEditor editor={editor} />;
  return (
    <Screen
      description={editor.record?.name}
      actions={
        <Group gap="sm">
          <Button component={Link} to={`/app/in/company/${company}/project/${project}/forms`} variant="default" leftSection={<IconForms aria-hidden="true" size={18} />}>
            {LL.shell.titles.forms()}
          </Button>
          <Button component={Link} to={`/app/in/company/${company}/project/${project}/pages`} variant="default" leftSection={<IconFiles aria-hidden="true" size={18} />}>
            {LL.shell.titles.landingPages()}
          </Button>
        </Group>
      }
    >
      <PendingNotice endpoint={ProjectSave} payload={{ company, project }} />
      {content}
    </Screen>
  );
}
