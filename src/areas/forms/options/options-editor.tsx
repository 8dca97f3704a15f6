import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Form } from '../../../../contract/forms.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { RecordForm } from '../../../components/record-form.tsx';
import type { RecordEditor } from '../../../lib/records/use-record-editor.ts';
import { OptionsConflict } from './options-conflict.tsx';
import { OptionsFields } from './options-fields.tsx';
import type { FormOptionsValues } from './options-values.ts';

const MEASURE = 640;

/**
 * The settings of a stored form; a change made elsewhere meanwhile is shown, not overwritten.
 * Read only, it shows the settings without a Save: the form's assistants read them, never change them.
 */
export function OptionsEditor({ editor, record, readOnly }: { editor: RecordEditor<Form, FormOptionsValues>; record: Form; readOnly: boolean }) {
  const { LL } = useI18nContext();
  const form = editor.form as UseFormReturnType<FormOptionsValues>;
  const languages = [record.draft.default_lang, ...record.draft.languages.filter((lang) => lang !== record.draft.default_lang)];
  const fields = <OptionsFields form={form} languages={languages} published={record.published_version !== null} disabled={readOnly} savedAccess={record.access} record={record} />;
  if (readOnly) {
    return (
      <Stack maw={MEASURE}>
        <Alert color="blue">{LL.forms.editor.readOnly()}</Alert>
        {fields}
      </Stack>
    );
  }
  const current = editor.conflict?.current;
  return (
    <RecordForm
      onSubmit={editor.submit}
      submitLabel={LL.forms.options.save()}
      busy={editor.busy}
      error={editor.conflict ? null : editor.error}
      dirty={form.isDirty()}
      maw={MEASURE}
    >
      <FormAlert message={editor.conflict?.message ?? null} />
      {current && <OptionsConflict current={current} onLoad={editor.takeTheirs} />}
      {fields}
    </RecordForm>
  );
}
