import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Text.css';
import { ActionIcon, Button, Fieldset, Grid, NativeSelect, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlayerPlay, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { PAGE_SIZE_MAX } from '../../../contract/limits.ts';
import { HomeCompanies } from '../../../contract/projects.ts';
import { SSO_ROLES, SsoProvidersSave, type SsoProviderEntity, type SsoProvidersList } from '../../../contract/sso.ts';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { PendingNotice } from '../../components/pending-notice.tsx';
import { RecordForm } from '../../components/record-form.tsx';
import { RecordDrawer } from '../../components/record-drawer.tsx';
import { recordGate } from '../../components/record-gate.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { NEW_ROLE_LINE, useProviderEditor, type ProviderValues } from './provider-form.ts';

type ListAnswer = EndpointOutput<typeof SsoProvidersList>;

/** The map from the provider's groups to roles: one line per group, with the company and project a role needs. */
function RoleMapFields({ form }: { form: UseFormReturnType<ProviderValues> }) {
  const { LL } = useI18nContext();
  const words = LL.sso.editor;
  const home = useCached(HomeCompanies, { search: '', page: 1, pageSize: PAGE_SIZE_MAX });
  const companies = home.data?.items ?? [];
  const choose = { value: '', label: words.choose() };
  const lines = form.getValues().role_map;
  return (
    <Fieldset legend={words.roleMap()}>
      <Stack gap="md">
        {lines.map((line, index) => {
          const projects = companies.find((company) => company.id === line.company)?.projects ?? [];
          return (
            <Grid key={index} align="flex-end" data-role-line={index}>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label={words.group()} required autoComplete="off" {...form.getInputProps(`role_map.${index}.group`)} />
              </Grid.Col>
              <Grid.Col span={{ base: 10, sm: 5 }}>
                <NativeSelect label={words.role()} data={SSO_ROLES.map((role) => ({ value: role, label: LL.sso.roles[role]() }))} {...form.getInputProps(`role_map.${index}.role`)} />
              </Grid.Col>
              <Grid.Col span={{ base: 2, sm: 1 }}>
                <ActionIcon variant="subtle" color="red" size="lg" aria-label={words.removeRole()} onClick={() => form.removeListItem('role_map', index)}>
                  <IconX aria-hidden="true" size={18} />
                </ActionIcon>
              </Grid.Col>
              {line.role !== 'installation_admin' && (
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NativeSelect
                    label={words.company()}
                    required
                    data={[choose, ...companies.map((company) => ({ value: company.id, label: company.name }))]}
                    {...form.getInputProps(`role_map.${index}.company`)}
                  />
                </Grid.Col>
              )}
              {line.role.startsWith('project_') && (
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <NativeSelect
                    label={words.project()}
                    required
                    data={[choose, ...projects.map((project) => ({ value: project.id, label: project.name }))]}
                    {...form.getInputProps(`role_map.${index}.project`)}
                  />
                </Grid.Col>
              )}
            </Grid>
          );
        })}
        <Button variant="default" leftSection={<IconPlus aria-hidden="true" size={16} />} style={{ alignSelf: 'flex-start' }} onClick={() => form.insertListItem('role_map', { ...NEW_ROLE_LINE })}>
          {words.addRole()}
        </Button>
      </Stack>
    </Fieldset>
  );
}

interface ProviderFormProps {
  id: string | null;
  list: ListAnswer | undefined;
  onSaved(provider: SsoProviderEntity, created: boolean): void;
  onQueued(): void;
  onTest(provider: SsoProviderEntity): void;
  onDelete(provider: SsoProviderEntity): void;
  onDirty(dirty: boolean): void;
}

function ProviderForm({ id, list, onSaved, onQueued, onTest, onDelete, onDirty }: ProviderFormProps) {
  const { LL } = useI18nContext();
  const words = LL.sso;
  const editor = useProviderEditor({ stored: id !== null && list ? { id, list } : null, onSaved, onQueued });
  const { form, record } = editor;
  const dirty = form.isDirty();
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const gate = recordGate(editor.status, 8);
  if (gate) return gate;
  const secondary = record ? (
    <>
      <Button variant="default" disabled={dirty} leftSection={<IconPlayerPlay aria-hidden="true" size={16} />} onClick={() => onTest(record)}>
        {words.test()}
      </Button>
      <Button variant="subtle" color="red" leftSection={<IconTrash aria-hidden="true" size={16} />} onClick={() => onDelete(record)}>
        {words.delete()}
      </Button>
    </>
  ) : null;
  return (
    <RecordForm onSubmit={editor.submit} submitLabel={words.editor.save()} busy={editor.busy} error={editor.error} dirty={dirty} secondary={secondary}>
      {record && <PendingNotice endpoint={SsoProvidersSave} payload={{ id: record.id }} />}
      <TextInput label={words.name()} description={words.editor.nameHelp()} required data-autofocus {...form.getInputProps('name')} />
      <TextInput label={words.issuer()} description={words.editor.issuerHelp()} required type="url" autoComplete="off" {...form.getInputProps('issuer')} />
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={words.editor.clientId()} required autoComplete="off" {...form.getInputProps('client_id')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <PasswordInput
            label={words.editor.clientSecret()}
            autoComplete="new-password"
            required={!record}
            description={record?.has_secret ? words.editor.secretStored() : words.editor.secretNone()}
            {...form.getInputProps('client_secret')}
            aria-invalid={form.errors.client_secret ? true : undefined}
          />
        </Grid.Col>
      </Grid>
      <TextInput label={words.editor.scopes()} description={words.editor.scopesHelp()} required autoComplete="off" {...form.getInputProps('scopes')} />
      <Fieldset legend={words.editor.claimsLegend()}>
        <Grid>
          {(['email', 'given_name', 'family_name', 'groups'] as const).map((claim) => (
            <Grid.Col key={claim} span={{ base: 12, sm: 6 }}>
              <TextInput
                label={{ email: words.editor.claimEmail(), given_name: words.editor.claimGivenName(), family_name: words.editor.claimFamilyName(), groups: words.editor.claimGroups() }[claim]}
                required
                autoComplete="off"
                {...form.getInputProps(`claims.${claim}`)}
              />
            </Grid.Col>
          ))}
        </Grid>
      </Fieldset>
      <Switch label={words.editor.linkVerifiedEmail()} description={words.editor.linkHelp()} {...form.getInputProps('link_verified_email', { type: 'checkbox' })} />
      <Switch label={words.editor.createOperators()} {...form.getInputProps('create_operators', { type: 'checkbox' })} />
      <Switch label={words.editor.groupsWin()} description={words.editor.groupsWinHelp()} {...form.getInputProps('groups_win', { type: 'checkbox' })} />
      <RoleMapFields form={form} />
      <Switch
        label={words.editor.enabled()}
        description={words.editor.enabledHelp()}
        {...form.getInputProps('enabled', { type: 'checkbox' })}
        // Mantine names the error in the switch's description but does not mark the switch itself.
        aria-invalid={form.errors.enabled ? true : undefined}
      />
    </RecordForm>
  );
}

interface ProviderDrawerProps extends Omit<ProviderFormProps, 'id' | 'onDirty'> {
  /** The provider open in the drawer (`id` null: a new one), or null when it is closed. */
  editing: { id: string | null } | null;
  onClose(): void;
}

/** A provider's form beside the list, in a drawer (the whole screen on a phone). */
export function ProviderDrawer({ editing, list, onClose, ...props }: ProviderDrawerProps) {
  const { LL } = useI18nContext();
  const words = LL.sso.editor;
  const id = editing?.id ?? null;
  const name = id ? list?.items.find((item) => item.id === id)?.name : undefined;
  return (
    <RecordDrawer opened={editing !== null} title={name ? words.editTitle({ name }) : words.newTitle()} ready={id === null || list !== undefined} fields={8} onClose={onClose}>
      {(onDirty) => <ProviderForm key={id ?? 'new'} id={id} list={list} onDirty={onDirty} {...props} />}
    </RecordDrawer>
  );
}
