import { useId, useState } from 'react';
import { LANGUAGE_OPTIONS, type Language } from '../../../contract/languages.ts';
import { formatMessage, validationTemplate } from '../../../contract/messages.ts';
import { NAME_MAX_LENGTH } from '../../../contract/limits.ts';
import { ProfileSave } from '../../../contract/public.ts';
import fieldClasses from '../../lib/form-fields/field-input.module.css';
import { publicCall, type SitePlace } from '../api.ts';
import { failureText, fieldFailure } from '../failure.ts';
import type { Respondent } from '../site-data.ts';
import { useTexts } from '../texts.ts';
import { Button, Card, Form, Notice, TextField, ui } from '../ui/controls.tsx';

interface ProfileStepProps {
  place: SitePlace;
  lang: Language;
  /** The languages the project speaks: the choices of the messages' language. */
  languages: readonly Language[];
  onSaved(user: Respondent): void;
}

/** Asked once, after the first confirmation: first name, last name and the language of messages. */
export function ProfileStep({ place, lang, languages, onSaved }: ProfileStepProps) {
  const texts = useTexts();
  const id = useId();
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [preferred, setPreferred] = useState<Language>(languages.includes(lang) ? lang : (languages[0] ?? lang));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const required = (label: string) => formatMessage(validationTemplate('required', lang), label);

  const save = async () => {
    const found: Record<string, string> = {};
    if (first.trim() === '') found.first_name = required(texts.profile.firstName());
    if (last.trim() === '') found.last_name = required(texts.profile.lastName());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await publicCall(ProfileSave, { ...place, first_name: first.trim(), last_name: last.trim(), preferred_lang: preferred });
    setBusy(false);
    if (result.ok) return onSaved(result.data.user);
    const named = { first_name: fieldFailure(result, 'first_name'), last_name: fieldFailure(result, 'last_name') };
    setErrors(Object.fromEntries(Object.entries(named).filter((entry): entry is [string, string] => entry[1] !== null)));
    setFailure(named.first_name || named.last_name ? null : failureText(result, texts));
  };

  return (
    <Card title={texts.profile.title()}>
      <Form onSubmit={() => void save()}>
        <p className={ui.text}>{texts.profile.intro()}</p>
        <TextField
          id={`${id}-first`}
          label={texts.profile.firstName()}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          required
          value={first}
          onChange={setFirst}
          error={errors.first_name}
        />
        <TextField
          id={`${id}-last`}
          label={texts.profile.lastName()}
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          required
          value={last}
          onChange={setLast}
          error={errors.last_name}
        />
        <div className={fieldClasses.field}>
          <label htmlFor={`${id}-lang`} className={fieldClasses.label}>
            {texts.profile.language()}
          </label>
          <select id={`${id}-lang`} className={fieldClasses.input} value={preferred} onChange={(event) => setPreferred(event.currentTarget.value as Language)}>
            {LANGUAGE_OPTIONS.filter((option) => languages.includes(option.value)).map((option) => (
              <option key={option.value} value={option.value} lang={option.value}>
                {option.text}
              </option>
            ))}
          </select>
        </div>
        {failure && <Notice tone="failure">{failure}</Notice>}
        <div className={ui.row}>
          <Button type="submit" disabled={busy}>
            {texts.profile.save()}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
