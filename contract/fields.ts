import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import {
  EMAIL_MAX_LENGTH,
  PAGE_SIZE_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PIN_PATTERN,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
} from './limits.ts';

/** An email address, trimmed and lower-cased. */
export const EmailField = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email());

/** A password as typed at sign-in: any non-empty text. */
export const PasswordField = z.string().min(1).max(PASSWORD_MAX_LENGTH);

/** A new password, held to the password policy. */
export const NewPasswordField = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** The 6-digit PIN of the second sign-in step; spaces are ignored. */
export const PinField = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1).regex(PIN_PATTERN));

/** An opaque token from a mailed link. */
export const TokenField = z.string().trim().min(1).max(200);

/** An identifier segment of a path (company, project, form). */
export const RefField = z.string().trim().min(1).max(100);

/** The input of calls that take none. */
export const EmptyInput = z.object({});

/** The answer of calls that only report success. */
export const SuccessOutput = z.object({ Success: z.boolean() });

/** A slug, held to the spec's rule with its own message. */
export const SlugField = z.string().trim().min(1).max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, { error: 'slug' });

/** The id of a stored record (a UUID). */
export const IdField = z.uuid().transform((value) => value.toLowerCase());

/** The ids naming a project under its company: the first fields of every call on a project's records. */
export const ProjectScope = { company: IdField, project: IdField };

/** A project named by its ids under its company, as the server's reads take it. */
export type ProjectScope = { company: string; project: string };

/**
 * The ids naming a form under its project and company: the first fields of every call on a form's records.
 * Written out, not spread from `ProjectScope`: a spread may run code, so the browser's bundle would keep it, and zod with it.
 */
export const FormScope = { company: IdField, project: IdField, form: IdField };

/** A form named by its ids under its project and company, as the server's reads take it. */
export type FormScope = ProjectScope & { form: string };

/** The largest whole number a database `integer` column holds; the smallest is one less than its opposite. */
export const INT4_MAX = 2_147_483_647;

/**
 * A whole number as a call takes it, from `min` to `max` and never past what a database integer
 * holds, whatever bounds are asked: every whole number of every call is one of these, so none
 * reaches a query as a number the column cannot compare with (a 500 instead of a 400).
 */
export function intField(min: number, max: number = INT4_MAX) {
  return z
    .number()
    .int()
    .min(Math.max(min, -INT4_MAX - 1))
    .max(Math.min(max, INT4_MAX));
}

/** The version of a record a change was based on; a stale one is refused with 409. */
export const VersionField = intField(1);

/** The search and paging every list takes. */
export const ListQuery = z.object({
  search: z.string().trim().max(200).default(''),
  page: intField(1, 100_000).default(1),
  pageSize: intField(1, PAGE_SIZE_MAX).default(25),
});

/** The answer of a paged list: one page of items and the total count. */
export function listOutput<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

/** The zod schema of a language code. */
export const LanguageSchema = z.enum(LANGUAGES);
