import { useState } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { ConditionsAccept } from '../../../contract/public.ts';
import fieldClasses from '../../lib/form-fields/field-input.module.css';
import { localized } from '../../lib/form-fields/localized.ts';
import { publicCall, type SitePlace } from '../api.ts';
import { failureText } from '../failure.ts';
import type { Respondent, SiteAnswer } from '../site-data.ts';
import { useTexts } from '../texts.ts';
import { Button, Card, Form, Notice, ui } from '../ui/controls.tsx';

interface ConditionsStepProps {
  place: SitePlace;
  lang: Language;
  fallback: Language;
  conditions: SiteAnswer['conditions'];
  /** The required conditions the person has still to accept. */
  pending: readonly string[];
  onAccepted(user: Respondent): void;
}

/**
 * The installation's conditions still to accept: the required ones must be ticked, the optional
 * ones may be; one call records every one ticked.
 */
export function ConditionsStep({ place, lang, fallback, conditions, pending, onAccepted }: ConditionsStepProps) {
  const texts = useTexts();
  const shown = conditions.filter((condition) => pending.includes(condition.id) || !condition.required);
  const [ticked, setTicked] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const accept = async () => {
    if (pending.some((condition) => !ticked.includes(condition))) return setFailure(texts.conditions.mustAccept());
    setBusy(true);
    setFailure(null);
    const result = await publicCall(ConditionsAccept, { ...place, conditions: ticked });
    setBusy(false);
    if (result.ok) onAccepted(result.data.user);
    else setFailure(failureText(result, texts));
  };

  return (
    <Card title={texts.conditions.title()}>
      <Form onSubmit={() => void accept()}>
        <p className={ui.text}>{texts.conditions.intro()}</p>
        {shown.map((condition) => {
          const title = localized(condition.title, lang, fallback);
          return (
            <div key={condition.id} className={ui.stack}>
              <h3 className={fieldClasses.label}>
                {title} <span className={ui.dimmed}>({condition.required ? texts.conditions.required() : texts.conditions.optional()})</span>
              </h3>
              <p className={ui.text}>{localized(condition.body, lang, fallback)}</p>
              <label className={fieldClasses.choice}>
                <input
                  type="checkbox"
                  required={condition.required}
                  checked={ticked.includes(condition.id)}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    setTicked((current) => (on ? [...current, condition.id] : current.filter((item) => item !== condition.id)));
                  }}
                />
                {texts.conditions.accept({ title })}
              </label>
            </div>
          );
        })}
        {failure && <Notice tone="failure">{failure}</Notice>}
        <div className={ui.row}>
          <Button type="submit" disabled={busy}>
            {texts.conditions.continue()}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
