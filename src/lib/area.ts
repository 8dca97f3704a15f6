import type { ComponentType } from 'react';
import type { Endpoint } from '../../contract/endpoint.ts';
import type { FieldLabels } from '../../contract/labels.ts';
import type { SignedInRoute } from './screen-route.ts';
import type { NamespaceShellTranslation } from '../../i18n/i18n-types';

/** A key of the `sync.operations` dictionary: what a queued change does, in words. */
export type OperationKey = keyof NamespaceShellTranslation['sync']['operations'];

/** A change an area queues in the outbox, as the sync drawer names it: its call's path, its words, its fields' names. */
export interface Operation {
  path: string;
  key: OperationKey;
  labels: FieldLabels;
  /** What the area puts right on this device once the operator discards such a change (given its body). */
  discarded?: (body: Record<string, unknown>) => Promise<void>;
}

/**
 * A change by its endpoint (which brings its path along: a renamed path follows by itself), or by
 * its path alone where the endpoint's contract module would weigh on the sync drawer's chunk (the
 * forms', results' and judging's schemas); a test holds each path equal to a mutation's.
 */
export function operation(call: Endpoint | string, key: OperationKey, labels: FieldLabels = {}, discarded?: Operation['discarded']): Operation {
  return { path: typeof call === 'string' ? call : call.path, key, labels, ...(discarded ? { discarded } : {}) };
}

/** What a crumb naming a record is given: the screen's parameters, the words to show until the name is read. */
export interface RecordCrumbProps {
  params: Record<string, string | undefined>;
  fallback: string;
  /** On a judge's screen: the judge's own copy of the record. */
  judging: boolean;
}

/** A crumb component's module, loaded with the screens that name such a record. */
export type CrumbModule = () => Promise<{ default: ComponentType<RecordCrumbProps> }>;

/**
 * One area of the app as it declares itself: its screens (each with its icon), the changes it
 * queues, and the crumbs that name its records. Adding an area adds its folder and one line to
 * `src/areas/index.ts`.
 */
export interface ClientArea {
  /** The area's one name, as in `contract/<name>.ts`, `server/areas/<name>/` and its i18n namespace. */
  name: string;
  routes: readonly SignedInRoute[];
  /** The changes it queues, loaded with the sync drawer: their contracts stay out of the first chunk. */
  operations?: () => Promise<readonly Operation[]>;
  /** By the route parameter that carries the record's id (`form`, `session`...). */
  crumbs?: Readonly<Record<string, CrumbModule>>;
}

/** Declares an area; the identity function that keeps the literal's checks. */
export function clientArea(area: ClientArea): ClientArea {
  return area;
}
