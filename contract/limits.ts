// Bounds and patterns without zod: the sign-in page and the forms read them, the schemas in fields.ts build on them.

/** The shortest password the policy accepts. */
export const PASSWORD_MIN_LENGTH = 10;

/** The longest password the policy accepts (argon2 input stays bounded). */
export const PASSWORD_MAX_LENGTH = 200;

/** The longest email address (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/** The longest first name. */
export const NAME_MAX_LENGTH = 100;

/** The shape of a sign-in PIN: six digits. */
export const PIN_PATTERN = /^\d{6}$/;

/** The shape of an email address as a form checks it before sending; the server holds it to the full rule. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The spec's slug rule: lowercase letters, numbers, hyphens and underscores. */
export const SLUG_PATTERN = /^[a-z0-9_-]+$/;

/** The longest slug. */
export const SLUG_MAX_LENGTH = 60;

/** The largest page a list answers. */
export const PAGE_SIZE_MAX = 200;
