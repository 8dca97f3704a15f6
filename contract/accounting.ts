import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { EmailField, LanguageSchema, NewPasswordField, PasswordField, PinField, RefField, SuccessOutput, TokenField } from './fields.ts';
import { NAME_MAX_LENGTH } from './limits.ts';

const Empty = z.object({});

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
  input: Empty,
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
  input: Empty,
  output: SuccessOutput,
});

/** The signed-in operator, in the spec's `entity` wrapper. */
export const OperatorSchema = z.object({
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
  input: Empty,
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

/** May the operator open this company? */
export const CanAccessCompany = endpoint({
  path: 'accounting/operator/can-access-company/:company',
  kind: 'query',
  permission: 'signedIn',
  input: z.object({ company: RefField }),
  output: SuccessOutput,
});

/** May the operator manage this company? */
export const CanManageCompany = endpoint({
  path: 'accounting/operator/can-manage-company/:company',
  kind: 'query',
  permission: 'signedIn',
  input: z.object({ company: RefField }),
  output: SuccessOutput,
});

/** May the operator edit this project? */
export const CanEditProject = endpoint({
  path: 'accounting/operator/can-edit-project/:company/:project',
  kind: 'query',
  permission: 'signedIn',
  input: z.object({ company: RefField, project: RefField }),
  output: SuccessOutput,
});

/** Is the operator an assistant of this form? */
export const IsFormAssistant = endpoint({
  path: 'accounting/operator/is-form-assistant/:company/:project/:form',
  kind: 'query',
  permission: 'signedIn',
  input: z.object({ company: RefField, project: RefField, form: RefField }),
  output: SuccessOutput,
});

/** Changes the password; OldPassword is not asked while the change is forced. */
export const PasswordChange = endpoint({
  path: 'accounting/password/change',
  kind: 'mutation',
  permission: 'signedIn',
  credentials: true,
  duringPasswordChange: true,
  input: z.object({ OldPassword: z.string().max(1000).optional(), NewPassword: NewPasswordField }),
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
 * Accepts an invite: creates the operator with FirstName and Password, or, for an
 * existing operator, adds the invite's grants once Password matches theirs.
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
  output: SuccessOutput,
});

/** One signed-in session of the operator, as the login options list it. */
export const SessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  current: z.boolean(),
});

/** The operator's open sessions, the current one first. */
export const SessionList = endpoint({
  path: 'accounting/sessions/list',
  kind: 'query',
  permission: 'signedIn',
  input: Empty,
  output: z.object({ items: z.array(SessionSchema) }),
});

/** Ends every session of the operator but the current one. */
export const SessionsEndOthers = endpoint({
  path: 'accounting/sessions/end-others',
  kind: 'mutation',
  permission: 'signedIn',
  input: Empty,
  output: z.object({ Success: z.literal(true), ended: z.number().int() }),
});

/** How the operator proves the second sign-in step, and how many recovery codes are still unused. */
export const TotpStatus = endpoint({
  path: 'accounting/totp/status',
  kind: 'query',
  permission: 'signedIn',
  input: Empty,
  output: z.object({ Method: z.enum(LOGIN_STEPS), RecoveryCodesLeft: z.number().int() }),
});

/**
 * Starts setting up an authenticator app: a new secret, as an otpauth:// URI, its QR code
 * (an SVG data URL) and in text for typing by hand. Nothing changes until a code confirms it.
 */
export const TotpStart = endpoint({
  path: 'accounting/totp/start',
  kind: 'mutation',
  permission: 'signedIn',
  credentials: true,
  input: Empty,
  output: z.object({ Uri: z.string(), Qr: z.string(), Secret: z.string() }),
});

/** A code of the authenticator app: six digits, spaces ignored. */
const TotpCodeField = PinField;

/** Confirms the set-up with a code of the app: the app replaces the mailed PIN, and 10 recovery codes are shown once. */
export const TotpConfirm = endpoint({
  path: 'accounting/totp/confirm',
  kind: 'mutation',
  permission: 'signedIn',
  credentials: true,
  input: z.object({ Code: TotpCodeField }),
  output: z.object({ Success: z.literal(true), RecoveryCodes: z.array(z.string()) }),
});

/** What proves it is the operator before a change of the second step: the password, or a code of the app. */
const ProofInput = z.object({ Password: z.string().max(1000).optional(), Code: TotpCodeField.optional() });

/** Turns the authenticator app off: the PIN by email comes back, the recovery codes go. */
export const TotpDisable = endpoint({
  path: 'accounting/totp/disable',
  kind: 'mutation',
  permission: 'signedIn',
  credentials: true,
  input: ProofInput,
  output: SuccessOutput,
});

/** Replaces the recovery codes with 10 new ones, shown once. */
export const TotpRecoveryCodes = endpoint({
  path: 'accounting/totp/recovery-codes',
  kind: 'mutation',
  permission: 'signedIn',
  credentials: true,
  input: ProofInput,
  output: z.object({ Success: z.literal(true), RecoveryCodes: z.array(z.string()) }),
});
