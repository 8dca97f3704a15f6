// Single sign-on as the signed-out pages use it: the sign-in page's buttons, the start address,
// and the one-time result a sign-in or an admin's test ends on. A module apart from the providers'
// (`sso.ts`), so the sign-in page's chunk carries none of their schemas.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { TokenField } from './fields.ts';
import type { FieldLabels } from './labels.ts';
import { namedFieldLabels } from './text-overrides.ts';

/** How long a sign-in may wait at the provider before its flow ends, and a result before it is read. */
export const SSO_FLOW_TTL_SECONDS = 5 * 60;
/** The largest difference between the provider's clock and ours a sign-in accepts. */
export const SSO_CLOCK_TOLERANCE_SECONDS = 30;

/** The roles a provider's group may give. */
export const SSO_ROLES = ['installation_admin', 'company_manager', 'project_editor', 'project_judge'] as const;

/** One role a provider's group may give. */
export type SsoRole = (typeof SSO_ROLES)[number];

/** Where the server sends the browser back from the provider: the redirect address to register there. */
export const SSO_CALLBACK_PATH = '/api/sso/callback';

export { ssoStartPath } from './sso-start.ts';

/** The enabled providers, for the sign-in page's buttons. */
export const SsoProvidersPublic = endpoint({
  path: 'sso/providers',
  kind: 'query',
  permission: 'anonymous',
  input: z.object({}),
  output: z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) }),
});

/** What a check of the test found. */
export const SSO_CHECKS = ['discovery', 'pkce_s256', 'iss_parameter', 'state', 'issuer', 'nonce', 'code', 'id_token', 'clock', 'email', 'operator'] as const;

/** Why an operator would be found, linked or created, or why the sign-in would be refused. */
export const SSO_OUTCOMES = ['found', 'linked', 'created', 'refused'] as const;

/** A test's report: what a sign-in through the provider would do, with nothing done. */
export const SsoReportSchema = z.object({
  provider: z.object({ id: z.string(), name: z.string() }),
  passed: z.boolean(),
  /** The error code the sign-in would be refused with; null when it would pass. */
  refusal: z.string().nullable(),
  /** The refusal in the reader's language; null when it would pass. */
  refusal_text: z.string().nullable(),
  /** What the provider's discovery document offers; null when it could not be read. */
  discovery: z
    .object({
    issuer: z.string(),
    authorization_endpoint: z.string(),
    token_endpoint: z.string(),
    userinfo_endpoint: z.string().nullable(),
    pkce_s256: z.boolean(),
    iss_parameter: z.boolean(),
  })
    .nullable(),
  checks: z.array(z.object({ check: z.enum(SSO_CHECKS), ok: z.boolean() })),
  /** Our clock minus the provider's (the ID token's `iat`), in seconds; null when no token came. */
  clock_difference_seconds: z.number().nullable(),
  clock_tolerance_seconds: z.number(),
  /** The claims received, the emails partly masked; null when none came. */
  claims: z
    .object({
      subject: z.string(),
      email: z.string().nullable(),
      email_verified: z.boolean().nullable(),
      given_name: z.string().nullable(),
      family_name: z.string().nullable(),
      groups: z.array(z.string()),
    })
    .nullable(),
  /** Which operator the sign-in would be, and why; null when no token came. */
  operator: z
    .object({
      outcome: z.enum(SSO_OUTCOMES),
      /** found: by issuer and subject; linked: by a verified email; created: a new operator; refused: the refusal's code. */
      reason: z.string(),
      email: z.string().nullable(),
    })
    .nullable(),
  /** The roles the groups would give (applied at the first sign-in, or at every one when the groups win). */
  roles: z.array(z.object({ group: z.string(), role: z.enum(SSO_ROLES), company: z.string().nullable(), project: z.string().nullable() })),
  groups_applied: z.boolean(),
});

/** A test's report. */
export type SsoReport = z.infer<typeof SsoReportSchema>;

/**
 * Exchanges the one-time token the server sent the browser back with (from this same browser,
 * within 5 minutes, once): a sign-in opens a session, a test answers its report to the admin who
 * started it. A refused sign-in answers its reason.
 */
export const SsoResult = endpoint({
  path: 'sso/result',
  kind: 'mutation',
  permission: 'anonymous',
  credentials: true,
  live: true,
  input: z.object({ token: TokenField }),
  output: z.union([z.object({ logged: z.literal(true) }), z.object({ test: SsoReportSchema })]),
});

/** The names of this module's fields, as its messages name them. */
export const FIELD_LABELS = namedFieldLabels('sso-sign-in', {
  token: { en: 'Token', it: 'Token', es: 'Token', fr: 'Jeton', pt: 'Token' },
} as const satisfies FieldLabels);
