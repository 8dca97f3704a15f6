import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Input.css';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormCreate, FormCreateFields } from '../../../contract/forms.ts';
import type { Language } from '../../../contract/languages.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { call } from '../../lib/api.ts';
import { schemaErrors } from '../../lib/forms/schema-errors.ts';
import { useFormCall } from '../../lib/use-form-call.ts';
import { slugify } from './slugify.ts';
import { DialogActions } from '../../components/dialog-actions.tsx';

interface NewFormModalProps {
  company: string;
  project: string;
  /** The language the title is written in: the project's default. */
  lang: Language;
  onClose(): void;
  /** The new form's id, or null when it was kept on this device to be created later. */
  onCreated(id: string | null, title: string): void;
}

/** Creates an empty form from a title and a slug (made from the title until it is edited). */
export function NewFormModal({ company, project, lang, onClose, onCreated }: NewFormModalProps) {
  const { LL, locale } = useI18nContext();
  const texts = LL.forms.create;
  const [slugEdited, setSlugEdited] = useState(false);
  const payload = (values: { title: string; slug: string }) => ({ company, project, slug: values.slug, title: { [lang]: values.title } });
  const form = useForm({
    mode: 'controlled',
    initialValues: { title: '', slug: '' },
    validate: (values) => schemaErrors(FormCreateFields, payload(values), { title: texts.titleLabel(), slug: texts.slugLabel() }, locale),
  });
  const { busy, alert, send } = useFormCall(form);
  const queued = (title: string) => onCreated(null, title);

  const submit = form.onSubmit((values) =>
    send(
      async () => {
        const result = await call(FormCreate, payload(values));
        if (result.ok && result.queued) queued(values.title);
        return result;
      },
      (data) => onCreated(data.entity.id, values.title),
    ),
  );

  return (
    <Modal opened onClose={onClose} title={texts.title()} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={alert} />
          <TextInput
            label={texts.titleLabel()}
            description={texts.titleHelp()}
            required
            data-autofocus
            {...form.getInputProps('title')}
            onChange={(event) => {
              const title = event.currentTarget.value;
              form.setFieldValue('title', title);
              if (!slugEdited) form.setFieldValue('slug', slugify(title));
            }}
          />
          <TextInput
            label={texts.slugLabel()}
            description={texts.slugHelp()}
            required
            {...form.getInputProps('slug')}
            onChange={(event) => {
              setSlugEdited(true);
              form.setFieldValue('slug', event.currentTarget.value);
            }}
          />
          <DialogActions submitLabel={texts.submit()} busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
