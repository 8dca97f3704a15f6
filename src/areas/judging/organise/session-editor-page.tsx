import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useParams } from 'react-router-dom';
import { JUDGING_LIMITS, OTHERS_SCORES, SESSION_STATUSES, SessionSave } from '../../../../contract/judging.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { FormSkeleton } from '../../../components/form-skeleton.tsx';
import { NoAccess } from '../../../components/no-access.tsx';
import { PendingNotice } from '../../../components/pending-notice.tsx';
import { RecordForm } from '../../../components/record-form.tsx';
import { RecordUnavailable } from '../../../components/record-unavailable.tsx';
import { Screen } from '../../../components/screen.tsx';
import { CriteriaFields } from './criteria-fields.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { NEW_SESSION } from './organise-paths.ts';
import { PanelFields } from './panel-fields.tsx';
import { ScopeFields } from './scope-fields.tsx';
import { SessionNav } from './session-nav.tsx';
import type { FormScope, SessionValues } from './session-values.ts';
import { useFormDraft } from './use-form-title.ts';
import { useLoadPreview } from './use-load-preview.ts';
import { useSessionEditor } from './use-session-editor.ts';

type Form = UseFormReturnType<SessionValues>;

/** What judges see of each other and of the senders, when the session takes scores, and its state. */
function RulesAndTimes({ form }: { form: Form }) {
  const { LL } = useI18nContext();
  const words = LL.judging.organise.editor;
  const others: Record<(typeof OTHERS_SCORES)[number], string> = { never: words.othersNever(), after_own: words.othersAfterOwn(), always: words.othersAlways() };
  return (
    <>
      <SettingsSection title={words.rulesSection()}>
        <Switch label={words.blind()} description={words.blindHelp()} {...form.getInputProps('blind', { type: 'checkbox' })} />
        <Select
          label={words.othersScores()}
          data={OTHERS_SCORES.map((value) => ({ value, label: others[value] }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('others_scores')}
        />
      </SettingsSection>
      <SettingsSection title={words.timesSection()} help={words.timesHelp()}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="datetime-local" label={words.opensAt()} {...form.getInputProps('opens_at')} />
          <TextInput type="datetime-local" label={words.closesAt()} {...form.getInputProps('closes_at')} />
        </SimpleGrid>
        <Radio.Group label={words.status()} {...form.getInputProps('status')}>
          <Group gap="md" mt="xs">
            {SESSION_STATUSES.map((status) => (
              <Radio key={status} value={status} label={LL.judging.organise.status[status]()} />
            ))}
          </Group>
        </Radio.Group>
      </SettingsSection>
    </>
  );
}

function SessionEditor({ scope, id, lang }: { scope: FormScope; id: string | null; lang: Language }) {
  const { LL } = useI18nContext();
  const words = LL.judging.organise.editor;
  const editor = useSessionEditor(scope, id, lang);
  const { form, record } = editor;
  const preview = useLoadPreview(scope, record?.id ?? null, form.getValues(), Intl.DateTimeFormat().resolvedOptions().timeZone);

  let content;
  if (editor.status === 'refused') content = <NoAccess />;
  else if (editor.status === 'unavailable') content = <RecordUnavailable />;
  else if (editor.status === 'loading') content = <FormSkeleton fields={8} />;
  else {
    content = (
      <RecordForm onSubmit={editor.submit} submitLabel={words.save()} busy={editor.busy} error={editor.conflict ? null : editor.error} dirty={form.isDirty()} maw={760}>
        {record ? <PendingNotice endpoint={SessionSave} payload={{ id: record.id }} /> : null}
        {editor.conflict ? (
          <Alert color="orange" variant="light" role="alert" title={words.conflictTitle()}>
            <Stack gap="xs" align="flex-start">
              {editor.conflict.message}
              {editor.conflict.current ? (
                <Button variant="light" onClick={editor.takeTheirs}>
                  {words.loadCurrent()}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <TextInput label={words.name()} required maxLength={JUDGING_LIMITS.name} {...form.getInputProps('name')} />
        <ScopeFields form={form} scope={scope} />
        <CriteriaFields form={form} lang={lang} />
        <PanelFields form={form} scope={scope} record={record} preview={preview} />
        <RulesAndTimes form={form} />
      </RecordForm>
    );
  }

  return (
    <Screen description={record ? record.name : id === null ? words.newDescription() : undefined}>
      <SessionNav scope={scope} session={id} current="settings" />
      {content}
    </Screen>
  );
}

/** A judging session's settings, or a new session's (`new`): saved with the version it was read at, its load previewed as it changes. */
export function SessionEditorPage() {
  const { company = '', project = '', form = '', session = NEW_SESSION } = useParams();
  const scope = { company, project, form };
  const draft = useFormDraft(scope);
  const id = session === NEW_SESSION ? null : session;
  const lang = draft.data?.entity.draft.default_lang;
  // The criteria's texts are written in the form's default language: the editor waits for it.
  if (lang) return <SessionEditor key={id ?? NEW_SESSION} scope={scope} id={id} lang={lang} />;
  return <Screen>{draft.settled ? draft.error ? <NoAccess /> : <RecordUnavailable /> : <FormSkeleton fields={8} />}</Screen>;
}
