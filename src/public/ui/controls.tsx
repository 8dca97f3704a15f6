import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import fieldClasses from '../../lib/form-fields/field-input.module.css';
import { navigate } from '../route.ts';
import classes from './ui.module.css';

type Tone = 'primary' | 'secondary' | 'danger' | 'quiet-danger';

const TONES: Record<Tone, string | undefined> = { primary: undefined, secondary: classes.secondary, danger: classes.danger, 'quiet-danger': classes.quietDanger };

/**
 * A button: filled (the step's action), outlined (the others), red (confirming what cannot be
 * undone) or outlined in red (offering it, beside the page's main action).
 */
export function Button({ tone = 'primary', className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone }) {
  const toneClass = TONES[tone];
  return <button type="button" {...rest} className={[classes.button, toneClass, className].filter(Boolean).join(' ')} />;
}

/** A button that reads as a link (a secondary way: another address, a new code). */
export function TextButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" {...props} className={classes.subtle} />;
}

/** A message in the flow of the page: `status` is told politely, `alert` at once. */
export function Notice({ tone = 'info', children }: { tone?: 'info' | 'warning' | 'failure'; children: ReactNode }) {
  const role = tone === 'failure' ? 'alert' : 'status';
  const toneClass = tone === 'warning' ? classes.warning : tone === 'failure' ? classes.failure : '';
  return (
    <p role={role} className={[classes.notice, toneClass].filter(Boolean).join(' ')}>
      {children}
    </p>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
  required?: boolean;
  autoFocus?: boolean;
}

/** A labelled text box with its error under it, as the form's fields. */
export function TextField({ id, label, value, onChange, error, type = 'text', ...rest }: TextFieldProps) {
  return (
    <div className={fieldClasses.field}>
      <label htmlFor={id} className={fieldClasses.label}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        type={type}
        className={fieldClasses.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error && (
        <p id={`${id}-error`} className={fieldClasses.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A card with its title, which names it for screen readers. */
export function Card({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className={classes.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={classes.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A form of the page's own checks: the browser's are off, and sending it stays on the page. */
export function Form({ onSubmit, children }: { onSubmit(): void; children: ReactNode }) {
  return (
    <form
      className={classes.stack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A link to another page of the public side, opened without reloading. */
export function PageLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a
      className={className}
      href={href}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

export { classes as ui };
