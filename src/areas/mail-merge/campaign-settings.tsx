import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Button, Fieldset, Group, MultiSelect, NativeSelect, NumberInput, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LANGUAGE_OPTIONS, type Language } from '../../../contract/languages.ts';
import { CampaignGet, CampaignSave, MAIL_MERGE_LIMITS, MergeTagList, TemplateList, type CampaignEntity } from '../../../contract/mail-merge.ts';
import { SavedFilterList } from '../../../contract/results.ts';
import { SUBMISSION_STATUSES } from '../../../contract/submission-status.ts';
import { UserConditions } from '../../../contract/users.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { PendingNotice } from '../../components/pending-notice.tsx';
import { RecordForm } from '../../components/record-form.tsx';
import { SettingsSection } from '../../components/settings-section.tsx';
import { recordGate } from '../../components/record-gate.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { noticeSuccess } from '../../lib/notices.ts';
import { useRecordEditor } from '../../lib/records/use-record-editor.ts';
import { campaignErrors, campaignPayload, campaignValues, EMPTY_CAMPAIGN, fieldOf, payloadValues, type CampaignValues, type SubmissionsBy, type UsersFilterValues } from './campaign-values.ts';
import { campaignPath, campaignsPath, type ProjectScope } from './mm-paths.ts';

type Form = UseFormReturnType<CampaignValues>;

// Each filter takes its share of a row and wraps under the others on a narrow screen.
const FIELD = { flex: '1 1 180px', minWidth: 0 } as const;

interface UsersFilterFieldsProps {
  value: UsersFilterValues;
  conditions: { id: string; key: string; version: number; title: Partial<Record<Language, string>> }[] | undefined;
  onChange(change: Partial<UsersFilterValues>): void;
}

/** The registered-users screen's filters, as a users audience takes them: words in their names, what they sent, a condition accepted, a language, when they registered. */
function UsersFilterFields({ value, conditions, onChange }: UsersFilterFieldsProps) {
  const { LL, locale } = useI18nContext();
  const words = LL.mailMerge.userFilters;
  const conditionName = (condition: NonNullable<UsersFilterFieldsProps['conditions']>[number]) =>
    words.conditionVersion({ title: condition.title[locale] || condition.title.en || Object.values(condition.title)[0] || condition.key, version: condition.version });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput style={FIELD} label={words.search()} description={words.searchHelp()} value={value.search} onChange={(event) => onChange({ search: event.currentTarget.value })} />
      <NativeSelect
        style={FIELD}
        label={words.submitted()}
        data={[
          { value: '', label: words.submittedAny() },
          { value: 'yes', label: words.submittedYes() },
          { value: 'no', label: words.submittedNo() },
        ]}
        value={value.submitted}
        onChange={(event) => onChange({ submitted: event.currentTarget.value as UsersFilterValues['submitted'] })}
      />
      <NativeSelect
        style={FIELD}
        label={words.condition()}
        data={[{ value: '', label: words.conditionAny() }, ...(conditions ?? []).map((condition) => ({ value: condition.id, label: conditionName(condition) }))]}
        value={value.condition}
        onChange={(event) => onChange({ condition: event.currentTarget.value })}
      />
      <NativeSelect
        style={FIELD}
        label={words.language()}
        data={[{ value: '', label: words.languageAny() }, ...LANGUAGE_OPTIONS.map((option) => ({ value: option.value, label: option.text }))]}
        value={value.lang}
        onChange={(event) => onChange({ lang: event.currentTarget.value as UsersFilterValues['lang'] })}
      />
      <TextInput style={FIELD} type="date" label={words.from()} value={value.from} max={value.to || undefined} onChange={(event) => onChange({ from: event.currentTarget.value })} />
      <TextInput style={FIELD} type="date" label={words.to()} value={value.to} min={value.from || undefined} onChange={(event) => onChange({ to: event.currentTarget.value })} />
    </Group>
  );
}

/** Who the campaign writes to: the registered users by their screen's filters, or the people behind a form's submissions. */
function AudienceFields({ form, scope }: { form: Form; scope: ProjectScope }) {
  const { LL } = useI18nContext();
  const words = LL.mailMerge.settings;
  const values = form.getValues();
  const forms = useCached(MergeTagList, scope).data?.forms;
  const conditions = useCached(values.kind === 'users' ? UserConditions : null, scope).data?.items;
  const filters = useCached(values.kind === 'submissions' && values.by === 'filter' && values.form ? SavedFilterList : null, { ...scope, form: values.form }).data?.items;
  const byLabel: Record<SubmissionsBy, string> = { all: words.byAll(), status: words.byStatus(), filter: words.byFilter() };
  return (
    <SettingsSection title={words.audience()} help={words.audienceHelp()}>
      <Radio.Group label={words.kind()} {...form.getInputProps('kind')}>
        <Stack gap="xs" mt="xs">
          <Radio value="submissions" label={words.kindSubmissions()} />
          <Radio value="users" label={words.kindUsers()} />
        </Stack>
      </Radio.Group>
      {values.kind === 'users' ? (
        <Stack gap="sm" data-testid="users-audience">
          <UsersFilterFields value={values.users} conditions={conditions} onChange={(change) => form.setFieldValue('users', { ...form.getValues().users, ...change })} />
        </Stack>
      ) : (
        <>
          <NativeSelect
            label={words.form()}
            required
            data={[{ value: '', label: words.chooseForm() }, ...(forms ?? []).map((entry) => ({ value: entry.id, label: entry.name }))]}
            {...form.getInputProps('form')}
          />
          <Radio.Group label={words.by()} {...form.getInputProps('by')}>
            <Stack gap="xs" mt="xs">
              {(['status', 'filter', 'all'] as const).map((by) => (
                <Radio key={by} value={by} label={byLabel[by]} />
              ))}
            </Stack>
          </Radio.Group>
          {values.by === 'status' ? (
            <MultiSelect
              label={words.statuses()}
              description={words.statusesHelp()}
              required
              data={SUBMISSION_STATUSES.map((status) => ({ value: status, label: LL.shell.submissionStatuses[status]() }))}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('statuses')}
            />
          ) : null}
          {values.by === 'filter' ? (
            <Select
              label={words.filter()}
              required
              description={filters?.length === 0 ? words.noFilters() : undefined}
              data={(filters ?? []).map((filter) => ({ value: filter.id, label: filter.name }))}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('filter')}
            />
          ) : null}
        </>
      )}
    </SettingsSection>
  );
}

/** The pace (messages per second, an optional cap per hour) and when the sending starts. */
function PaceFields({ form }: { form: Form }) {
  const { LL } = useI18nContext();
  const words = LL.mailMerge.settings;
  const values = form.getValues();
  return (
    <SettingsSection title={words.pace()} help={words.paceHelp({ rate: MAIL_MERGE_LIMITS.defaultRatePerSecond })}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput label={words.rate()} required min={1} max={MAIL_MERGE_LIMITS.maxRatePerSecond} allowDecimal={false} allowNegative={false} {...form.getInputProps('rate_per_second')} />
        <NumberInput label={words.cap()} description={words.capHelp()} min={1} max={MAIL_MERGE_LIMITS.maxCapPerHour} allowDecimal={false} allowNegative={false} {...form.getInputProps('cap_per_hour')} />
      </SimpleGrid>
      <Radio.Group label={words.when()} {...form.getInputProps('when')}>
        <Stack gap="xs" mt="xs">
          <Radio value="now" label={words.whenNow()} />
          <Radio value="at" label={words.whenAt()} />
        </Stack>
      </Radio.Group>
      {values.when === 'at' ? <TextInput type="datetime-local" label={words.sendAt()} required {...form.getInputProps('send_at')} /> : null}
    </SettingsSection>
  );
}

interface CampaignSettingsProps {
  scope: ProjectScope;
  /** The campaign's id, or null for a new one. */
  id: string | null;
  /** A save the server applied. */
  onSaved?(campaign: CampaignEntity): void;
  /** Whether the form holds changes not saved. */
  onDirty?(dirty: boolean): void;
}

/**
 * A draft or scheduled campaign's settings (a new one's when `id` is null) on the record editor:
 * its name, template, audience, pace and time, checked with the save's own rules and saved at the
 * version it was read, the server's refusals on the fields that show them.
 */
export function CampaignSettings({ scope, id, onSaved, onDirty }: CampaignSettingsProps) {
  const { LL } = useI18nContext();
  const words = LL.mailMerge.settings;
  const navigate = useNavigate();
  const templates = useCached(TemplateList, scope).data?.items;
  const checkWords = { required: words.required(), rate: words.rateInvalid({ max: MAIL_MERGE_LIMITS.maxRatePerSecond }), cap: words.capInvalid(), sendAt: words.sendAtInvalid() };
  const editor = useRecordEditor({
    read: id ? { endpoint: CampaignGet, payload: { ...scope, campaign: id }, record: (answer) => answer.entity, answer: (entity: CampaignEntity) => ({ entity }) } : null,
    save: CampaignSave,
    payload: (values: CampaignValues, base) => campaignPayload(values, base, scope),
    saved: (answer) => answer.entity,
    toValues: campaignValues,
    fromBody: payloadValues,
    empty: EMPTY_CAMPAIGN,
    validate: (values) => campaignErrors(values, checkWords) as never,
    fieldOf,
    texts: { saved: words.saved(), unreachable: LL.mailMerge.unreachable() },
    onSaved: (campaign, created) => {
      if (created) void navigate(campaignPath(scope, campaign.id), { replace: true });
      else onSaved?.(campaign);
    },
    onQueued: (created) => {
      if (!created) return;
      noticeSuccess(words.queued());
      void navigate(campaignsPath(scope));
    },
  });
  const { form, record } = editor;
  const dirty = form.isDirty();
  // A scheduled campaign froze its template and audience at its start.
  const frozen = record?.state === 'scheduled';
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);

  const gate = recordGate(editor.status, 8);
  if (gate) return gate;
  return (
    <RecordForm onSubmit={editor.submit} submitLabel={words.save()} busy={editor.busy} error={editor.conflict ? null : editor.error} dirty={dirty} maw={760}>
      {record ? <PendingNotice endpoint={CampaignSave} payload={{ id: record.id }} /> : null}
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
      <TextInput label={words.name()} required maxLength={MAIL_MERGE_LIMITS.name} {...form.getInputProps('name')} />
      {frozen ? (
        <Text size="sm" c="dimmed">
          {words.frozenNote()}
        </Text>
      ) : null}
      <NativeSelect
        label={words.template()}
        required
        disabled={frozen}
        description={templates?.length === 0 ? words.noTemplates() : undefined}
        data={[{ value: '', label: words.chooseTemplate() }, ...(templates ?? []).map((template) => ({ value: template.id, label: template.name }))]}
        {...form.getInputProps('template')}
      />
      <Fieldset variant="unstyled" disabled={frozen} p={0}>
        <AudienceFields form={form} scope={scope} />
      </Fieldset>
      <PaceFields form={form} />
    </RecordForm>
  );
}
