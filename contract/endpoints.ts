import * as accounting from './accounting.ts';
import * as companies from './companies.ts';
import type { Endpoint } from './endpoint.ts';
import * as installation from './installation.ts';
import * as jobs from './jobs.ts';
import * as operators from './operators.ts';
import * as projects from './projects.ts';
import * as theme from './theme.ts';

/** Every endpoint of the API: the server mounts them, the client calls them, the tests iterate them. */
export const ENDPOINTS: readonly Endpoint[] = [accounting, theme, companies, operators, installation, projects, jobs]
  .flatMap((module): unknown[] => Object.values(module))
  .filter(isEndpoint);

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'path' in value && 'kind' in value && 'input' in value;
}
