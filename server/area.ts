import type { Hono } from 'hono';
import type { AppDeps } from './deps.ts';
import type { Handler } from './http/handler.ts';
import type { AreaLog } from './http/log-sentence.ts';
import type { ScopeOwner } from './http/scope-owners.ts';
import type { JobKind } from './jobs/kind.ts';
import type { SchemaComponents } from './openapi/components.ts';
import type { OtherRoute } from './openapi/types.ts';

/**
 * One area of the server as it declares itself: everything the shared parts need to know of it,
 * so that adding an area adds its folder and one line to `server/areas/index.ts`, nothing else.
 */
export interface ServerArea {
  /** The area's one name, as in `contract/<name>.ts`, `src/areas/<name>/` and its i18n namespace. */
  name: string;
  /** One handler per contract endpoint of the area. */
  handlers: readonly Handler[];
  /** The kinds of job its calls start, which every server's runner takes. */
  jobs?: readonly JobKind[];
  /** The records under a project its calls name by id, each checked under its parents before a handler runs. */
  owners?: readonly ScopeOwner[];
  /** Routes beside the contract's JSON calls: uploads, files served by GET. */
  mount?: (app: Hono, deps: AppDeps) => void;
  /** The OpenAPI description of the routes `mount` adds; the OpenAPI test fails while one is missing. */
  described?: (schemas: SchemaComponents) => OtherRoute[];
  /** How its calls read in the operations' log. */
  log?: AreaLog;
  /** Which of its routes take bodies that stream past the JSON limit, within limits of their own (uploads). */
  streams?: (path: string) => boolean;
  /** Its calls whose JSON body may pass the 1 MB every other call is held to, by path (`/api/…`), with their own bound in bytes. */
  largeBodies?: Readonly<Record<string, number>>;
}

/** Declares an area; the identity function that keeps the literal's checks. */
export function serverArea(area: ServerArea): ServerArea {
  return area;
}
