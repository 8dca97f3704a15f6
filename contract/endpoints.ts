import * as accounting from './accounting.ts';
import * as alerts from './alerts.ts';
import * as companies from './companies.ts';
import * as forms from './forms.ts';
import type { Endpoint } from './endpoint.ts';
import { COMMON_ERRORS } from './errors.ts';
import * as installation from './installation.ts';
import * as jobs from './jobs.ts';
import * as judging from './judging.ts';
import * as judgingOrganisers from './judging-organisers.ts';
import type { FieldLabels } from './labels.ts';
import * as mailMerge from './mail-merge.ts';
import * as notifications from './notifications.ts';
import * as operators from './operators.ts';
import * as outbox from './outbox.ts';
import * as pages from './pages.ts';
import * as projects from './projects.ts';
import * as publicSide from './public.ts';
import * as results from './results.ts';
import * as signIn from './sign-in.ts';
import * as sso from './sso.ts';
import * as ssoSignIn from './sso-sign-in.ts';
import * as theme from './theme.ts';
import * as translations from './translations.ts';
import * as users from './users.ts';
import * as votes from './votes.ts';

// Each area's module: its endpoints, the names of its fields (FIELD_LABELS) and its own error codes (ERRORS) where it has some.
// The one list of the contract a new area joins.
const MODULES = [signIn, accounting, theme, companies, operators, installation, projects, forms, results, users, votes, judging, judgingOrganisers, jobs, publicSide, pages, notifications, mailMerge, translations, alerts, sso, ssoSignIn, outbox] as const;
const AREAS: ReadonlyArray<Record<string, unknown>> = MODULES;

type AreaErrors<M> = M extends { ERRORS: infer E } ? E : never;
type UnionToIntersection<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never;

/** Every error code of the API with its status and texts: the shared ones and each area's own. */
export const ERRORS = Object.assign(
  {},
  COMMON_ERRORS,
  ...MODULES.map((module) => ('ERRORS' in module ? module.ERRORS : {})),
) as typeof COMMON_ERRORS & UnionToIntersection<AreaErrors<(typeof MODULES)[number]>>;

/** One error code of the API. */
export type ErrorCode = keyof typeof ERRORS;

/** True when the value is a known error code. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** Every endpoint of the API: the server mounts them, the client calls them, the tests iterate them. */
export const ENDPOINTS: readonly Endpoint[] = AREAS.flatMap((module): unknown[] => Object.values(module)).filter(isEndpoint);

const LABELS = new Map<Endpoint, FieldLabels>(
  AREAS.flatMap((module) => {
    const labels = (module.FIELD_LABELS ?? {}) as FieldLabels;
    return Object.values(module)
      .filter(isEndpoint)
      .map((endpoint) => [endpoint, labels] as const);
  }),
);

/** The names of an endpoint's fields: its area's. */
export function labelsOf(endpoint: Endpoint): FieldLabels {
  return LABELS.get(endpoint) ?? {};
}

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'path' in value && 'kind' in value && 'input' in value;
}
