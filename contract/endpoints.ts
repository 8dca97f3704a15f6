import * as accounting from './accounting.ts';
import * as companies from './companies.ts';
import * as forms from './forms.ts';
import type { Endpoint } from './endpoint.ts';
import * as installation from './installation.ts';
import * as jobs from './jobs.ts';
import * as judging from './judging.ts';
import * as judgingOrganisers from './judging-organisers.ts';
import type { FieldLabels } from './labels.ts';
import * as operators from './operators.ts';
import * as projects from './projects.ts';
import * as publicSide from './public.ts';
import * as results from './results.ts';
import * as signIn from './sign-in.ts';
import * as theme from './theme.ts';
import * as users from './users.ts';
import * as votes from './votes.ts';

// Each area's module: its endpoints, and the names of its fields (FIELD_LABELS) where it has some.
const AREAS: ReadonlyArray<Record<string, unknown>> = [signIn, accounting, theme, companies, operators, installation, projects, forms, results, users, votes, judging, judgingOrganisers, jobs, publicSide];

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
