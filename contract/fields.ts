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

/** The 6-digit PIN of the second sign-in step; spaces are ignored. */
export const PinField = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1).regex(/^\d{6}$/));

/** An opaque token from a mailed link. */
export const TokenField = z.string().trim().min(1).max(200);

/** An identifier segment of a path (company, project, form). */
export const RefField = z.string().trim().min(1).max(100);

/** The answer of calls that only report success. */
export const SuccessOutput = z.object({ Success: z.boolean() });
