import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Checkbox, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ConditionPublish, ConditionPublishFields, type Condition } from '../../../../contract/installation.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { LanguageTabs } from '../../../components/language-tabs.tsx';
import { call } from '../../../lib/api.ts';
import { schemaErrors } from '../../../lib/forms/schema-errors.ts';
import { useFormCall } from '../../../lib/use-form-call.ts';
import { conditionTitle, conditionValues, publishFields, type ConditionValues } from './condition-values.ts';

interface PublishDialogProps {
  /** The condition a new version follows, or null for a new condition. */
  current: Condition | null;
  onClose(): void;
  /** The version the server published, or null when it was kept on this device to publish later. */
  onPublished(entity: Condition | null, title: string): void;
}

/**
 * Publishes the next version of a condition, or the first of a new one: its texts in five
 * languages (one tab each), started from the current version's; a published version is never changed.
 */
export function PublishDialog({ current, onClose, onPublished }: PublishDialogProps) {
  const { LL, locale } = useI18nContext();
  const texts = LL.installation.conditions;
  const phone = !useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [lang, setLang] = useState<Language>(locale);
  // The version this one follows: the current one as read, or the one a conflict showed.
  const [base, setBase] = useState(current);
  const labels = { key: texts.key(), required: texts.requiredLabel(), title: texts.titleLabel(), body: texts.bodyLabel() };
  const form = useForm<ConditionValues>({
    mode: 'controlled',
    initialValues: conditionValues(current),
    validate: (values) => schemaErrors(ConditionPublishFields, publishFields(values), labels, locale),
  });
  const { busy, alert, send } = useFormCall(form);
  const number = (base?.version ?? 0) + 1;
  const values = form.getValues();

  const submit = form.onSubmit((submitted) =>
    send(
      async () => {
        const result = await call(ConditionPublish, { ...publishFields(submitted), version: base?.version ?? 0 });
        if (result.ok && result.queued) onPublished(null, conditionTitle(publishFields(submitted), locale));
        // Someone published meanwhile: the next try follows their version, which the message names.
        if (!result.ok && result.error?.code === 'conflict' && result.current) setBase(result.current as Condition);
        return result;
      },
      (data) => onPublished(data.entity, conditionTitle(data.entity, locale)),
    ),
  );

  // A field's error in one language names that language's field; the rule on all of them shows on each.
  const errorOf = (field: 'title' | 'body', code: Language) => form.errors[`${field}.${code}`] ?? form.errors[field];
  const edit = (field: 'title' | 'body', code: Language, value: string) => {
    form.setFieldValue(`${field}.${code}`, value);
    form.clearFieldError(field);
    form.clearFieldError(`${field}.${code}`);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={current ? texts.publishTitle({ title: conditionTitle(current, locale) }) : texts.newTitle()}
      closeButtonProps={{ 'aria-label': LL.app.close() }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={alert} />
          {current ? (
            <Text size="sm">
              {texts.key()}: <code>{current.key}</code>
            </Text>
          ) : (
            <TextInput label={texts.key()} description={texts.keyHelp()} required data-autofocus {...form.getInputProps('key')} />
          )}
          <Checkbox label={texts.requiredLabel()} {...form.getInputProps('required', { type: 'checkbox' })} />
          <LanguageTabs label={texts.languages()} value={lang} onChange={setLang}>
            {(code) => (
              <Stack gap="sm">
                <TextInput
                  label={`${texts.titleLabel()} (${code.toUpperCase()})`}
                  lang={code}
                  value={values.title[code]}
                  error={errorOf('title', code)}
                  onChange={(event) => edit('title', code, event.currentTarget.value)}
                />
                <Textarea
                  label={`${texts.bodyLabel()} (${code.toUpperCase()})`}
                  description={texts.bodyHelp()}
                  lang={code}
                  autosize
                  minRows={8}
                  maxRows={phone ? 14 : 20}
                  value={values.body[code]}
                  error={errorOf('body', code)}
                  onChange={(event) => edit('body', code, event.currentTarget.value)}
                />
              </Stack>
            )}
          </LanguageTabs>
          <Alert color="blue" variant="light" role="note">
            <Stack gap={4}>
              <Text size="sm">{texts.immutableNote({ number })}</Text>
              {values.required ? <Text size="sm">{texts.reacceptNote()}</Text> : null}
            </Stack>
          </Alert>
          <DialogActions submitLabel={texts.submit({ number })} busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
