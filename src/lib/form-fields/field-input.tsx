import { useId, useState, type ReactNode } from 'react';
import type { Answer } from '../../../contract/answer.ts';
import type { FormField } from '../../../contract/form-definition.ts';
import type { Language } from '../../../contract/languages.ts';
import classes from './field-input.module.css';
import { hasLengthHint, LengthHint } from './length-hint.tsx';
import { localized } from './localized.ts';

/** A file given as an answer. */
type FileAnswer = Extract<Answer, { media_id: string }>;

/** A file on its way to the server: how far it got, in the page's words. */
export interface FileProgress {
  fraction: number;
  label: string;
}

/** The words around a field, in the form's language. */
export interface FieldTexts {
  /** A dropdown's empty choice. */
  choose: string;
  /** A given file's remove button; without it the file cannot be removed but by choosing another. */
  removeFile?: string;
}

/** What a field input needs besides the field: the languages, the answer, and where a new answer goes. */
export interface FieldInputProps {
  field: FormField;
  lang: Language;
  /** The form's default language, for texts not written in `lang`. */
  fallback: Language;
  value: Answer | null | undefined;
  onChange(value: Answer | null): void;
  /** A file chosen: the caller stores it and gives the answer back through `onChange`. */
  onFile?(file: File | null): void;
  /** The address a given file is read at (the public form); none in the preview. */
  fileHref?(file: FileAnswer): string;
  /** A file being sent. */
  progress?: FileProgress | null;
  error?: string | undefined;
  texts: FieldTexts;
}

const asText = (value: Answer | null | undefined) => (typeof value === 'string' ? value : '');
const asList = (value: Answer | null | undefined) => (Array.isArray(value) ? value : []);
const asFile = (value: Answer | null | undefined) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null);

/** A number typed as text: the answer follows each keystroke, a half-typed number stays on screen. */
function NumberBox({ value, onChange, ...rest }: { value: Answer | null | undefined; onChange(value: number | null): void } & Record<string, unknown>) {
  const [shown, setShown] = useState({ text: typeof value === 'number' ? String(value) : '', value });
  let text = shown.text;
  // An answer changed from outside (a draft resumed): shown, unless the text on screen already says it.
  if (shown.value !== value) {
    const says = text.trim() !== '' && Number(text.replace(',', '.')) === value;
    text = says ? text : typeof value === 'number' ? String(value) : '';
    setShown({ text, value });
  }
  return (
    <input
      {...rest}
      type="text"
      inputMode="decimal"
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const number = Number(typed.replace(',', '.'));
        const next = typed.trim() === '' || !Number.isFinite(number) ? null : number;
        setShown({ text: typed, value: next });
        onChange(next);
      }}
    />
  );
}

/** One field as the respondent sees it: the same in the editor's preview and on the public form. */
export function FieldInput({ field, lang, fallback, value, onChange, onFile, fileHref, progress, error, texts }: FieldInputProps) {
  const id = useId();
  const text = (source: Parameters<typeof localized>[0]) => localized(source, lang, fallback);
  const label = text(field.label);
  const help = text(field.help);
  const required = field.type !== 'statement' && field.required === true;
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const limited = (field.type === 'text' || field.type === 'long_text') && hasLengthHint(field);
  const limitId = limited ? `${id}-limit` : undefined;
  const describedBy = [helpId, limitId, errorId].filter(Boolean).join(' ') || undefined;
  const placeholder = 'placeholder' in field ? text(field.placeholder) || undefined : undefined;
  const options = 'options' in field ? field.options.map((option) => ({ value: option.value, label: text(option.label) })) : [];
  const control = { id, className: classes.input, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  const star = required ? (
    <span className={classes.required} aria-hidden="true">
      {' *'}
    </span>
  ) : null;
  const notes = (
    <>
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </>
  );
  const helpText = help ? (
    <p id={helpId} className={classes.help}>
      {help}
    </p>
  ) : null;
  const single = (input: ReactNode) => (
    <div className={classes.field} data-field={field.key}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {star}
      </label>
      {helpText}
      {input}
      {limitId && 'min_length' in field && <LengthHint id={limitId} rules={field} value={asText(value)} lang={lang} />}
      {notes}
    </div>
  );
  // Radios and boxes: a fieldset named by the question.
  const group = (body: ReactNode) => (
    <fieldset className={classes.field} data-field={field.key} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={classes.label}>
        {label}
        {star}
      </legend>
      {helpText}
      {body}
      {notes}
    </fieldset>
  );

  switch (field.type) {
    case 'text':
    case 'email':
    case 'phone':
    case 'url': {
      const type = field.type === 'text' ? 'text' : field.type === 'phone' ? 'tel' : field.type;
      const autoComplete = field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : field.type === 'url' ? 'url' : undefined;
      return single(
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={field.max_length}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />,
      );
    }
    case 'long_text':
      return single(
        <textarea {...control} placeholder={placeholder} maxLength={field.max_length} rows={4} value={asText(value)} onChange={(event) => onChange(event.currentTarget.value)} />,
      );
    case 'number':
      return single(<NumberBox {...control} placeholder={placeholder} value={value} onChange={onChange} />);
    case 'date':
      return single(<input {...control} type="date" min={field.min} max={field.max} value={asText(value)} onChange={(event) => onChange(event.currentTarget.value)} />);
    case 'single_choice':
      return group(
        <div className={classes.choices}>
          {options.map((option) => (
            <label key={option.value} className={classes.choice}>
              <input type="radio" name={id} value={option.value} required={required} checked={value === option.value} onChange={() => onChange(option.value)} />
              {option.label}
            </label>
          ))}
        </div>,
      );
    case 'multiple_choice': {
      const chosen = asList(value);
      return group(
        <div className={classes.choices}>
          {options.map((option) => (
            <label key={option.value} className={classes.choice}>
              <input
                type="checkbox"
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) =>
                  onChange(event.currentTarget.checked ? [...chosen, option.value] : chosen.filter((item) => item !== option.value))
                }
              />
              {option.label}
            </label>
          ))}
        </div>,
      );
    }
    case 'dropdown':
      return single(
        <select {...control} value={asText(value)} onChange={(event) => onChange(event.currentTarget.value || null)}>
          <option value="">{placeholder ?? texts.choose}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>,
      );
    case 'checkbox':
      return (
        <div className={classes.field} data-field={field.key}>
          <label className={classes.choice}>
            <input
              type="checkbox"
              required={required}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              checked={value === true}
              onChange={(event) => onChange(event.currentTarget.checked)}
            />
            <span className={classes.label}>
              {label}
              {star}
            </span>
          </label>
          {helpText}
          {notes}
        </div>
      );
    case 'rating': {
      const min = field.min ?? 1;
      const steps = Array.from({ length: (field.max ?? 5) - min + 1 }, (_, index) => min + index);
      return group(
        <div className={classes.scale}>
          {field.min_label && <span className={classes.scaleEnd}>{text(field.min_label)}</span>}
          {steps.map((step) => (
            <label key={step} className={classes.choice}>
              <input type="radio" name={id} value={step} required={required} checked={value === step} onChange={() => onChange(step)} />
              {step}
            </label>
          ))}
          {field.max_label && <span className={classes.scaleEnd}>{text(field.max_label)}</span>}
        </div>,
      );
    }
    case 'file': {
      const given = asFile(value);
      return single(
        <div className={classes.file}>
          {given && (
            <div className={classes.given}>
              {fileHref ? (
                <a className={classes.link} href={fileHref(given)} target="_blank" rel="noopener">
                  {given.name}
                </a>
              ) : (
                <span>{given.name}</span>
              )}
              {texts.removeFile && (
                <button type="button" className={classes.textButton} onClick={() => onChange(null)}>
                  {texts.removeFile}
                </button>
              )}
            </div>
          )}
          <input
            {...control}
            className={undefined}
            type="file"
            accept={field.accept?.join(',')}
            disabled={progress ? true : undefined}
            onChange={(event) => {
              onFile?.(event.currentTarget.files?.[0] ?? null);
              // The same file chosen again after a refusal is a new choice.
              event.currentTarget.value = '';
            }}
          />
          {progress && <progress className={classes.progress} value={progress.fraction} max={1} aria-label={progress.label} />}
          {progress && <span className={classes.help}>{progress.label}</span>}
        </div>,
      );
    }
    case 'statement':
      return (
        <div className={classes.statement} data-field={field.key}>
          <p className={classes.statementTitle}>{label}</p>
          {help && <p className={classes.statementText}>{help}</p>}
        </div>
      );
  }
}
