import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { CookieLawSave } from '../../../contract/theme.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { NoAccess } from '../../components/no-access.tsx';
import { PendingNotice } from '../../components/pending-notice.tsx';
import { RecordForm } from '../../components/record-form.tsx';
import { RecordUnavailable } from '../../components/record-unavailable.tsx';
import { Screen } from '../../components/screen.tsx';
import { CookieBannerPreview } from './cookie-banner-preview.tsx';
import { CookieLawConflict } from './cookie-law-conflict.tsx';
import { CookieLawFields } from './cookie-law-fields.tsx';
import { useCookieLawEditor } from './cookie-law-form.ts';
import { StickyColumn } from './sticky-column.tsx';

/** The public pages' cookie banner: shown or not, its texts in five languages and the policy's address, with a live preview. */
export function CookieLawPage() {
  const { LL, locale } = useI18nContext();
  const editor = useCookieLawEditor();
  const [lang, setLang] = useState(locale);
  const { form } = editor;

  let content;
  if (editor.status === 'refused') content = <NoAccess />;
  else if (editor.status === 'unavailable') content = <RecordUnavailable />;
  else if (editor.status === 'loading') content = <FormSkeleton fields={6} />;
  else {
    content = (
      <RecordForm
        onSubmit={editor.submit}
        submitLabel={LL.theme.cookieLaw.save()}
        busy={editor.busy}
        error={editor.conflict ? null : editor.error}
        dirty={form.isDirty()}
        maw={1120}
      >
        <PendingNotice endpoint={CookieLawSave} payload={{}} />
        {editor.conflict ? (
          <CookieLawConflict message={editor.conflict.message} mine={form.getValues()} current={editor.conflict.current} onLoad={editor.takeTheirs} />
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <CookieLawFields form={form} lang={lang} onLang={setLang} />
          <StickyColumn>
            <CookieBannerPreview values={form.getValues()} lang={lang} />
          </StickyColumn>
        </SimpleGrid>
      </RecordForm>
    );
  }

  return <Screen description={LL.theme.cookieLaw.description()}>{content}</Screen>;
}
