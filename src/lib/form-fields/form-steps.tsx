import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { answerIssues, isShown, type Answer, type Answers } from '../../../contract/form-answers.ts';
import type { FormBlock, FormDefinition, FormField } from '../../../contract/form-definition.ts';
import { issueRule } from '../../../contract/issue-rule.ts';
import type { Language } from '../../../contract/languages.ts';
import { formatMessage, VALIDATION_MESSAGES } from '../../../contract/messages.ts';
import { FieldInput } from './field-input.tsx';
import { localized } from './localized.ts';

/** The words around the fields, in the form's language. */
export interface StepTexts {
  previous: string;
  next: string;
  submit: string;
  choose: string;
  /** "Step 2 of 3". */
  stepOf(number: number, total: number): string;
}

interface FormStepsProps {
  definition: FormDefinition;
  lang: Language;
  answers: Answers;
  onAnswer(key: string, value: Answer | null): void;
  onFile?(field: FormField, file: File | null): void;
  texts: StepTexts;
  /** All steps passed their checks. */
  onSubmit(answers: Answers): void;
}

/** The messages of a block's answers, in the form's language, each named by the field's label. */
function blockErrors(block: FormBlock, answers: Answers, lang: Language, fallback: Language): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { key, issue } of answerIssues({ blocks: [block] }, answers)) {
    const field = block.fields.find((candidate) => candidate.key === key)!;
    const { rule, bound } = issue.code === 'required' ? { rule: 'required' as const, bound: undefined } : issueRule(issue, answers[key]);
    errors[key] = formatMessage(VALIDATION_MESSAGES[rule][lang], localized(field.label, lang, fallback), bound ?? '');
  }
  return errors;
}

/**
 * A form as respondents page through it: one step at a time, the fields its conditions show,
 * each step checked before the next with the same rules the server holds answers to.
 */
export function FormSteps({ definition, lang, answers, onAnswer, onFile, texts, onSubmit }: FormStepsProps) {
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const blocks = definition.blocks;
  const current = Math.min(step, blocks.length - 1);
  const block = blocks[current]!;
  const fallback = definition.default_lang;
  const last = current === blocks.length - 1;

  const forward = () => {
    const found = blockErrors(block, answers, lang, fallback);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (last) onSubmit(answers);
    else setStep(current + 1);
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {localized(definition.title, lang, fallback)}
        </Title>
        {blocks.length > 1 && <Text size="sm">{texts.stepOf(current + 1, blocks.length)}</Text>}
        <Title order={3} size="h4">
          {localized(block.title, lang, fallback)}
        </Title>
      </Stack>
      {block.fields
        .filter((field) => isShown(field, answers))
        .map((field) => (
          <FieldInput
            key={field.key}
            field={field}
            lang={lang}
            fallback={fallback}
            value={answers[field.key]}
            error={errors[field.key]}
            onChange={(value) => onAnswer(field.key, value)}
            onFile={(file) => onFile?.(field, file)}
            texts={{ choose: texts.choose }}
          />
        ))}
      <Group justify="space-between">
        {current > 0 ? (
          <Button variant="default" onClick={() => setStep(current - 1)}>
            {texts.previous}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={forward}>{last ? texts.submit : texts.next}</Button>
      </Group>
    </Stack>
  );
}
