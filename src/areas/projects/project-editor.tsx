import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ProjectSave, type Project } from '../../../contract/projects.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { call } from '../../lib/api.ts';
import { formFailure } from '../../lib/form-errors.ts';
import { ProjectConflict } from './project-conflict.tsx';
import { ProjectFieldsInputs } from './project-fields.tsx';
import { projectPayload, projectToForm } from './project-values.ts';
import { useProjectForm } from './use-project-form.ts';

interface ProjectEditorProps {
  project: Project;
  onSaved: () => void;
}

/** The form of a stored project; a change made elsewhere meanwhile is shown, not overwritten. */
export function ProjectEditor({ project, onSaved }: ProjectEditorProps) {
  const { LL } = useI18nContext();
  const form = useProjectForm(projectToForm(project));
  const [version, setVersion] = useState(project.version);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<{ message: string; tone: 'error' | 'success' } | null>(null);
  const [current, setCurrent] = useState<Project | null>(null);
  // The values of the last save kept for later: once the server applied them, their record is ours.
  const [kept, setKept] = useState<string | null>(null);

  // A newer stored project arrives (the kept save applied, or a change made elsewhere). Its version
  // is taken when it holds the kept save, or when nothing typed would be lost; otherwise the next
  // save meets it as a conflict, as it should.
  useEffect(() => {
    if (project.version <= version) return;
    const latest = projectToForm(project);
    const ours = kept !== null && JSON.stringify(latest) === kept;
    if (form.isDirty() && !ours) return;
    // The stored project comes from outside React (the cache, after a sync): following it is this effect's job.
    /* eslint-disable react-hooks/set-state-in-effect */
    setVersion(project.version);
    if (!form.isDirty()) {
      form.setValues(latest);
      form.resetDirty(latest);
    }
    /* eslint-enable react-hooks/set-state-in-effect */
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new stored project starts this
  }, [project]);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setAlert(null);
    const result = await call(ProjectSave, { company: project.company_id, project: project.id, version, ...projectPayload(values) });
    setBusy(false);
    if (result.ok && result.queued) {
      // The screen's notice says it is kept; what was typed becomes the form's starting point.
      setKept(JSON.stringify(values));
      form.resetDirty(values);
      return;
    }
    if (result.ok) {
      setVersion(result.data.entity.version);
      setCurrent(null);
      setAlert({ message: LL.projects.saved(), tone: 'success' });
      onSaved();
      return;
    }
    const failure = formFailure(result, LL.projects.unreachable());
    setAlert({ message: failure.message, tone: 'error' });
    form.setErrors(failure.fields);
    // The 409 carries the stored project, so the screen shows it without asking again.
    if (result.error?.code === 'conflict' && result.current) setCurrent(result.current as Project);
  });

  const loadCurrent = (latest: Project) => {
    form.setValues(projectToForm(latest));
    form.clearErrors();
    setVersion(latest.version);
    setCurrent(null);
    setAlert(null);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={640}>
        <FormAlert message={alert?.message ?? null} tone={alert?.tone} />
        {current && <ProjectConflict current={current} onLoad={() => loadCurrent(current)} />}
        <ProjectFieldsInputs form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {LL.projects.save()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
