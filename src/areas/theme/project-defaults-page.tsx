import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, MultiSelect, Select, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { useId } from 'react';
import { LANGUAGE_OPTIONS } from '../../../contract/languages.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { NoAccess } from '../../components/no-access.tsx';
import { PendingNotice } from '../../components/pending-notice.tsx';
import { RecordForm } from '../../components/record-form.tsx';
import { RecordUnavailable } from '../../components/record-unavailable.tsx';
import { Screen } from '../../components/screen.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { useProjectDefaultsEditor } from './project-defaults-form.ts';
import { InstallationThemeGet, ProjectDefaultsSave } from '../../../contract/theme.ts';
import { ThemeConflict } from './theme-conflict.tsx';
import { ThemeOverrides } from './theme-overrides.tsx';

const LANGUAGE_DATA = LANGUAGE_OPTIONS.map((option) => ({ value: option.value, label: option.text }));
const NO_LEVEL = { Theme_Colors: '', Theme_Graphics: '' };

/**
 * What a new project starts with: its languages and default language, a description, and its own
 * colours and graphics over the installation's. A save applies to projects created after it.
 */
export function ProjectDefaultsPage() {
  const { LL } = useI18nContext();
  const texts = LL.theme.defaults;
  const editor = useProjectDefaultsEditor();
  const installation = useCached(InstallationThemeGet, {}).data?.entity;
  const { form } = editor;
  const projectHeading = useId();

  let content;
  if (editor.status === 'refused') content = <NoAccess />;
  else if (editor.status === 'unavailable') content = <RecordUnavailable />;
  else if (editor.status === 'loading') content = <FormSkeleton fields={6} />;
  else {
    const values = form.getValues();
    content = (
      <RecordForm onSubmit={editor.submit} submitLabel={LL.theme.save()} busy={editor.busy} error={editor.conflict ? null : editor.error} dirty={form.isDirty()} maw={1400}>
        <PendingNotice endpoint={ProjectDefaultsSave} payload={{}} />
        {editor.conflict ? <ThemeConflict message={editor.conflict.message} onLoad={editor.takeTheirs} onKeep={editor.keepMine} /> : null}
        <Alert color="info" variant="light" data-testid="defaults-scope">
          {texts.applies()}
        </Alert>
        <section aria-labelledby={projectHeading}>
          <Stack gap="sm" maw={640}>
            <Title order={2} size="h4" id={projectHeading}>
              {texts.project()}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MultiSelect label={texts.languages()} required data={LANGUAGE_DATA} {...form.getInputProps('languages')} />
              <Select
                label={texts.defaultLang()}
                required
                data={LANGUAGE_DATA.filter((option) => values.languages.includes(option.value))}
                {...form.getInputProps('default_lang')}
                value={values.default_lang || null}
                onChange={(value) => form.setFieldValue('default_lang', value ?? '')}
              />
            </SimpleGrid>
            <Textarea label={texts.description()} description={texts.descriptionHelp()} autosize minRows={2} maxRows={8} {...form.getInputProps('description')} />
          </Stack>
        </section>
        <FormAlert message={form.errors.own ? String(form.errors.own) : null} />
        <ThemeOverrides
          layers={{ installation: installation ?? NO_LEVEL, company: NO_LEVEL }}
          own={values.own}
          onChange={(own) => form.setValues({ own })}
          owner={{}}
          ownText={texts.own()}
          colorsHelp={texts.colorsHelp()}
        />
      </RecordForm>
    );
  }

  return <Screen description={texts.description2()}>{content}</Screen>;
}
