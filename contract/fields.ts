import { z } from 'zod';

/** The shortest password the policy accepts. */
export const PASSWORD_MIN_LENGTH = 10;

/** The longest password the policy accepts (argon2 input stays bounded). */
export const PASSWORD_MAX_LENGTH = 200;

/** The longest email address (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** The longest first name. */
export const NAME_MAX_LENGTH = 100;

/** An email address, trimmed and lower-cased. */
export const EmailField = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email());

/** A password as typed at sign-in: any non-empty text. */
export const PasswordField = z.string().min(1).max(PASSWORD_MAX_LENGTH);

/** A new password, held to the password policy. */
export const NewPasswordField = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** The shape of a sign-in PIN: six digits. */
export const PIN_PATTERN = /^\d{6}$/;

/** The shape of an email address as a form checks it before sending; the server holds it to the full rule. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The 6-digit PIN of the second sign-in step; spaces are ignored. */
export const PinField = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1).regex(PIN_PATTERN));

/** An opaque token from a mailed link. */
export const TokenField = z.string().trim().min(1).max(200);

/** An identifier segment of a path (company, project, form). */
export const RefField = z.string().trim().min(1).max(100);

/** The answer of calls that only report success. */
export const SuccessOutput = z.object({ Success: z.boolean() });

/** The spec's slug rule: lowercase letters, numbers, hyphens and underscores. */
export const SLUG_PATTERN = /^[a-z0-9_-]+$/;

/** The longest slug. */
export const SLUG_MAX_LENGTH = 60;

/** A slug, held to the spec's rule with its own message. */
export const SlugField = z.string().trim().min(1).max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, { error: 'slug' });

/** The id of a stored record (a UUID). */
export const IdField = z.uuid().transform((value) => value.toLowerCase());

/** The version of a record a change was based on; a stale one is refused with 409. */
export const VersionField = z.number().int().min(1);

/** The largest page a list answers. */
export const PAGE_SIZE_MAX = 200;

/** The search and paging every list takes. */
export const ListQuery = z.object({
  search: z.string().trim().max(200).default(''),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(25),
});

/** The answer of a paged list: one page of items and the total count. */
export function listOutput<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}
