// The calls of the sign-in path: what the app may call before anyone is signed in, and the
// session's own questions. Its schemas are used by its endpoints only (none is exported as a
// value), so the browser build, which drops endpoints' schemas, leaves this module without zod.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { EmailField, EmptyInput, LanguageSchema, NewPasswordField, PasswordField, PinField, SuccessOutput, TokenField } from './fields.ts';
import { NAME_MAX_LENGTH } from './limits.ts';
import type { FieldLabels } from './labels.ts';
import { namedFieldLabels } from './text-overrides.ts';

/** What the second sign-in step asks: the PIN mailed at login-start, or a code of an authenticator app. */
export const LOGIN_STEPS = ['pin', 'totp'] as const;

/** One kind of second sign-in step. */
export type LoginStep = (typeof LOGIN_STEPS)[number];

/** Whether the caller is signed in and must change the password (spec section 7). */
export const CheckLogin = endpoint({
  path: 'accounting/checklogin',
  kind: 'query',
  permission: 'anonymous',
  duringPasswordChange: true,
  input: EmptyInput,
  output: z.object({ logged: z.boolean(), mustchange: z.boolean() }),
});

/** A recovery code as typed: case, spaces and hyphens are the server's to ignore. */
const RecoveryCodeField = z.string().trim().min(1).max(50);

/**
 * First sign-in step: checks the password. `Step` tells what the second step asks: the PIN it
 * has mailed, or a code of the operator's authenticator app (then no mail is sent).
 */
export const LoginStart = endpoint({
  path: 'accounting/login-start',
  kind: 'mutation',
  permission: 'anonymous',
  credentials: true,
  input: z.object({ Email: EmailField, Password: PasswordField }),
  output: z.object({ Success: z.boolean(), Step: z.enum(LOGIN_STEPS) }),
});

/**
 * Second sign-in step: `Pin` carries the mailed PIN or the authenticator app's code; an
 * operator with the app may send a single-use `RecoveryCode` instead.
 */
export const LoginUnlock = endpoint({
  path: 'accounting/login-unlock',
  kind: 'mutation',
  permission: 'anonymous',
  credentials: true,
  input: z.object({ Email: EmailField, Pin: PinField.optional(), RecoveryCode: RecoveryCodeField.optional() }),
  output: SuccessOutput,
});

/** Ends the caller's session. */
export const Logout = endpoint({
  path: 'accounting/logout',
  kind: 'mutation',
  permission: 'anonymous',
  duringPasswordChange: true,
  input: EmptyInput,
  output: SuccessOutput,
});

/** The signed-in operator, in the spec's `entity` wrapper. */
const OperatorSchema = z.object({
  first_name: z.string(),
  installation_admin: z.boolean(),
  preferred_lang: LanguageSchema,
  email: z.string(),
});

/** The signed-in operator. */
export type Operator = z.infer<typeof OperatorSchema>;

/** The current operator (spec section 7). */
export const OperatorCurrent = endpoint({
  path: 'accounting/operator/current',
  kind: 'query',
  permission: 'signedIn',
  duringPasswordChange: true,
  input: EmptyInput,
  output: z.object({ entity: OperatorSchema }),
});

/** Saves the operator's preferred language. */
export const SetPreferredLang = endpoint({
  path: 'accounting/operator/set-preferred-lang/:lang',
  kind: 'mutation',
  permission: 'signedIn',
  duringPasswordChange: true,
  input: z.object({ lang: LanguageSchema }),
  output: SuccessOutput,
});

/** Mails a recovery link; the same answer whether or not the address is known. */
export const RecoveryStart = endpoint({
  path: 'accounting/recovery/start',
  kind: 'mutation',
  permission: 'anonymous',
  input: z.object({ Email: EmailField }),
  output: SuccessOutput,
});

/** Sets a new password with a recovery link's token. */
export const RecoveryComplete = endpoint({
  path: 'accounting/recovery/complete',
  kind: 'mutation',
  permission: 'anonymous',
  credentials: true,
  input: z.object({ Token: TokenField, Password: NewPasswordField }),
  output: SuccessOutput,
});

/** What an invite link is for: the address, and whether that operator exists already. */
export const InviteCheck = endpoint({
  path: 'accounting/invite/check',
  kind: 'query',
  permission: 'anonymous',
  credentials: true,
  input: z.object({ Token: TokenField }),
  output: z.object({ Success: z.literal(true), Email: z.string(), Existing: z.boolean() }),
});

/**
 * What follows an accepted invite: the browser is signed in (`signed_in`); the operator's
 * authenticator app must still give its code (`totp`, the sign-in's second step, already open
 * for this browser); or a plain sign-in (`sign_in`).
 */
export const INVITE_NEXT = ['signed_in', 'totp', 'sign_in'] as const;

/** What follows an accepted invite. */
export type InviteNext = (typeof INVITE_NEXT)[number];

/**
 * Accepts an invite: creates the operator with FirstName and Password, or, for an
 * existing operator, adds the invite's grants once Password matches theirs; then signs the
 * browser in, as `Next` tells.
 */
export const InviteAccept = endpoint({
  path: 'accounting/invite/accept',
  kind: 'mutation',
  permission: 'anonymous',
  credentials: true,
  input: z.object({
    Token: TokenField,
    FirstName: z.string().trim().max(NAME_MAX_LENGTH).optional(),
    Password: PasswordField,
  }),
  output: z.object({ Success: z.literal(true), Next: z.enum(INVITE_NEXT) }),
});

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = namedFieldLabels('sign-in', {
  Email: { en: 'Email', it: 'Email', es: 'Correo electrónico', fr: 'E-mail', pt: 'E-mail' },
  Password: { en: 'Password', it: 'Password', es: 'Contraseña', fr: 'Mot de passe', pt: 'Senha' },
  Pin: { en: 'PIN', it: 'PIN', es: 'PIN', fr: 'Code PIN', pt: 'PIN' },
  RecoveryCode: {
    en: 'Recovery code',
    it: 'Codice di recupero',
    es: 'Código de recuperación',
    fr: 'Code de récupération',
    pt: 'Código de recuperação',
  },
  FirstName: { en: 'First name', it: 'Nome', es: 'Nombre', fr: 'Prénom', pt: 'Nome' },
  Token: { en: 'Link', it: 'Link', es: 'Enlace', fr: 'Lien', pt: 'Link' },
  lang: { en: 'Language', it: 'Lingua', es: 'Idioma', fr: 'Langue', pt: 'Idioma' },
} as const satisfies FieldLabels);
