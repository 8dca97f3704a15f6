import type { Endpoint } from '../../contract/endpoint.ts';
import { ENDPOINTS } from '../../contract/endpoints.ts';
import { ERRORS } from '../../contract/endpoints.ts';
import type { ServerArea } from '../area.ts';
import type { Handler } from '../http/handler.ts';
import { SchemaComponents } from './components.ts';
import { readContractNotes } from './contract-notes.ts';
import { contractOperation } from './contract-operation.ts';
import { introduction } from './introduction.ts';
import { openApiPath, operationId } from './naming.ts';
import { otherRoutes } from './other-routes.ts';
import { PERMISSION_TEXTS } from './permissions.ts';
import { sharedComponents } from './shared-parts.ts';
import type { OpenApiDocument, Operation } from './types.ts';

/** What the description is made from besides the contract. */
export interface DescriptionSource {
  /** The handlers, for the rate limits they declare. */
  handlers: readonly Handler[];
  /** The areas, for the routes they mount beside the contract's calls. */
  areas: readonly Pick<ServerArea, 'described'>[];
  version: string;
  /** The largest request body the server reads. */
  maxBodyBytes: number;
  /** The calls to describe: the contract's, unless a test describes others. */
  endpoints?: readonly Endpoint[];
}

/**
 * The OpenAPI 3.1 description of the API, generated from the contract: every endpoint of
 * ENDPOINTS as the adapter mounts and checks it, and the routes outside the contract.
 */
export function buildOpenApiDocument(source: DescriptionSource): OpenApiDocument {
  const schemas = new SchemaComponents();
  const shared = sharedComponents(schemas);
  const paths: OpenApiDocument['paths'] = {};
  const put = (path: string, method: 'get' | 'post', operation: Operation) => {
    if (paths[path]?.[method]) throw new Error(`${method.toUpperCase()} ${path} is described twice`);
    paths[path] = { ...paths[path], [method]: operation };
  };
  const notes = readContractNotes();
  const handlers = new Map(source.handlers.map((handler) => [handler.endpoint.path, handler]));
  const ids = new Set<string>();
  for (const endpoint of source.endpoints ?? ENDPOINTS) {
    const id = operationId(endpoint.path, ids);
    ids.add(id);
    const call = { endpoint, handler: handlers.get(endpoint.path), note: notes.get(endpoint.path), operationId: id };
    put(openApiPath(endpoint.path), 'post', contractOperation(call, schemas));
  }
  const routes = [...source.areas.flatMap((area) => area.described?.(schemas) ?? []), ...otherRoutes(schemas)];
  for (const route of routes) put(route.path, route.method as 'get', route.operation);
  return {
    openapi: '3.1.1',
    info: { title: 'Back office API', version: source.version, description: introduction(source.maxBodyBytes) },
    tags: tagsOf(paths),
    paths,
    components: { schemas: schemas.all(), ...shared },
    'x-error-codes': Object.fromEntries(Object.entries(ERRORS).map(([code, error]) => [code, { status: error.status, message: error.en }])),
    'x-permissions': { ...PERMISSION_TEXTS },
  };
}

// The areas in the order the contract first names them.
function tagsOf(paths: OpenApiDocument['paths']): OpenApiDocument['tags'] {
  const names = new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((operation) => operation.tags)));
  return [...names].map((name) => ({ name }));
}

const cache = new WeakMap<readonly Handler[], OpenApiDocument>();

/** The description, generated once per set of handlers: it never changes while the server runs. */
export function openApiDocument(source: DescriptionSource): OpenApiDocument {
  let document = cache.get(source.handlers);
  if (!document) {
    document = buildOpenApiDocument(source);
    cache.set(source.handlers, document);
  }
  return document;
}
