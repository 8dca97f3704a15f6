import { useRef, useState } from 'react';
import { answerProblems, isShown } from '../../../contract/answer-checks.ts';
import type { Answer, Answers } from '../../../contract/answer.ts';
import type { FormBlock, FormDefinition, FormField } from '../../../contract/form-definition.ts';
import type { Language } from '../../../contract/languages.ts';
import { plainMessage } from '../../../contract/plain-messages.ts';
import { FieldInput, type FieldInputProps, type FieldTexts } from './field-input.tsx';
import { localized } from './localized.ts';
import classes from './form-steps.module.css';

/** The words around the fields, in the form's language. */
export interface StepTexts extends FieldTexts {
  previous: string;
  next: string;
  submit: string;
  /** "Step 2 of 3". */
  stepOf(number: number, total: number): string;
}

/** What the public form adds to a field: the file it is sending, where a given file is read, a refused file's message. */
export type FieldExtras = Pick<FieldInputProps, 'progress' | 'fileHref' | 'error'>;

interface FormStepsProps {
  definition: FormDefinition;
  lang: Language;
  answers: Answers;
  onAnswer(key: string, value: Answer | null): void;
  onFile?(field: FormField, file: File | null): void;
  texts: StepTexts;
  /** All steps passed their checks. */
  onSubmit(answers: Answers): void;
  /** The form's title above the steps (the preview); the public page shows it as its own heading. */
  showTitle?: boolean;
  /** The step shown, when the caller keeps it (the public form resumes there). */
  step?: number;
  onStep?(step: number): void;
  /** Problems the server found, by field key: shown on their fields (a caller that keeps the step opens theirs). */
  problems?: Record<string, string> | null;
  extras?(field: FormField): FieldExtras;
  /** Submitting: the last step's button waits. */
  busy?: boolean;
}

/** The messages of blocks' answers, in the form's language and plain words, each shown under its field. */
export function blockErrors(blocks: readonly FormBlock[], answers: Answers, lang: Language, fallback: Language): Record<string, string> {
  const errors: Record<string, string> = {};
  const labels = new Map(blocks.flatMap((block) => block.fields.map((field) => [field.key, field.label] as const)));
  for (const { key, rule, bound } of answerProblems({ blocks }, answers)) {
    errors[key] = plainMessage(rule, lang, localized(labels.get(key), lang, fallback), bound);
  }
  return errors;
}

/** The index of the block that holds the first of these field keys, or -1. */
export function blockOf(definition: Pick<FormDefinition, 'blocks'>, keys: readonly string[]): number {
  return definition.blocks.findIndex((block) => block.fields.some((field) => keys.includes(field.key)));
}

/**
 * A form as respondents page through it: one step at a time with its progress, the fields its
 * conditions show (as the answers change), each step checked before the next with the same rules
 * the server holds answers to.
 */
export function FormSteps(props: FormStepsProps) {
  const { definition, lang, answers, onAnswer, onFile, texts, onSubmit, showTitle = true, problems, extras, busy } = props;
  const [ownStep, setOwnStep] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const root = useRef<HTMLDivElement>(null);
  const blocks = definition.blocks;
  const current = Math.max(0, Math.min(props.step ?? ownStep, blocks.length - 1));
  const block = blocks[current]!;
  const fallback = definition.default_lang;
  const last = current === blocks.length - 1;
  const setStep = (next: number) => {
    setOwnStep(next);
    props.onStep?.(next);
  };

  // The server's refusal: its messages on their fields, and (unless the caller keeps the step) the first one's step opened.
  const [shownProblems, setShownProblems] = useState(problems);
  if (problems !== shownProblems) {
    setShownProblems(problems);
    if (problems && Object.keys(problems).length > 0) {
      setErrors(problems);
      const at = blockOf(definition, Object.keys(problems));
      if (at >= 0 && props.step === undefined) setOwnStep(at);
    }
  }

  const focusFirstError = () =>
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[aria-invalid="true"] input, input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"]')?.focus());

  const forward = () => {
    const found = blockErrors([block], answers, lang, fallback);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    if (last) {
      // Every step once more: a change on an earlier step may have made a later one wrong.
      const everywhere = blockErrors(blocks, answers, lang, fallback);
      const at = blockOf(definition, Object.keys(everywhere));
      if (at >= 0) {
        setErrors(everywhere);
        setStep(at);
        focusFirstError();
        return;
      }
      onSubmit(answers);
    } else {
      setStep(current + 1);
      root.current?.scrollIntoView?.({ block: 'start' });
    }
  };

  const answer = (key: string, value: Answer | null) => {
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
    onAnswer(key, value);
  };

  const BlockHeading = showTitle ? 'h3' : 'h2';
  const blockTitle = localized(block.title, lang, fallback);
  // A step titled as the form (a new form's only step is) would say the title twice under it.
  const repeatsTitle = showTitle && blockTitle === localized(definition.title, lang, fallback);
  return (
    <div className={classes.steps} ref={root}>
      <div className={classes.head}>
        {showTitle && <h2 className={classes.formTitle}>{localized(definition.title, lang, fallback)}</h2>}
        {blocks.length > 1 && (
          <>
            <p className={classes.stepOf}>{texts.stepOf(current + 1, blocks.length)}</p>
            <progress className={classes.progress} value={current + 1} max={blocks.length} aria-label={texts.stepOf(current + 1, blocks.length)} />
          </>
        )}
        {!repeatsTitle && <BlockHeading className={classes.blockTitle}>{blockTitle}</BlockHeading>}
      </div>
      <form
        className={classes.fields}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          forward();
        }}
      >
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
              onChange={(value) => answer(field.key, value)}
              onFile={(file) => onFile?.(field, file)}
              texts={texts}
              {...extras?.(field)}
            />
          ))}
        <div className={classes.actions}>
          {current > 0 ? (
            <button type="button" className={`${classes.button} ${classes.secondary}`} onClick={() => setStep(current - 1)}>
              {texts.previous}
            </button>
          ) : (
            <span />
          )}
          <button type="submit" className={classes.button} disabled={busy}>
            {last ? texts.submit : texts.next}
          </button>
        </div>
      </form>
    </div>
  );
}
