import { like, or, inArray, type SQL } from 'drizzle-orm';
import * as accounting from '../../../contract/accounting.ts';
import * as companies from '../../../contract/companies.ts';
import * as forms from '../../../contract/forms.ts';
import * as installation from '../../../contract/installation.ts';
import * as jobs from '../../../contract/jobs.ts';
import * as judging from '../../../contract/judging.ts';
import * as operators from '../../../contract/operators.ts';
import * as projects from '../../../contract/projects.ts';
import * as publicSide from '../../../contract/public.ts';
import * as results from '../../../contract/results.ts';
import * as signIn from '../../../contract/sign-in.ts';
import * as theme from '../../../contract/theme.ts';
import * as users from '../../../contract/users.ts';
import * as votes from '../../../contract/votes.ts';
import type { LOG_AREAS } from '../../../contract/installation.ts';
import { operationsLog } from '../../db/schema/installation.ts';

type LogArea = (typeof LOG_AREAS)[number];

// The contract modules of each area; media's calls are not the adapter's, so its rows go by their paths' start.
// A project's forms, submissions and their results, votes, registered users and its public side are read in the log with their project, until the log's filter offers areas of their own.
const MODULES: Record<LogArea, readonly object[]> = {
  accounting: [signIn, accounting],
  companies: [companies],
  operators: [operators],
  projects: [projects, forms, results, users, votes, judging, publicSide],
  installation: [installation],
  theme: [theme],
  jobs: [jobs],
  media: [],
};

const PREFIXES: Partial<Record<LogArea, readonly string[]>> = { media: ['media/', 'img/', publicSide.PUBLIC_UPLOAD_PATH] };

function pathsOf(modules: readonly object[]): string[] {
  return modules.flatMap((module) =>
    Object.values(module)
      .filter((value): value is { path: string; kind: string } => typeof value === 'object' && value !== null && 'path' in value && 'kind' in value)
      .map((value) => value.path),
  );
}

const PATHS = new Map(Object.entries(MODULES).map(([area, modules]) => [area, pathsOf(modules)]));

const AREA_OF = new Map([...PATHS].flatMap(([area, paths]) => paths.map((path) => [path, area] as const)));

/** The area a logged call belongs to, or null. */
export function areaOf(endpoint: string): string | null {
  const area = AREA_OF.get(endpoint);
  if (area) return area;
  const prefixed = Object.entries(PREFIXES).find(([, prefixes]) => prefixes.some((prefix) => endpoint.startsWith(prefix)));
  return prefixed?.[0] ?? null;
}

/**
 * The condition of the area filter: the calls of a named area, or, for a name that is not an
 * area, the calls whose path starts with it (the filter's meaning before areas had names).
 */
export function areaCondition(area: string): SQL | undefined {
  const paths = PATHS.get(area);
  if (!paths) return like(operationsLog.endpoint, `${area}/%`);
  const prefixes = (PREFIXES[area as LogArea] ?? []).map((prefix) => like(operationsLog.endpoint, `${prefix}%`));
  return or(...(paths.length > 0 ? [inArray(operationsLog.endpoint, paths)] : []), ...prefixes);
}
