import type { Context } from 'hono';
import { inTransaction, type Db } from '../db/db.ts';
import { checkOutput, logEntry, makeContext, type Call } from './call.ts';
import type { AuditDraft } from './handler.ts';
import { labelsOf } from '../../contract/endpoints.ts';
import { AppError, errorBody } from '../errors.ts';
import { claimKey, completeKey, requestHash, serverKey, storeRefusal, type KeyedRequest } from './idempotency.ts';
import { logAlongside, writeLog } from './oplog.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

/** Runs a query: no transaction, no log, no Idempotency-Key. */
export async function runQuery(call: Call, input: unknown): Promise<Response> {
  const pending: Array<(c: Context) => void> = [];
  const ctx = makeContext(call, call.deps.database.db, pending, {});
  const output = checkOutput(call, await call.handler.run(ctx, input));
  for (const apply of pending) apply(call.c);
  const download = call.handler.endpoint.download;
  if (download) {
    return call.c.body(String(output), 200, {
      'Content-Type': download.type,
      'Content-Disposition': `attachment; filename="${download.fileName}"`,
    });
  }
  return call.c.json(output, 200);
}

type Outcome =
  | { kind: 'done'; output: unknown }
  | { kind: 'kept'; error: AppError }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'mismatch' };

/**
 * Runs a mutation in one transaction with its log row and, when keyed, its Idempotency-Key:
 * claimed, answered and committed together, so that a crash leaves no claim behind.
 */
export async function runMutation(call: Call, input: unknown): Promise<Response> {
  const { c, deps } = call;
  const db = deps.database.db;
  const keyed = await keyedRequest(call, input);
  const pending: Array<(c: Context) => void> = [];
  const audit: AuditDraft = {};
  let outcome: Outcome;
  try {
    outcome = await inTransaction(db, async (tx) => {
      if (keyed) {
        const claim = await claimKey(tx, keyed, call.now);
        if (claim.kind !== 'claimed') return claim;
      }
      return applyChange(call, tx, input, keyed, pending, audit);
    });
  } catch (error) {
    // Rolled back, claim included; a deterministic refusal (4xx) is the answer to keep for the key.
    if (keyed && error instanceof AppError && error.status < 500) {
      await storeRefusal(db, keyed, error.status, errorBody(error, call.lang, labelsOf(call.handler.endpoint)), call.now);
    }
    throw error;
  }
  if (outcome.kind === 'mismatch') throw new AppError('idempotency_key_reused');
  if (outcome.kind === 'replay') {
    c.header('Idempotent-Replayed', 'true');
    return c.json(outcome.body as object, outcome.status as 200);
  }
  for (const apply of pending) apply(c);
  if (outcome.kind === 'kept') throw outcome.error;
  return c.json(outcome.output as object, 200);
}

async function applyChange(
  call: Call,
  tx: Db,
  input: unknown,
  keyed: KeyedRequest | null,
  pending: Array<(c: Context) => void>,
  audit: AuditDraft,
): Promise<Outcome> {
  const ctx = makeContext(call, tx, pending, audit);
  try {
    const output = checkOutput(call, await call.handler.run(ctx, input));
    const log = call.handler.endpoint.unlogged ? null : logEntry(call, input, audit, 200);
    // The log row and the key's answer are one statement when the change has both.
    if (keyed) await completeKey(tx, keyed, 200, output, call.now, log ? logAlongside(tx, log) : undefined);
    else if (log) await writeLog(tx, log);
    return { kind: 'done', output };
  } catch (error) {
    // A failure that keeps its changes (a wrong PIN counts as a try) commits them and answers the error.
    if (!(error instanceof AppError && error.options.keepChanges)) throw error;
    if (keyed) await completeKey(tx, keyed, error.status, errorBody(error, call.lang, labelsOf(call.handler.endpoint)), call.now);
    return { kind: 'kept', error };
  }
}

/**
 * The keyed identity of a mutation sent with an Idempotency-Key, or null. A call carrying
 * credentials keeps no record at all: neither its input nor its answer may wait in the store.
 */
async function keyedRequest(call: Call, input: unknown): Promise<KeyedRequest | null> {
  const key = call.c.req.header('idempotency-key');
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(key)) throw new AppError('validation_failed', { fields: { 'Idempotency-Key': { rule: 'invalid' } } });
  const endpoint = call.handler.endpoint;
  if (endpoint.credentials) return null;
  const { config, database } = call.deps;
  return {
    scope: call.session?.operator.id ?? (call.respondent ? `respondent:${call.respondent.user.id}` : 'anonymous'),
    key,
    endpoint: endpoint.path,
    requestHash: requestHash(await serverKey(database.db, config.secretKey), endpoint.path, input),
  };
}
