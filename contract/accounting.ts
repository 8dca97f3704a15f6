// The signed-in operator's account: the questions about access, password, sessions and the
// authenticator app. The sign-in path's calls are in sign-in.ts.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { EmptyInput, NewPasswordField, PinField, RefField, SuccessOutput } from './fields.ts';
import { LOGIN_STEPS } from './sign-in.ts';
import type { FieldLabels } from './labels.ts';
import { namedFieldLabels } from './text-overrides.ts';

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
  input: EmptyInput,
  output: z.object({ items: z.array(SessionSchema) }),
});

/** Ends every session of the operator but the current one. */
export const SessionsEndOthers = endpoint({
  path: 'accounting/sessions/end-others',
  kind: 'mutation',
  permission: 'signedIn',
  input: EmptyInput,
  output: z.object({ Success: z.literal(true), ended: z.number().int() }),
});

/** How the operator proves the second sign-in step, and how many recovery codes are still unused. */
export const TotpStatus = endpoint({
  path: 'accounting/totp/status',
  kind: 'query',
  permission: 'signedIn',
  input: EmptyInput,
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
  input: EmptyInput,
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

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = namedFieldLabels('accounting', {
  Password: { en: 'Password', it: 'Password', es: 'Contraseña', fr: 'Mot de passe', pt: 'Senha' },
  Code: { en: 'Code', it: 'Codice', es: 'Código', fr: 'Code', pt: 'Código' },
  OldPassword: {
    en: 'Current password',
    it: 'Password attuale',
    es: 'Contraseña actual',
    fr: 'Mot de passe actuel',
    pt: 'Senha atual',
  },
  NewPassword: {
    en: 'New password',
    it: 'Nuova password',
    es: 'Nueva contraseña',
    fr: 'Nouveau mot de passe',
    pt: 'Nova senha',
  },
} as const satisfies FieldLabels);
