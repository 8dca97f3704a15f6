import { type ErrorBody } from '../contract/errors.ts';
import { errorTemplate } from '../contract/contract-texts.ts';
import { ERRORS, type ErrorCode } from '../contract/endpoints.ts';
import type { Language } from '../contract/languages.ts';
import { validationMessage, type FieldLabels } from '../contract/labels.ts';
import { formatMessage, type ValidationMessageKey } from '../contract/messages.ts';
// The validation messages of every language: the server answers in each.
import '../contract/validation-texts/all.ts';

/** What is wrong with one field: a validation message of the spec's table, or an error code's text. */
export type FieldProblem = { rule: ValidationMessageKey; bound?: number | string } | { code: ErrorCode; args?: ReadonlyArray<string | number> };

/** Options of an AppError. */
export interface AppErrorOptions {
  fields?: Record<string, FieldProblem>;
  /** Seconds after which a rate-limited caller may try again. */
  retryAfter?: number;
  /** Commit what the handler wrote before failing (a wrong PIN still counts as a try). */
  keepChanges?: boolean;
  /** Write the refusal to the operations' log whatever the call (input no client of ours sends). */
  logAlways?: boolean;
  /** Extra members of the error body, such as the current record of a conflict. */
  extra?: Record<string, unknown>;
  /** The values of the message's `{0}`, `{1}`… (a tag's name). */
  args?: ReadonlyArray<string | number>;
}

/** An expected failure with its code; the adapter turns it into a status and `{error: {...}}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly options: AppErrorOptions;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(code);
    this.code = code;
    this.options = options;
  }

  /** The HTTP status of this error's code. */
  get status(): number {
    return ERRORS[this.code].status;
  }
}

/** A validation failure on named fields. */
export function fieldError(fields: Record<string, FieldProblem>, code: ErrorCode = 'validation_failed'): AppError {
  return new AppError(code, { fields });
}

/** The error body of an AppError, in a language, its fields named by the labels of the call's area. */
export function errorBody(error: AppError, lang: Language, labels?: FieldLabels): ErrorBody & Record<string, unknown> {
  const fields = error.options.fields
    ? Object.fromEntries(
        Object.entries(error.options.fields).map(([field, problem]) => [
          field,
          'rule' in problem ? validationMessage(problem.rule, field, lang, problem.bound, labels) : formatMessage(errorTemplate(problem.code, lang), ...(problem.args ?? [])),
        ]),
      )
    : undefined;
  return {
    error: { code: error.code, message: formatMessage(errorTemplate(error.code, lang), ...(error.options.args ?? [])), ...(fields ? { fields } : {}) },
    ...error.options.extra,
  };
}
