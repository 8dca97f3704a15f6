import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import type { SchemaComponents } from '../../openapi/components.ts';
import type { OtherRoute } from '../../openapi/types.ts';
import { UnsubscribeGet, UnsubscribeSave } from '../../../contract/mail-merge.ts';
import { AppError } from '../../errors.ts';
import { handle, type Handler } from '../../http/handler.ts';

const notYet = () => Promise.reject(new AppError('not_found'));

export const unsubscribeHandlers: Handler[] = [
  handle(UnsubscribeGet, notYet),
  handle(UnsubscribeSave, notYet),
];

/** Mounts the one-click unsubscribe address (RFC 8058) beside the contract. */
export function mountUnsubscribe(_app: Hono, _deps: AppDeps): void {}

/** The OpenAPI description of the one-click address. */
export function describeUnsubscribe(_schemas: SchemaComponents): OtherRoute[] {
  return [];
}
