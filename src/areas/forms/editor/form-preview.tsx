import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import type { Answers } from '../../../../contract/answer.ts';
import type { FormDefinition } from '../../../../contract/form-definition.ts';
import { LANGUAGE_OPTIONS, type Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { FormSteps } from '../../../lib/form-fields/form-steps.tsx';
import { useFormsTextsIn } from './use-texts-in.ts';

// The width of a common phone, the narrowest the conventions hold screens to.
const PHONE_WIDTH = 390;
// A stand-in for the stored upload a public form would make of a chosen file.
const PREVIEW_MEDIA = '00000000-0000-4000-8000-000000000000';

/** The form as respondents will see it, in any of its languages, at a phone's width if asked; nothing is sent. */
export function FormPreview({ draft }: { draft: FormDefinition }) {
  const { LL } = useI18nContext();
  const texts = LL.forms.editor;
  const [lang, setLang] = useState<Language>(draft.default_lang);
  const [phone, setPhone] = useState(false);
  const [answers, setAnswers] = useState<Answers>({});
  const [sent, setSent] = useState(false);
  const [round, setRound] = useState(0);
  const shown = draft.languages.includes(lang) ? lang : draft.default_lang;
  const their = useFormsTextsIn(shown).forms.editor;
  const restart = () => {
    setAnswers({});
    setSent(false);
    setRound((n) => n + 1);
  };
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="lg">
        <NativeSelect
          label={texts.previewLanguage()}
          data={LANGUAGE_OPTIONS.filter((option) => draft.languages.includes(option.value)).map((option) => ({ value: option.value, label: option.text }))}
          value={shown}
          onChange={(event) => setLang(event.currentTarget.value as Language)}
        />
        <Switch label={texts.previewPhone()} checked={phone} onChange={(event) => setPhone(event.currentTarget.checked)} />
      </Group>
      <Paper withBorder p="md" radius="md" maw={phone ? PHONE_WIDTH : undefined} w="100%" lang={shown} data-preview-width={phone ? PHONE_WIDTH : 'full'}>
        {sent ? (
          <Stack>
            <Alert color="green">{their.previewSent()}</Alert>
            <Group>
              <Button variant="default" onClick={restart}>
                {their.previewReset()}
              </Button>
            </Group>
          </Stack>
        ) : (
          <FormSteps
            key={round}
            definition={draft}
            lang={shown}
            answers={answers}
            onAnswer={(key, value) => setAnswers((current) => ({ ...current, [key]: value }))}
            onFile={(field, file) =>
              setAnswers((current) => ({ ...current, [field.key]: file ? { media_id: PREVIEW_MEDIA, name: file.name, size: file.size, type: file.type } : null }))
            }
            texts={{
              previous: their.previous(),
              next: their.next(),
              submit: their.submit(),
              choose: their.choose(),
              stepOf: (number, total) => their.previewOf({ number, total }),
            }}
            onSubmit={() => setSent(true)}
          />
        )}
      </Paper>
    </Stack>
  );
}
