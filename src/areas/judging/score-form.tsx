import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, NumberInput, Radio, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowRight, IconBan, IconUserExclamation } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { Criterion } from '../../../contract/judging.ts';
import type { Language } from '../../../contract/languages.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { localized } from '../../lib/form-fields/localized.ts';
import classes from './judging-session.module.css';

/** What the judge has typed for one submission. */
export interface ScoreDraft {
  values: Record<string, number>;
  comment: string;
}

/** How a score is sent: values, an abstention or a declared conflict. */
export type ScoreKind = 'score' | 'abstain' | 'conflict';

// The largest scale shown as one button per step; a wider one is typed.
const MAX_STEPS = 11;
// The form's width from which a scale's steps sit in one row: eleven steps of 44 px and their gaps.
const WIDE_ROW = '560px';

/** A judge's weighted total of what they gave (Σ weight × value of the counted criteria). */
export function draftTotal(criteria: readonly Criterion[], values: Record<string, number>): number {
  return criteria.reduce((sum, criterion) => (criterion.counted && typeof values[criterion.key] === 'number' ? sum + criterion.weight * values[criterion.key]! : sum), 0);
}

function CriterionInput({ criterion, value, error, lang, fallback, disabled, onChange }: {
  criterion: Criterion;
  value: number | undefined;
  error: string | null;
  lang: Language;
  fallback: Language;
  disabled: boolean;
  onChange(value: number | undefined): void;
}) {
  const { LL } = useI18nContext();
  const words = LL.judging.session;
  const id = useId();
  const label = localized(criterion.label, lang, fallback);
  const help = localized(criterion.help, lang, fallback);
  const ends = [localized(criterion.min_label, lang, fallback), localized(criterion.max_label, lang, fallback)];
  const steps = criterion.max - criterion.min + 1;
  return (
    <Stack gap={4} role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-help`}>
      <Text id={`${id}-label`} fw={600}>
        {label}
        {criterion.required ? null : <Text span c="dimmed" size="sm">{` (${words.optional()})`}</Text>}
      </Text>
      <Text id={`${id}-help`} size="sm" c="dimmed">
        {[help, words.scale({ min: criterion.min, max: criterion.max })].filter(Boolean).join(' · ')}
      </Text>
      {steps <= MAX_STEPS ? (
        // One large button per step, in rows of five where the form is narrow (a phone, the column beside
        // the answers): a touch target of 44 px, no hover needed. The form's width decides, not the screen's.
        <Radio.Group value={value === undefined ? '' : String(value)} onChange={(next) => onChange(Number(next))} aria-labelledby={`${id}-label`}>
          <SimpleGrid type="container" cols={{ base: Math.min(steps, 5), [WIDE_ROW]: steps }} spacing={6}>
            {Array.from({ length: steps }, (_, index) => {
              const step = String(criterion.min + index);
              return (
                <Radio.Card key={step} value={step} disabled={disabled} radius="sm" className={classes.step} aria-label={`${label}: ${step}`}>
                  <Text fw={700} size="lg" ta="center">
                    {step}
                  </Text>
                </Radio.Card>
              );
            })}
          </SimpleGrid>
        </Radio.Group>
      ) : (
        <NumberInput size="lg" min={criterion.min} max={criterion.max} value={value ?? ''} disabled={disabled} aria-label={label} onChange={(next) => onChange(typeof next === 'number' ? next : undefined)} />
      )}
      {ends[0] || ends[1] ? (
        <Group justify="space-between" gap="xs">
          <Text size="xs">{ends[0]}</Text>
          <Text size="xs">{ends[1]}</Text>
        </Group>
      ) : null}
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

interface ScoreFormProps {
  criteria: readonly Criterion[];
  draft: ScoreDraft;
  lang: Language;
  fallback: Language;
  /** The session takes no scores now: everything shows, nothing is sent. */
  closed: boolean;
  busy: boolean;
  alert: string | null;
  fieldErrors: Record<string, string>;
  onChange(draft: ScoreDraft): void;
  onSave(kind: ScoreKind): void;
}

/** The criteria as large controls, the comment, the running total, and save and next, abstain or a conflict. */
export function ScoreForm({ criteria, draft, lang, fallback, closed, busy, alert, fieldErrors, onChange, onSave }: ScoreFormProps) {
  const { LL, locale } = useI18nContext();
  const words = LL.judging.session;
  const [confirming, setConfirming] = useState(false);
  const setValue = (key: string, value: number | undefined) => {
    const values = { ...draft.values };
    if (value === undefined) delete values[key];
    else values[key] = value;
    onChange({ ...draft, values });
  };
  return (
    <Stack gap="md">
      <Text fw={700} size="lg">
        {words.scores()}
      </Text>
      {criteria.map((criterion) => (
        <CriterionInput
          key={criterion.key}
          criterion={criterion}
          value={draft.values[criterion.key]}
          error={fieldErrors[`values.${criterion.key}`] ?? null}
          lang={lang}
          fallback={fallback}
          disabled={closed}
          onChange={(value) => setValue(criterion.key, value)}
        />
      ))}
      <Textarea
        label={words.comment()}
        description={words.commentHelp()}
        autosize
        minRows={2}
        maxRows={8}
        disabled={closed}
        value={draft.comment}
        error={fieldErrors.comment}
        onChange={(event) => onChange({ ...draft, comment: event.currentTarget.value })}
      />
      <Text fw={600} aria-live="polite">
        {words.total({ total: draftTotal(criteria, draft.values).toLocaleString(locale) })}
      </Text>
      <FormAlert message={alert} />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm">
          <Button variant="default" size="md" leftSection={<IconBan aria-hidden="true" size={18} />} disabled={closed} loading={busy} onClick={() => onSave('abstain')}>
            {words.abstain()}
          </Button>
          <Button variant="default" color="red" size="md" leftSection={<IconUserExclamation aria-hidden="true" size={18} />} disabled={closed} onClick={() => setConfirming(true)}>
            {words.conflict()}
          </Button>
        </Group>
        <Button size="md" rightSection={<IconArrowRight aria-hidden="true" size={18} />} disabled={closed} loading={busy} onClick={() => onSave('score')}>
          {words.saveNext()}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={words.conflictTitle()}
        confirmLabel={words.conflictConfirm()}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onSave('conflict');
        }}
      >
        <Text size="sm">{words.conflictMessage()}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
