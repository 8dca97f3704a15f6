import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { EmailField, LanguageSchema, NewPasswordField, PasswordField, PinField, RefField, SuccessOutput, TokenField } from './fields.ts';
import { NAME_MAX_LENGTH } from './limits.ts';

const Empty = z.object({});

/** Whether the caller is signed in and must change the password (spec section 7). */
export const CheckLogin = endpoint({
  path: 'accounting/checklogin',
  kind: 'query',
  permission: 'anonymous',
  duringPasswordChange: true,
  input: Empty,
  output: z.object({ logged: z.boolean(), mustchange: z.boolean() }),
});

/** First sign-in step: checks the password and mails a PIN. */
export const LoginStart = endpoint({
  path: 'accounting/login-start',
  kind: 'mutation',
  permission: 'anonymous',
  input: z.object({ Email: EmailField, Password: PasswordField }),
  output: SuccessOutput,
});

/** Second sign-in step: the PIN opens the session. */
export const LoginUnlock = endpoint({
  path: 'accounting/login-unlock',
  kind: 'mutation',
  permission: 'anonymous',
  input: z.object({ Email: EmailField, Pin: PinField }),
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
  input: z.object({ Token: TokenField, Password: NewPasswordField }),
  output: SuccessOutput,
});

/** What an invite link is for: the address, and whether that operator exists already. */
export const InviteCheck = endpoint({
  path: 'accounting/invite/check',
  kind: 'query',
  permission: 'anonymous',
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
