import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Input.css';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormDuplicate, FormDuplicateFields } from '../../../contract/forms.ts';
import { SLUG_MAX_LENGTH } from '../../../contract/limits.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { call } from '../../lib/api.ts';
import { schemaErrors } from '../../lib/forms/schema-errors.ts';
import { useFormCall } from '../../lib/use-form-call.ts';
import { DialogActions } from '../../components/dialog-actions.tsx';

interface DuplicateFormModalProps {
  company: string;
  project: string;
  form: { id: string; slug: string; title: string };
  onClose(): void;
  onDuplicated(slug: string): void;
}

/** Copies a form under a new slug, as a draft. */
export function DuplicateFormModal({ company, project, form: source, onClose, onDuplicated }: DuplicateFormModalProps) {
  const { LL, locale } = useI18nContext();
  const texts = LL.forms.duplicate;
  const payload = (values: { slug: string }) => ({ company, project, form: source.id, slug: values.slug });
  const form = useForm({
    mode: 'controlled',
    initialValues: { slug: `${source.slug}-copy`.slice(0, SLUG_MAX_LENGTH) },
    validate: (values) => schemaErrors(FormDuplicateFields, payload(values), { slug: texts.slugLabel() }, locale),
  });
  const { busy, alert, send } = useFormCall(form);
  const submit = form.onSubmit((values) =>
    send(
      async () => {
        const result = await call(FormDuplicate, payload(values));
        if (result.ok && result.queued) onDuplicated(values.slug);
        return result;
      },
      (data) => onDuplicated(data.entity.slug),
    ),
  );
  return (
    <Modal opened onClose={onClose} title={texts.title({ title: source.title })} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={alert} />
          <TextInput label={texts.slugLabel()} required data-autofocus {...form.getInputProps('slug')} />
          <DialogActions submitLabel={texts.submit()} busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
