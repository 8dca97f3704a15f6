import '@mantine/core/styles/Anchor.css';
import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CompanySave } from '../../../contract/companies.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { NoAccess } from '../../components/no-access.tsx';
import { PendingNotice } from '../../components/pending-notice.tsx';
import { RecordForm } from '../../components/record-form.tsx';
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
  else if (editor.status === 'loading') content = <FormSkeleton fields={5} />;
  else {
    content = (
      <RecordForm
        onSubmit={editor.submit}
        submitLabel={LL.companies.save()}
        busy={editor.busy}
        error={editor.conflict ? null : editor.error}
        dirty={form.isDirty()}
        secondary={
          record ? <ArchiveCompanyButton name={record.name} disabled={record.status === 'archived'} onConfirm={editor.archive} /> : null
        }
      >
        {record && <PendingNotice endpoint={CompanySave} payload={{ id: record.id }} />}
        {editor.conflict ? (
          <CompanyConflictPanel message={editor.conflict.message} mine={form.getValues()} current={editor.conflict.current} onLoad={editor.takeTheirs} />
        ) : null}
        <CompanyFieldInputs form={form} suggestSlug={!record && !slugTyped} onSlugTyped={() => setSlugTyped(true)} />
      </RecordForm>
    );
  }

  return (
    <Screen description={record ? record.name : id === null ? LL.companies.newCompanyDescription() : undefined}>
      <Anchor component={Link} to={COMPANY_LIST_PATH} size="sm" underline="always" style={{ alignSelf: 'flex-start' }}>
        <IconArrowLeft aria-hidden="true" size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {LL.companies.back()}
      </Anchor>
      {content}
    </Screen>
  );
}
