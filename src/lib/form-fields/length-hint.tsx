import type { Language } from '../../../contract/languages.ts';
import { formatMessage } from '../../../contract/messages.ts';
import { LENGTH_HINTS } from '../../../contract/plain-messages.ts';
import classes from './length-hint.module.css';

/** A text field's length rules; a minimum of 1 only says "required", which the field's star says already. */
export interface LengthRules {
  min_length?: number | undefined;
  max_length?: number | undefined;
}

const minimumOf = (rules: LengthRules) => (rules.min_length !== undefined && rules.min_length > 1 ? rules.min_length : undefined);

/** Whether a field's length deserves a hint and a counter. */
export function hasLengthHint(rules: LengthRules): boolean {
  return minimumOf(rules) !== undefined || rules.max_length !== undefined;
}

/** The hint under a text field: "At least 200 characters", "At most 80", or "Between 2 and 120". */
export function lengthHint(rules: LengthRules, lang: Language): string {
  const min = minimumOf(rules);
  const max = rules.max_length;
  if (min !== undefined && max !== undefined) return formatMessage(LENGTH_HINTS.between[lang], min, max);
  return min !== undefined ? formatMessage(LENGTH_HINTS.atLeast[lang], min) : formatMessage(LENGTH_HINTS.atMost[lang], max ?? '');
}

/** What a screen reader is told as the count goes: only which bound it has reached, so it speaks when one is crossed, not at each key. */
export function boundReached(rules: LengthRules, count: number, lang: Language): string {
  const min = minimumOf(rules);
  if (rules.max_length !== undefined && count >= rules.max_length) return formatMessage(LENGTH_HINTS.maxReached[lang], count);
  if (min !== undefined && count >= min) return formatMessage(LENGTH_HINTS.minReached[lang], count);
  return '';
}

/**
 * The hint and counter under a text field ("At least 200 characters", "12 / 200"), counted as
 * the checks count (trimmed). The hint describes the input (`id`); the counter is for the eyes,
 * and a polite live region says only when a bound is reached.
 */
export function LengthHint({ id, rules, value, lang }: { id: string; rules: LengthRules; value: string; lang: Language }) {
  const count = value.trim().length;
  const min = minimumOf(rules);
  const target = rules.max_length ?? min ?? 0;
  const short = min !== undefined && count < min;
  return (
    <div className={classes.limit}>
      <span id={id}>{lengthHint(rules, lang)}</span>
      <span className={short ? classes.count : `${classes.count} ${classes.enough}`} aria-hidden="true" data-length-count>
        {`${count} / ${target}`}
      </span>
      <span className={classes.hidden} aria-live="polite">
        {boundReached(rules, count, lang)}
      </span>
    </div>
  );
}
