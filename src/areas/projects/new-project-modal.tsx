import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ProjectCreate, ProjectStart } from '../../../contract/projects.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { call } from '../../lib/api.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { formFailure } from '../../lib/form-errors.ts';
import { ProjectFieldsInputs } from './project-fields.tsx';
import { emptyProject, projectPayload, type ProjectFormValues } from './project-values.ts';
import { useProjectForm } from './use-project-form.ts';

interface NewProjectModalProps {
  company: string;
  companyName: string;
  onClose: () => void;
  /** `queued`: kept on this device, to be sent when the connection is back. */
  onCreated: (name: string, queued: boolean) => void;
}

/** Creates a project in a company from a modal form. */
export function NewProjectModal({ company, companyName, onClose, onCreated }: NewProjectModalProps) {
  const { LL, locale } = useI18nContext();
  const form = useProjectForm(emptyProject(locale));
  // The installation's project defaults choose the languages, as long as the operator has not.
  const start = useCached(ProjectStart, { company }).data?.entity;
  const offered = useRef<Pick<ProjectFormValues, 'languages' | 'default_lang'>>(form.getValues());
  useEffect(() => {
    if (!start) return;
    const { languages, default_lang } = form.getValues();
    const untouched = languages.join() === offered.current.languages.join() && default_lang === offered.current.default_lang;
    if (!untouched) return;
    offered.current = start;
    form.setValues({ languages: start.languages, default_lang: start.default_lang });
    // Once per answer: the form's own changes must not run it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start]);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setAlert(null);
    const result = await call(ProjectCreate, { company, ...projectPayload(values) });
    setBusy(false);
    if (result.ok) {
      onCreated(result.data?.entity.name ?? values.name, result.queued === true);
      return;
    }
    const failure = formFailure(result, LL.projects.unreachable());
    setAlert(failure.message);
    form.setErrors(failure.fields);
  });

  return (
    <Modal opened onClose={onClose} title={`${LL.projects.homeList.newProject()} · ${companyName}`} closeButtonProps={{ 'aria-label': LL.projects.cancel() }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={alert} />
          <ProjectFieldsInputs form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {LL.projects.cancel()}
            </Button>
            <Button type="submit" loading={busy}>
              {LL.projects.create()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
