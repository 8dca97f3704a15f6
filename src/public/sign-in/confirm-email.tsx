import { useId, useState } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { EMAIL_PATTERN, PIN_PATTERN } from '../../../contract/limits.ts';
import { CodeCheck, CodeSend } from '../../../contract/public.ts';
import { publicCall, type SitePlace } from '../api.ts';
import { failureText, fieldFailure } from '../failure.ts';
import type { Respondent } from '../site-data.ts';
import { useTexts } from '../texts.ts';
import { Button, Card, Form, Notice, TextButton, TextField, ui } from '../ui/controls.tsx';

interface ConfirmEmailProps {
  place: SitePlace;
  lang: Language;
  /** Why it is asked again (a session that ended), shown above. */
  reason?: string | null;
  /** What confirming is for, when it is not filling in a form (voting). */
  intro?: string;
  onSignedIn(user: Respondent): void;
}

/** "Confirm your email": the address, then the 6-digit code mailed to it, which signs this browser in. */
export function ConfirmEmail({ place, lang, reason, intro, onSignedIn }: ConfirmEmailProps) {
  const texts = useTexts();
  const id = useId();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<{ field: 'email' | 'code' | null; text: string } | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (again: boolean) => {
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) return setError({ field: 'email', text: texts.signIn.badEmail() });
    setBusy(true);
    setError(null);
    const invitation = new URLSearchParams(location.search).get('invitation') ?? undefined;
    const result = await publicCall(CodeSend, { ...place, email: address, lang, ...(invitation ? { invitation } : {}) });
    setBusy(false);
    if (!result.ok) {
      const onEmail = fieldFailure(result, 'email');
      return setError(onEmail ? { field: 'email', text: onEmail } : { field: null, text: failureText(result, texts) });
    }
    setSentTo(address);
    setCode('');
    setInfo(again ? texts.signIn.resent() : null);
  };

  const check = async () => {
    const digits = code.replace(/\s+/g, '');
    if (!PIN_PATTERN.test(digits)) return setError({ field: 'code', text: texts.signIn.badCode() });
    setBusy(true);
    setError(null);
    const result = await publicCall(CodeCheck, { ...place, email: sentTo!, code: digits });
    setBusy(false);
    if (result.ok) return onSignedIn(result.data.user);
    const onCode = fieldFailure(result, 'code');
    setError(onCode || result.status === 401 ? { field: 'code', text: onCode ?? failureText(result, texts) } : { field: null, text: failureText(result, texts) });
  };

  return (
    <Card title={texts.signIn.title()}>
      {reason && <Notice tone="warning">{reason}</Notice>}
      {sentTo === null ? (
        <Form onSubmit={() => void send(false)}>
          <p className={ui.text}>{intro ?? texts.signIn.intro()}</p>
          <TextField
            id={`${id}-email`}
            label={texts.signIn.email()}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={setEmail}
            error={error?.field === 'email' ? error.text : null}
          />
          {error && error.field === null && <Notice tone="failure">{error.text}</Notice>}
          <div className={ui.row}>
            <Button type="submit" disabled={busy}>
              {texts.signIn.send()}
            </Button>
          </div>
        </Form>
      ) : (
        <Form onSubmit={() => void check()}>
          <p className={ui.text}>{texts.signIn.sent({ email: sentTo })}</p>
          {info && <Notice>{info}</Notice>}
          <TextField
            id={`${id}-code`}
            label={texts.signIn.code()}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={12}
            required
            autoFocus
            value={code}
            onChange={setCode}
            error={error?.field === 'code' ? error.text : null}
          />
          {error && error.field === null && <Notice tone="failure">{error.text}</Notice>}
          <div className={ui.spread}>
            <div className={ui.row}>
              <TextButton onClick={() => setSentTo(null)}>{texts.signIn.otherEmail()}</TextButton>
              <TextButton disabled={busy} onClick={() => void send(true)}>
                {texts.signIn.resend()}
              </TextButton>
            </div>
            <Button type="submit" disabled={busy}>
              {texts.signIn.confirm()}
            </Button>
          </div>
        </Form>
      )}
    </Card>
  );
}
