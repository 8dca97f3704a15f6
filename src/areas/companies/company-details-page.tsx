import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CompanySave } from '../../../contract/companies.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { PendingNotice } from '../../components/pending-notice.tsx';
import { Screen } from '../../components/screen.tsx';
import { ArchiveCompanyButton } from './archive-company-button.tsx';
import { CompanyConflictPanel } from './company-conflict-panel.tsx';
import { CompanyFieldInputs } from './company-fields.tsx';
import { COMPANY_LIST_PATH, NEW_COMPANY } from './company-paths.ts';
import { useCompanyEditor } from './use-company-editor.ts';

/** One company's details, or a new company's (`new`): saved with the version it was read at. */
export function CompanyDetailsPage() {
  const { LL } = useI18nContext();
  const param = useParams().id ?? NEW_COMPANY;
  const editor = useCompanyEditor(param === NEW_COMPANY ? null : param);
  const [slugTyped, setSlugTyped] = useState(false);
  const { form, stored } = editor;

  return (
    <Screen>
      <Text component={Link} c="blue" td="underline" to={COMPANY_LIST_PATH} size="sm">
        {LL.companies.back()}
      </Text>
      <form onSubmit={editor.save} noValidate style={{ maxWidth: 560 }}>
        <Stack>
          <FormAlert message={editor.alert} />
          <FormAlert tone="success" message={editor.saved} />
          {stored && <PendingNotice endpoint={CompanySave} payload={{ id: stored.id }} />}
          {editor.conflict ? (
            <CompanyConflictPanel
              message={editor.conflict.message}
              mine={form.getValues()}
              current={editor.conflict.current}
              onLoad={editor.show}
            />
          ) : null}
          <CompanyFieldInputs form={form} suggestSlug={!stored && !slugTyped} onSlugTyped={() => setSlugTyped(true)} />
          <Group justify="space-between">
            <Button type="submit" loading={editor.busy}>
              {LL.companies.save()}
            </Button>
            {stored ? (
              <ArchiveCompanyButton name={stored.name} disabled={stored.status === 'archived'} onConfirm={editor.archive} />
            ) : null}
          </Group>
        </Stack>
      </form>
    </Screen>
  );
}
