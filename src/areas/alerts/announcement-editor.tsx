import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import { Button, Fieldset, Input, MultiSelect, SegmentedControl, Stack, Switch, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ALERT_SEVERITIES, AUDIENCE_ROLES, type Announcement, type AlertList } from '../../../contract/alerts.ts';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import type { Language } from '../../../contract/languages.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { LanguageTabs } from '../../components/language-tabs.tsx';
import { RecordForm } from '../../components/record-form.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { RecordDrawer } from '../../components/record-drawer.tsx';
import { recordGate } from '../../components/record-gate.tsx';
import { roleWord, severityWord, titleIn } from './alert-words.ts';
import { useAnnouncementEditor } from './announcement-form.ts';
import { usePlaces } from './use-places.ts';

type ListAnswer = EndpointOutput<typeof AlertList>;

interface FormProps {
  id: string | null;
  list: ListAnswer | undefined;
  onSaved(entity: Announcement, created: boolean): void;
  onQueued(): void;
  onDelete(entity: Announcement): void;
  onDirty(dirty: boolean): void;
}

function AnnouncementForm({ id, list, onSaved, onQueued, onDelete, onDirty }: FormProps) {
  const { LL, locale } = useI18nContext();
  const words = LL.alerts;
  const editor = useAnnouncementEditor({ stored: id !== null && list ? { id, list } : null, onSaved, onQueued });
  const { form, record } = editor;
  const [lang, setLang] = useState<Language>(locale);
  const places = usePlaces();
  const dirty = form.isDirty();
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const gate = recordGate(editor.status, 7);
  if (gate) return gate;
  const values = form.getValues();
  const secondary = record ? (
    <Button variant="subtle" color="red" leftSection={<IconTrash aria-hidden="true" size={16} />} onClick={() => onDelete(record)}>
      {words.delete()}
    </Button>
  ) : null;
  const titleError = form.errors.title;
  return (
    <RecordForm onSubmit={editor.submit} submitLabel={words.save()} busy={editor.busy} error={editor.error} dirty={dirty} secondary={secondary}>
      <LanguageTabs label={words.language()} value={lang} onChange={setLang}>
        {(shown) => (
          <Stack gap="sm">
            <TextInput
              label={words.fieldTitle()}
              lang={shown}
              data-autofocus
              maxLength={200}
              error={titleError}
              value={values.title[shown]}
              onChange={(event) => form.setFieldValue(`title.${shown}`, event.currentTarget.value as never)}
            />
            <RichTextEditor
              key={shown}
              label={words.fieldBody()}
              error={form.errors.body as string | undefined}
              value={values.body[shown] ?? null}
              onChange={(doc) => form.setFieldValue(`body.${shown}`, doc as never)}
            />
          </Stack>
        )}
      </LanguageTabs>
      <Input.Wrapper label={words.fieldSeverity()} error={form.errors.severity}>
        <div>
          <SegmentedControl
            aria-label={words.fieldSeverity()}
            data={ALERT_SEVERITIES.map((severity) => ({ value: severity, label: severityWord(words, severity) }))}
            {...form.getInputProps('severity')}
          />
        </div>
      </Input.Wrapper>
      <Fieldset legend={words.audienceLegend()}>
        <Stack gap="sm">
          <MultiSelect
            label={words.fieldRoles()}
            description={words.fieldRolesHint()}
            data={AUDIENCE_ROLES.map((role) => ({ value: role, label: roleWord(words, role) }))}
            clearable
            {...form.getInputProps('roles')}
          />
          <MultiSelect label={words.fieldCompanies()} description={words.fieldCompaniesHint()} data={places.companies} searchable clearable {...form.getInputProps('companies')} />
          <MultiSelect label={words.fieldPublic()} description={words.fieldPublicHint()} data={places.projects} searchable clearable {...form.getInputProps('public_projects')} />
        </Stack>
      </Fieldset>
      <TextInput type="datetime-local" label={words.fieldStarts()} required {...form.getInputProps('starts_at')} />
      <TextInput type="datetime-local" label={words.fieldEnds()} description={words.fieldEndsHint()} {...form.getInputProps('ends_at')} />
      <Switch label={words.fieldAck()} description={words.fieldAckHint()} {...form.getInputProps('ack_required', { type: 'checkbox' })} />
    </RecordForm>
  );
}

interface DrawerProps extends Omit<FormProps, 'id' | 'onDirty'> {
  /** The announcement open in the drawer (`id` null: a new one), or null when it is closed. */
  editing: { id: string | null } | null;
  onClose(): void;
}

/** An announcement's form beside the list, in a drawer (the whole screen on a phone). */
export function AnnouncementDrawer({ editing, list, onClose, ...props }: DrawerProps) {
  const { LL, locale } = useI18nContext();
  const words = LL.alerts;
  const id = editing?.id ?? null;
  const stored = id ? list?.items.find((item) => item.id === id) : undefined;
  return (
    <RecordDrawer
      opened={editing !== null}
      title={stored ? words.editTitle({ title: titleIn(stored.title, locale, words.noTitle()) }) : words.newTitle()}
      ready={id === null || list !== undefined}
      fields={7}
      size="xl"
      onClose={onClose}
    >
      {(onDirty) => <AnnouncementForm key={id ?? 'new'} id={id} list={list} onDirty={onDirty} {...props} />}
    </RecordDrawer>
  );
}
