import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import { Button, Checkbox, Group, Radio, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import type { Job } from '../../../contract/jobs.ts';
import type { Language } from '../../../contract/languages.ts';
import { labelIn } from '../../../contract/text-overrides.ts';
import {
  USER_EXPORT_COLUMN_LABELS,
  USER_EXPORT_COLUMNS,
  USER_EXPORT_DEFAULT_COLUMNS,
  USER_EXPORT_FORMATS,
  USER_EXPORT_KINDS,
  USER_EXPORT_PURPOSE_MAX,
  USER_EXPORT_PURPOSE_MIN,
  UserExportStart,
  type UserExportColumn,
  type UserExportKind,
} from '../../../contract/users.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { SettingsSection } from '../../components/settings-section.tsx';
import { call } from '../../lib/api.ts';
import { noticeSuccess } from '../../lib/notices.ts';
import { firstOf, maxLength, minLength, required } from '../../lib/validation.ts';
import { UserExportFilterFields } from './user-export-filters.tsx';
import { exportPayload, fieldOf, NEW_EXPORT, withKind, type ExportValues } from './user-export-values.ts';

/** The export's form: who, the filters, the columns, the format and the purpose; Start queues the job. */
export function UserExportForm({ onStarted }: { onStarted(job: Job): void }) {
  const { LL, locale } = useI18nContext();
  const words = LL.users.export;
  const lang = locale as Language;
  const [starting, setStarting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ExportValues>({
    mode: 'controlled',
    initialValues: NEW_EXPORT,
    validate: {
      purpose: firstOf(required(words.purpose(), lang), minLength(words.purpose(), USER_EXPORT_PURPOSE_MIN, lang), maxLength(words.purpose(), USER_EXPORT_PURPOSE_MAX, lang)),
      columns: (columns) => (columns.length === 0 ? required(words.columns(), lang)('') : null),
    },
  });
  const values = form.getValues();
  const kindLabel: Record<UserExportKind, string> = { registered_users: words.kindRegistered(), operators: words.kindOperators() };

  const start = async (checked: ExportValues) => {
    setStarting(true);
    setRefusal(null);
    const answer = await call(UserExportStart, exportPayload(checked, Intl.DateTimeFormat().resolvedOptions().timeZone));
    setStarting(false);
    if (!answer.ok) {
      const placed = Object.entries(answer.error?.fields ?? {}).map(([name, message]) => [fieldOf(name), message] as const);
      form.setErrors(Object.fromEntries(placed.filter(([field]) => field !== null)));
      // A refusal that names no field of the screen is told once, beside the action.
      if (placed.every(([field]) => field === null)) setRefusal(answer.error?.message ?? LL.users.unreachable());
      return;
    }
    if (answer.queued) return void noticeSuccess(words.queued());
    onStarted(answer.data.started);
  };

  return (
    <form onSubmit={form.onSubmit((checked) => void start(checked))} noValidate>
      <Stack gap="lg" maw={880}>
        <SettingsSection title={words.newTitle()}>
          <Radio.Group label={words.kind()} value={values.kind} onChange={(kind) => form.setValues(withKind(values, kind as UserExportKind))}>
            <Group gap="lg" mt="xs">
              {USER_EXPORT_KINDS.map((kind) => (
                <Radio key={kind} value={kind} label={kindLabel[kind]} />
              ))}
            </Group>
          </Radio.Group>
        </SettingsSection>
        <UserExportFilterFields form={form} />
        <SettingsSection title={words.columns()}>
          <Checkbox.Group
            value={values.columns}
            error={form.errors.columns}
            onChange={(next) => form.setFieldValue('columns', next as UserExportColumn[])}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
              {USER_EXPORT_COLUMNS[values.kind].map((column) => (
                <Checkbox key={column} value={column} label={labelIn(USER_EXPORT_COLUMN_LABELS[column], lang)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group>
            <Button variant="subtle" size="compact-sm" onClick={() => form.setFieldValue('columns', [...USER_EXPORT_DEFAULT_COLUMNS[values.kind]])}>
              {words.columnsDefault()}
            </Button>
          </Group>
        </SettingsSection>
        <Stack gap="sm">
          <Radio.Group label={words.format()} {...form.getInputProps('format')}>
            <Group gap="lg" mt="xs">
              {USER_EXPORT_FORMATS.map((format) => (
                <Radio key={format} value={format} label={format === 'csv' ? words.csv() : words.xlsx()} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea
            label={words.purpose()}
            description={words.purposeHelp({ min: USER_EXPORT_PURPOSE_MIN, max: USER_EXPORT_PURPOSE_MAX })}
            required
            rows={3}
            maxLength={USER_EXPORT_PURPOSE_MAX}
            {...form.getInputProps('purpose')}
          />
        </Stack>
        <FormAlert message={refusal} />
        <Group justify="flex-end">
          <Button type="submit" loading={starting} leftSection={<IconFileExport aria-hidden="true" size={16} />}>
            {words.start()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
