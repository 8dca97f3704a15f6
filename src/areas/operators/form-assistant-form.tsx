import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Button, Card, Group, MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { formFailure } from '../../lib/form-errors.ts';
import { assistantProblems, sendAssistant, type AssistantValues } from './form-assistant-values.ts';
import { AssistantWhoFields } from './form-assistant-who.tsx';
import type { CompanyOperator } from './operator-table.tsx';
import { useProjectForms } from './use-project-forms.ts';

interface FormAssistantFormProps {
  company: string;
  operators: CompanyOperator[];
  projectOptions: Array<{ value: string; label: string }>;
  onDone: () => void;
}

/** Makes someone of the company, or someone invited by email, assistant of some forms of one project. */
export function FormAssistantForm({ company, operators, projectOptions, onDone }: FormAssistantFormProps) {
  const { LL, locale } = useI18nContext();
  const [values, setValues] = useState<AssistantValues>({ project: null, forms: [], who: 'operator', operator: null, email: '', lang: locale });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<{ message: string; tone: 'error' | 'success' } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formOptions = useProjectForms(company, values.project, locale);
  const operatorOptions = operators.map((one) => ({ value: one.id, label: one.first_name ? `${one.first_name} (${one.email})` : one.email }));
  const change = (next: Partial<AssistantValues>) => setValues((current) => ({ ...current, ...next }));

  const submit = async () => {
    const labels = { project: LL.operators.project(), forms: LL.operators.formList(), operator: LL.operators.operator(), email: LL.operators.email() };
    const problems = assistantProblems(values, labels, locale);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !values.project) return;
    setBusy(true);
    setAlert(null);
    const result = await sendAssistant(company, { ...values, project: values.project });
    setBusy(false);
    if (!result.ok) {
      const failure = formFailure(result, LL.operators.unreachable());
      setAlert({ message: failure.message, tone: 'error' });
      setErrors(failure.fields);
      return;
    }
    const invited = values.who === 'email' ? LL.operators.invited({ email: values.email.trim() }) : LL.operators.assistantMade();
    setAlert({ message: result.queued ? LL.shell.sync.queued() : invited, tone: 'success' });
    change({ forms: [], operator: null, email: '' });
    onDone();
  };

  return (
    <Card withBorder component="section" aria-label={LL.operators.assistantFormTitle()}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Title order={3} size="h5">
            {LL.operators.assistantFormTitle()}
          </Title>
          <Text size="sm" c="dimmed">
            {LL.operators.assistantsHelp()}
          </Text>
          <FormAlert message={alert?.message ?? null} tone={alert?.tone} />
          <Select label={LL.operators.project()} required data={projectOptions} value={values.project} error={errors.project} onChange={(project) => change({ project, forms: [] })} />
          <MultiSelect
            label={LL.operators.formList()}
            required
            disabled={!values.project}
            placeholder={values.forms.length > 0 ? undefined : values.project ? LL.operators.chooseForms() : LL.operators.chooseProjectFirst()}
            data={formOptions}
            value={values.forms}
            onChange={(forms) => change({ forms })}
            error={errors.Forms}
          />
          <AssistantWhoFields values={values} operatorOptions={operatorOptions} errors={errors} onChange={change} />
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {values.who === 'email' ? LL.operators.invite() : LL.operators.makeAssistant()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
