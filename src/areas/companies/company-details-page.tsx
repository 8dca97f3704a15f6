import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CompanySave } from '../../../contract/companies.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { NoAccess } from '../../components/no-access.tsx';
import { PendingNotice } from '../../components/pending-notice.tsx';
import { RecordUnavailable } from '../../components/record-unavailable.tsx';
import { Screen } from '../../components/screen.tsx';
import { ArchiveCompanyButton } from './archive-company-button.tsx';
import { CompanyConflictPanel } from './company-conflict-panel.tsx';
import { CompanyFieldInputs } from './company-fields.tsx';
import { useCompanyEditor } from './company-form.ts';
import { COMPANY_LIST_PATH, NEW_COMPANY } from './company-paths.ts';

/** One company's details, or a new company's (`new`): saved with the version it was read at, also offline. */
export function CompanyDetailsPage() {
  const { LL } = useI18nContext();
  const param = useParams().id ?? NEW_COMPANY;
  const id = param === NEW_COMPANY ? null : param;
  const editor = useCompanyEditor(id);
  const [slugTyped, setSlugTyped] = useState(false);
  const { form, record } = editor;

  let content;
  if (editor.status === 'refused') content = <NoAccess />;
  else if (editor.status === 'unavailable') content = <RecordUnavailable />;
  else if (editor.status === 'loading') content = <Loader size="sm" />;
  else {
    content = (
      <form onSubmit={editor.submit} noValidate style={{ maxWidth: 560 }}>
        <Stack>
          <FormAlert message={editor.notice?.message ?? null} tone={editor.notice?.tone} />
          {record && <PendingNotice endpoint={CompanySave} payload={{ id: record.id }} />}
          {editor.conflict ? (
            <CompanyConflictPanel
              message={editor.conflict.message}
              mine={form.getValues()}
              current={editor.conflict.current}
              onLoad={editor.takeTheirs}
            />
          ) : null}
          <CompanyFieldInputs form={form} suggestSlug={!record && !slugTyped} onSlugTyped={() => setSlugTyped(true)} />
          <Group justify="space-between">
            <Button type="submit" loading={editor.busy}>
              {LL.companies.save()}
            </Button>
            {record ? (
              <ArchiveCompanyButton name={record.name} disabled={record.status === 'archived'} onConfirm={editor.archive} />
            ) : null}
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Screen>
      <Text component={Link} c="blue" td="underline" to={COMPANY_LIST_PATH} size="sm">
        {LL.companies.back()}
      </Text>
      {content}
    </Screen>
  );
}
