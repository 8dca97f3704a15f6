import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import { NativeSelect, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { OperatorCurrent, SetPreferredLang } from '../../../../contract/sign-in.ts';
import { isLanguage, LANGUAGE_OPTIONS, type Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { RecordForm } from '../../../components/record-form.tsx';
import { Screen } from '../../../components/screen.tsx';
import { SessionsCard } from './sessions-card.tsx';
import { TotpCard } from './totp-card.tsx';
import { call } from '../../../lib/api.ts';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { noticeSuccess } from '../../../lib/notices.ts';
import { storePreferredLang } from '../../../lib/session.ts';

// Each language is named in its own language, as in the language menu.
const OPTIONS = LANGUAGE_OPTIONS.map((option) => ({ value: option.value, label: option.text }));

/**
 * The operator's login options: the preferred language, kept on the server and applied at once;
 * the second sign-in step; the signed-in sessions.
 */
export function LoginOptionsPage() {
  const { LL } = useI18nContext();
  const operator = useCached(OperatorCurrent);
  const stored = operator.data?.entity.preferred_lang;
  const [choice, setChoice] = useState<Language | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lang = choice ?? stored;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!lang) return;
    setBusy(true);
    setAlert(null);
    const result = await call(SetPreferredLang, { lang });
    setBusy(false);
    if (!result.ok) {
      setAlert(result.error?.message ?? LL.login.unreachable());
      return;
    }
    // The interface follows at once; otherwise the next start would put the cookie's language back on the server.
    await storePreferredLang(lang);
    await changeLanguage(lang);
    setChoice(null);
    operator.reload();
    noticeSuccess(LL.accounting.options.saved());
  };

  return (
    <Screen>
      <RecordForm
        onSubmit={(event) => void save(event)}
        submitLabel={LL.accounting.options.save()}
        busy={busy}
        error={alert}
        dirty={choice !== null && choice !== stored}
        maw={480}
      >
        <Text size="sm">{LL.accounting.options.intro()}</Text>
        <NativeSelect
          label={LL.accounting.options.preferredLang()}
          data={OPTIONS}
          value={lang ?? ''}
          disabled={!lang}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isLanguage(value)) setChoice(value);
          }}
        />
      </RecordForm>
      <TotpCard />
      <SessionsCard />
    </Screen>
  );
}
