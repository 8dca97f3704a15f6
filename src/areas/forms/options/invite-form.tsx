import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { FormInvitationSend, MAX_INVITATIONS_PER_SEND, splitAddresses } from '../../../../contract/forms.ts';
import { LANGUAGE_OPTIONS, isLanguage, type Language } from '../../../../contract/languages.ts';
import { formatMessage, validationTemplate } from '../../../../contract/messages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { call } from '../../../lib/api.ts';
import { formFailure } from '../../../lib/form-errors.ts';
import { noticeSuccess } from '../../../lib/notices.ts';

interface InviteFormProps {
  scope: { company: string; project: string; form: string };
  /** The form's languages, its default first: the mail is written in one of them. */
  languages: readonly Language[];
  onSent(): void;
}

const languageName = (code: Language) => LANGUAGE_OPTIONS.find((option) => option.value === code)?.text ?? code;

// The server's refusal of single addresses (`emails.3`), named by the addresses themselves.
function refusedAddresses(fields: Record<string, string>, sent: readonly string[]): string[] {
  return Object.keys(fields).flatMap((field) => {
    const match = /^emails\.(\d+)$/.exec(field);
    const address = match ? sent[Number(match[1])] : undefined;
    return address ? [address] : [];
  });
}

/**
 * Addresses pasted as they come, checked before anything is sent (the ones that are not
 * addresses are named), then invited in the language chosen for the mail.
 */
export function InviteForm({ scope, languages, onSent }: InviteFormProps) {
  const { LL, locale } = useI18nContext();
  const texts = LL.forms.invitations;
  const [text, setText] = useState('');
  const [lang, setLang] = useState<Language>(languages[0] ?? locale);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The screen's own check: what is not an address is named, and nothing leaves until it is right.
  const check = (): string[] | null => {
    const { emails, invalid } = splitAddresses(text);
    if (invalid.length > 0) setError(texts.invalid({ list: invalid.join(', ') }));
    else if (emails.length === 0) setError(formatMessage(validationTemplate('required', locale), texts.addresses()));
    else if (emails.length > MAX_INVITATIONS_PER_SEND) setError(texts.tooMany({ max: MAX_INVITATIONS_PER_SEND }));
    else return emails;
    return null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const emails = check();
    if (!emails) return;
    setError(null);
    setBusy(true);
    const result = await call(FormInvitationSend, { ...scope, emails, lang });
    setBusy(false);
    if (result.ok && !result.queued) {
      noticeSuccess(texts.sent({ count: result.data.sent }));
      setText('');
      onSent();
      return;
    }
    // Invitations are never kept for later (the call is live); were one kept, it did not get through.
    if (result.ok) {
      setAlert(LL.forms.unreachable());
      return;
    }
    const failure = formFailure(result, LL.forms.unreachable());
    const refused = refusedAddresses(failure.fields, emails);
    if (refused.length > 0) setError(texts.invalid({ list: refused.join(', ') }));
    else if (failure.fields.emails) setError(failure.fields.emails);
    else setAlert(failure.message);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Textarea
          label={texts.addresses()}
          description={texts.addressesHelp()}
          autosize
          minRows={3}
          maxRows={10}
          autoComplete="off"
          spellCheck={false}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        <NativeSelect
          label={texts.lang()}
          maw={240}
          data={languages.map((code) => ({ value: code, label: languageName(code) }))}
          value={lang}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isLanguage(value)) setLang(value);
          }}
        />
        <FormAlert message={alert} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} leftSection={<IconSend aria-hidden="true" size={16} />}>
            {texts.send()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
