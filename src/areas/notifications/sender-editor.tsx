import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Text.css';
import { Button, Checkbox, Fieldset, Grid, NativeSelect, NumberInput, Paper, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconMailForward, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import type { SenderEntity } from '../../../contract/notifications.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { PendingNotice } from '../../components/pending-notice.tsx';
import { RecordForm } from '../../components/record-form.tsx';
import { RecordDrawer } from '../../components/record-drawer.tsx';
import { recordGate } from '../../components/record-gate.tsx';
import type { LevelCalls, NotyPlace } from './level.ts';
import { useSenderEditor, type SenderValues } from './sender-form.ts';
import { domainOf, useSpfCheck } from './sender-spf-check.ts';
import { SpfPanel } from './sender-spf.tsx';

type ListAnswer = EndpointOutput<LevelCalls['sendersList']>;

/** The SPF of the typed from address: the stored verdict while it is the sender's own domain, else checked live. */
function SenderSpf({ email, stored }: { email: string; stored: SenderEntity | null }) {
  const { LL } = useI18nContext();
  const words = LL.notifications.senders.spf;
  const domain = domainOf(email);
  const storedDomain = stored ? domainOf(stored.from_email) : null;
  const { state, recheck, asked } = useSpfCheck(domain, domain !== storedDomain);
  if (domain === null) return null;
  let panel;
  if (state.kind === 'done') panel = <SpfPanel domain={domain} verdict={state.verdict} />;
  else if (state.kind === 'idle' && !asked && stored && domain === storedDomain) panel = <SpfPanel domain={domain} verdict={stored.spf} checkedAt={stored.spf?.checked_at} />;
  else {
    const line =
      state.kind === 'offline'
        ? words.offline()
        : state.kind === 'failed'
          ? words.failed({ error: state.message ?? LL.notifications.common.unreachable() })
          : words.checking({ domain });
    panel = (
      <Paper withBorder p="md" radius="md">
        <Text size="sm" role="status">
          {line}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="xs">
      {panel}
      <Button variant="subtle" size="compact-sm" style={{ alignSelf: 'flex-start' }} leftSection={<IconRefresh aria-hidden="true" size={14} />} onClick={recheck}>
        {words.checkAgain()}
      </Button>
    </Stack>
  );
}

/** The sender's own relay: host, port, TLS mode, user, and the password only ever written. */
function SmtpFields({ form, stored }: { form: UseFormReturnType<SenderValues>; stored: SenderEntity | null }) {
  const { LL } = useI18nContext();
  const words = LL.notifications.senders.editor;
  const hasPassword = stored?.smtp?.has_password === true;
  const removing = form.getValues().smtp.remove_password;
  const security = [
    { value: 'tls', label: words.secureTls() },
    { value: 'starttls', label: words.secureStarttls() },
    { value: 'plain', label: words.securePlain() },
  ];
  return (
    <Fieldset legend={words.ownSmtp()}>
      <Grid>
        <Grid.Col span={{ base: 12, xs: 8 }}>
          <TextInput label={words.host()} required autoComplete="off" {...form.getInputProps('smtp.host')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 4 }}>
          <NumberInput label={words.port()} required min={1} max={65535} allowDecimal={false} {...form.getInputProps('smtp.port')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <NativeSelect label={words.secure()} data={security} {...form.getInputProps('smtp.secure')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <TextInput label={words.user()} autoComplete="off" {...form.getInputProps('smtp.user')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <PasswordInput
            label={words.password()}
            autoComplete="new-password"
            disabled={removing}
            description={removing ? words.passwordRemoved() : hasPassword ? words.passwordStored() : words.passwordNone()}
            {...form.getInputProps('smtp.password')}
            // Mantine marks its inner input only with data-invalid; assistive technology reads aria-invalid.
            aria-invalid={form.errors['smtp.password'] ? true : undefined}
          />
        </Grid.Col>
        {hasPassword && (
          <Grid.Col span={12}>
            <Checkbox label={words.removePassword()} {...form.getInputProps('smtp.remove_password', { type: 'checkbox' })} />
          </Grid.Col>
        )}
      </Grid>
    </Fieldset>
  );
}

interface SenderFormProps {
  place: NotyPlace;
  id: string | null;
  list: ListAnswer | undefined;
  testing: boolean;
  onSaved(sender: SenderEntity, created: boolean): void;
  onQueued(): void;
  onTest(sender: SenderEntity): void;
  onDelete(sender: SenderEntity): void;
  /** Whether the form holds changes not saved, for the drawer to ask before it closes. */
  onDirty(dirty: boolean): void;
}

function SenderForm({ place, id, list, testing, onSaved, onQueued, onTest, onDelete, onDirty }: SenderFormProps) {
  const { LL } = useI18nContext();
  const words = LL.notifications.senders;
  const editor = useSenderEditor({ place, stored: id !== null && list ? { id, list } : null, onSaved, onQueued });
  const { form, record } = editor;
  const dirty = form.isDirty();
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const gate = recordGate(editor.status, 6);
  if (gate) return gate;
  const values = form.getValues();
  const secondary = record ? (
    <>
      <Button variant="default" loading={testing} leftSection={<IconMailForward aria-hidden="true" size={16} />} onClick={() => onTest(record)}>
        {words.test()}
      </Button>
      <Button variant="subtle" color="red" leftSection={<IconTrash aria-hidden="true" size={16} />} onClick={() => onDelete(record)}>
        {words.delete()}
      </Button>
    </>
  ) : null;
  return (
    <RecordForm onSubmit={editor.submit} submitLabel={words.editor.save()} busy={editor.busy} error={editor.error} dirty={form.isDirty()} secondary={secondary}>
      {record && <PendingNotice endpoint={place.calls.sendersSave} payload={{ ...place.scope, id: record.id }} />}
      <TextInput label={words.editor.name()} description={words.editor.nameHelp()} required data-autofocus {...form.getInputProps('name')} />
      <TextInput label={words.editor.fromEmail()} type="email" required autoComplete="off" {...form.getInputProps('from_email')} />
      <SenderSpf email={values.from_email} stored={record ?? null} />
      <TextInput label={words.editor.fromName()} description={words.editor.fromNameHelp()} {...form.getInputProps('from_name')} />
      <TextInput label={words.editor.replyTo()} description={words.editor.replyToHelp()} type="email" {...form.getInputProps('reply_to')} />
      <Switch label={words.editor.default()} description={words.editor.defaultHelp()} {...form.getInputProps('default', { type: 'checkbox' })} />
      <Switch label={words.editor.ownSmtp()} description={words.editor.ownSmtpHelp()} {...form.getInputProps('own_smtp', { type: 'checkbox' })} />
      {values.own_smtp && <SmtpFields form={form} stored={record ?? null} />}
    </RecordForm>
  );
}

interface SenderDrawerProps extends Omit<SenderFormProps, 'id' | 'testing' | 'onDirty'> {
  /** The sender open in the drawer (`id` null: a new one), or null when it is closed. */
  editing: { id: string | null } | null;
  testing: string | null;
  onClose(): void;
}

/** A sender's form beside the list, in a drawer (the whole screen on a phone), a new form for each sender. */
export function SenderDrawer({ editing, list, testing, onClose, ...props }: SenderDrawerProps) {
  const { LL } = useI18nContext();
  const words = LL.notifications.senders.editor;
  const id = editing?.id ?? null;
  const name = id ? list?.items.find((item) => item.id === id)?.name : undefined;
  return (
    <RecordDrawer opened={editing !== null} title={name ? words.editTitle({ name }) : words.newTitle()} ready={id === null || list !== undefined} fields={6} onClose={onClose}>
      {(onDirty) => <SenderForm key={id ?? 'new'} id={id} list={list} testing={id !== null && testing === id} onDirty={onDirty} {...props} />}
    </RecordDrawer>
  );
}
