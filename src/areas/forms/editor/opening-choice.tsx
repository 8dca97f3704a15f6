import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import { Radio, Stack } from '@mantine/core';
import type { Form, PublishOpening } from '../../../../contract/forms.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';

/** How a publication may open the form, and the choice it starts on. */
export interface OpeningChoices {
  choices: PublishOpening[];
  initial: PublishOpening;
}

/**
 * What a publication asks of a form closed to the public (never published, or closed): open now,
 * at its opening time (only when one is still to come), or keep it closed. An open or archived
 * form is not asked: publishing keeps its status.
 */
export function openingChoices(form: Pick<Form, 'status' | 'opens_at'>, now: Date): OpeningChoices | null {
  if (form.status !== 'draft' && form.status !== 'closed') return null;
  const scheduled = form.opens_at !== null && Date.parse(form.opens_at) > now.getTime();
  const choices: PublishOpening[] = scheduled ? ['now', 'scheduled', 'closed'] : ['now', 'closed'];
  // A closed form stays closed unless the person says otherwise; a new one opens as it was planned.
  const initial = form.status === 'closed' ? 'closed' : scheduled ? 'scheduled' : 'now';
  return { choices, initial };
}

interface OpeningChoiceProps {
  choices: PublishOpening[];
  opensAt: string | null;
  /** The form's closing time: "open now" after it warns that applicants would find the form closed. */
  closesAt: string | null;
  now: Date;
  value: PublishOpening;
  onChange(value: PublishOpening): void;
}

/** The publish dialog's question: when the public may fill the form in. */
export function OpeningChoice({ choices, opensAt, closesAt, now, value, onChange }: OpeningChoiceProps) {
  const { LL, locale } = useI18nContext();
  const texts = LL.forms.editor;
  const moment = (value: string) => new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const at = opensAt ? moment(opensAt) : '';
  const labels: Record<PublishOpening, string> = { now: texts.openNow(), scheduled: texts.openScheduled({ at }), closed: texts.openClosed() };
  const closed = closesAt !== null && Date.parse(closesAt) <= now.getTime();
  const help: Partial<Record<PublishOpening, string>> = {
    closed: texts.openClosedHelp(),
    ...(closed && closesAt ? { now: texts.openNowPastClosing({ at: moment(closesAt) }) } : {}),
  };
  return (
    <Radio.Group label={texts.openingQuestion()} value={value} onChange={(next) => onChange(next as PublishOpening)}>
      <Stack gap="xs" mt="xs">
        {choices.map((choice) => (
          <Radio key={choice} value={choice} label={labels[choice]} description={help[choice]} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
