import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import { Group, NumberInput, Radio, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FORM_LIMITS } from '../../../../contract/form-definition.ts';
import { FORM_ACCESS, FORM_STATUSES, MAX_SUBMISSIONS_PER_PERSON, type Form, type FormStatus } from '../../../../contract/forms.ts';
import { LANGUAGE_OPTIONS, type Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { withText } from '../../../lib/form-fields/localized.ts';
import { SettingsSection } from '../../../components/settings-section.tsx';
import type { FormOptionsValues } from './options-values.ts';
import { VoteOptions } from './vote-options.tsx';

export interface OptionsFieldsProps {
  form: UseFormReturnType<FormOptionsValues>;
  /** The form's draft languages, default first: one confirmation message each. */
  languages: readonly Language[];
  /** Whether the form was ever published: before that it can be neither open nor closed. */
  published: boolean;
  /** Read only: shown, not changed. */
  disabled: boolean;
  /** Who may fill the form in as saved: the people invited are listed once that says so. */
  savedAccess: FormOptionsValues['access'];
  /** The stored form: the public vote's settings read its published fields. */
  record: Form;
}

// Opening and closing need a published version: before it there is nothing to fill in.
const NEEDS_PUBLICATION: readonly FormStatus[] = ['open', 'closed'];

const languageName = (code: Language) => LANGUAGE_OPTIONS.find((option) => option.value === code)?.text ?? code;

/** Every setting of a form, grouped under headings: general, opening and closing, submissions, confirmation, votes, and the public vote's own while it takes one. */
export function OptionsFields({ form, languages, published, disabled, savedAccess, record }: OptionsFieldsProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.options;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const values = form.getValues();
  const confirmation = values.confirmation;
  // Invitations go out for a form saved as invitation-only: the section below shows then.
  const accessHelp = disabled || values.access !== 'invited' ? undefined : savedAccess === 'invited' ? texts.accessInvitationsBelow() : texts.accessSaveFirst();
  const setConfirmation = (lang: Language, value: string) => {
    form.setFieldValue('confirmation', withText(confirmation, lang, value));
    form.clearFieldError(`confirmation.${lang}`);
  };
  return (
    <>
      <SettingsSection title={texts.general()}>
        <TextInput label={texts.slug()} required disabled={disabled} {...form.getInputProps('slug')} />
        <Radio.Group label={texts.status()} description={published ? undefined : texts.publishFirst()} {...form.getInputProps('status')}>
          <Group gap="md" mt="xs">
            {FORM_STATUSES.map((status) => (
              <Radio
                key={status}
                value={status}
                label={LL.forms.statuses[status]()}
                disabled={disabled || (!published && NEEDS_PUBLICATION.includes(status))}
              />
            ))}
          </Group>
        </Radio.Group>
      </SettingsSection>
      <SettingsSection title={texts.schedule()} help={texts.scheduleHelp({ zone })}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="datetime-local" label={texts.opensAt()} disabled={disabled} {...form.getInputProps('opens_at')} />
          <TextInput type="datetime-local" label={texts.closesAt()} disabled={disabled} {...form.getInputProps('closes_at')} />
          <TextInput type="datetime-local" label={texts.resultsAt()} description={texts.resultsAtHelp()} disabled={disabled} {...form.getInputProps('results_at')} />
        </SimpleGrid>
      </SettingsSection>
      <SettingsSection title={texts.submissions()}>
        <Radio.Group label={texts.access()} description={accessHelp} {...form.getInputProps('access')}>
          <Stack gap="xs" mt="xs">
            {FORM_ACCESS.map((access) => (
              <Radio key={access} value={access} label={access === 'anyone' ? texts.accessAnyone() : texts.accessInvited()} disabled={disabled} />
            ))}
          </Stack>
        </Radio.Group>
        <NumberInput
          label={texts.maxSubmissions()}
          description={texts.maxSubmissionsHelp()}
          min={1}
          max={MAX_SUBMISSIONS_PER_PERSON}
          allowDecimal={false}
          allowNegative={false}
          // The schema says what is out of range; clamping would change the number silently.
          clampBehavior="none"
          maw={240}
          disabled={disabled}
          {...form.getInputProps('max_submissions')}
        />
        <Switch label={texts.notify()} description={texts.notifyHelp()} disabled={disabled} {...form.getInputProps('notify', { type: 'checkbox' })} />
        <Switch
          label={texts.assistantsExport()}
          description={texts.assistantsExportHelp()}
          disabled={disabled}
          {...form.getInputProps('assistants_export', { type: 'checkbox' })}
        />
      </SettingsSection>
      <SettingsSection title={texts.confirmation()} help={texts.confirmationHelp()}>
        {languages.map((lang) => (
          <Textarea
            key={lang}
            label={languageName(lang)}
            lang={lang}
            autosize
            minRows={2}
            maxLength={FORM_LIMITS.help}
            disabled={disabled}
            value={confirmation[lang] ?? ''}
            error={form.errors[`confirmation.${lang}`]}
            onChange={(event) => setConfirmation(lang, event.currentTarget.value)}
          />
        ))}
      </SettingsSection>
      <SettingsSection title={texts.votes()}>
        <Switch label={texts.publicVotes()} disabled={disabled} {...form.getInputProps('public_votes', { type: 'checkbox' })} />
        <Switch label={texts.judged()} disabled={disabled} {...form.getInputProps('judged', { type: 'checkbox' })} />
      </SettingsSection>
      {values.public_votes && <VoteOptions form={form} record={record} disabled={disabled} />}
    </>
  );
}
