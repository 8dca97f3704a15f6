import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Combobox.css';
import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { CompanyOperatorInvite } from '../../../contract/operators.ts';
import { EMAIL_PATTERN } from '../../../contract/limits.ts';
import type { Language } from '../../../contract/languages.ts';
import type { CompanyRole } from '../../../contract/roles.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { call } from '../../lib/api.ts';
import { formFailure } from '../../lib/form-errors.ts';
import { firstOf, fits, required } from '../../lib/validation.ts';
import { InviteLanguageSelect } from './invite-language-select.tsx';
import { RoleFields } from './role-fields.tsx';
import { rolePayload } from './role-values.ts';

interface InviteOperatorFormProps {
  company: string;
  projectOptions: Array<{ value: string; label: string }>;
  onInvited: () => void;
}

/** Invites someone by email to a role in the company, in the language the mail and its page will read. */
export function InviteOperatorForm({ company, projectOptions, onInvited }: InviteOperatorFormProps) {
  const { LL, locale } = useI18nContext();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<{ message: string; tone: 'error' | 'success' } | null>(null);
  const form = useForm<{ Email: string; Lang: Language; Role: CompanyRole; Projects: string[] }>({
    mode: 'controlled',
    initialValues: { Email: '', Lang: locale, Role: 'manager', Projects: [] },
    validate: { Email: firstOf(required(LL.operators.email(), locale), fits(EMAIL_PATTERN, 'email', LL.operators.email(), locale)) },
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setAlert(null);
    const email = values.Email.trim();
    const result = await call(CompanyOperatorInvite, { company, Email: email, Lang: values.Lang, ...rolePayload(values.Role, values.Projects) });
    setBusy(false);
    if (result.ok) {
      setAlert({ message: result.queued ? LL.shell.sync.queued() : LL.operators.invited({ email }), tone: 'success' });
      form.setValues({ Email: '', Role: 'manager', Projects: [] });
      onInvited();
      return;
    }
    const failure = formFailure(result, LL.operators.unreachable());
    setAlert({ message: failure.message, tone: 'error' });
    form.setErrors(failure.fields);
  });

  const values = form.getValues();
  return (
    <Card withBorder component="section" aria-label={LL.operators.inviteTitle()}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4">
            {LL.operators.inviteTitle()}
          </Title>
          <FormAlert message={alert?.message ?? null} tone={alert?.tone} />
          <TextInput type="email" label={LL.operators.email()} required autoComplete="off" {...form.getInputProps('Email')} />
          <InviteLanguageSelect value={values.Lang} onChange={(lang) => form.setFieldValue('Lang', lang)} />
          <RoleFields
            role={values.Role}
            projects={values.Projects}
            projectOptions={projectOptions}
            onRole={(role) => form.setFieldValue('Role', role)}
            onProjects={(projects) => form.setFieldValue('Projects', projects)}
            projectsError={form.errors.Projects as string | undefined}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {LL.operators.invite()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
