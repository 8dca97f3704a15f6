import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { defineErrors } from './errors.ts';

/** The most writes one batch carries; the outbox sends more in further batches. */
export const OUTBOX_BATCH_MAX_WRITES = 100;

/**
 * The most bytes of JSON the outbox puts in one batch: below the 1 MB every call's body is held
 * to, with room for the batch's own fields. A write larger than this goes alone, as a single call.
 */
export const OUTBOX_BATCH_MAX_BYTES = 900 * 1024;

/** A built path under /api/ (`company/<id>/project/<id>/save`): segments of URL-safe characters, none starting with a dot. */
const WRITE_PATH = /^[A-Za-z0-9_~%:-][A-Za-z0-9._~%:-]*(\/[A-Za-z0-9_~%:-][A-Za-z0-9._~%:-]*)*$/;

/** One queued write: its Idempotency-Key, the record it targets, its built path and JSON body. */
export const OutboxWriteSchema = z.strictObject({
  /** The write's own Idempotency-Key, as its single call would carry it. */
  key: z.string().regex(/^[A-Za-z0-9._:-]{8,128}$/),
  /**
   * The record the write targets, as the outbox names it: after a write of a record is not
   * applied, that record's later writes in the batch are not tried.
   */
  record: z.string().min(1).max(300),
  /** The built path under /api/ of a mutation the outbox may keep. */
  path: z
    .string()
    .min(1)
    .max(500)
    .regex(WRITE_PATH)
    // `%2e%2e` is `..` to a URL: a path the URL would change (leaving its call, or /api/) is refused.
    .refine((path) => new URL(path, 'http://localhost/api/').pathname === `/api/${path}`),
  body: z.record(z.string(), z.unknown()),
  /** The Accept-Language the write was made with: its refusal is worded in that language. */
  language: z
    .string()
    .max(200)
    // Printable ASCII only: it becomes a header of the write's request.
    .regex(/^[\x20-\x7e]*$/)
    .optional(),
});

/** One queued write of a batch. */
export type OutboxWrite = z.input<typeof OutboxWriteSchema>;

/** What a write of a batch came to: the status and JSON its single call would have answered, or not tried. */
export const OutboxResultSchema = z.union([
  z.object({
    key: z.string(),
    status: z.number().int(),
    /** The single call's JSON answer (null when it was not JSON). */
    body: z.unknown(),
    /** Seconds to wait before sending it again (a rate limit's Retry-After). */
    retryAfter: z.number().int().optional(),
  }),
  /** Not tried: an earlier write of its record was not applied, or the session is gone. */
  z.object({ key: z.string(), skipped: z.literal(true) }),
]);

/** What a write of a batch came to. */
export type OutboxResult = z.output<typeof OutboxResultSchema>;

/**
 * Queued writes replayed in one request: each is applied in order under its own
 * Idempotency-Key, exactly as its single call (permission, validation, the key's replay, rate
 * limits, the operations' log), and answered one by one. After a write that is not applied,
 * the later writes of the same record are skipped while other records go on; once the session
 * is gone, every later write is skipped. Only calls the outbox may keep are taken: a write to
 * another path is answered 404 (no such call) or 400 (not a call the outbox keeps).
 */
export const OutboxBatch = endpoint({
  path: 'outbox/batch',
  kind: 'mutation',
  permission: 'signedIn',
  // The writes carry their own keys; the batch itself is never kept for later.
  live: true,
  input: z.strictObject({ writes: z.array(OutboxWriteSchema).min(1).max(OUTBOX_BATCH_MAX_WRITES) }),
  output: z.object({ results: z.array(OutboxResultSchema) }),
});

/** The batch's own refusals, per write. */
export const ERRORS = defineErrors({
  outbox_call_refused: {
    status: 400,
    en: 'This change cannot be sent with others: it is not a change the device keeps for later.',
    it: 'Questa modifica non può essere inviata con le altre: non è una modifica che il dispositivo conserva per dopo.',
    es: 'Este cambio no se puede enviar con otros: no es un cambio que el dispositivo guarde para después.',
    fr: "Cette modification ne peut pas être envoyée avec d'autres : ce n'est pas une modification que l'appareil garde pour plus tard.",
    pt: 'Esta alteração não pode ser enviada com outras: não é uma alteração que o dispositivo guarda para depois.',
  },
});
