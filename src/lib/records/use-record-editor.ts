import { useForm, type UseFormReturnType } from '@mantine/form';
import { useEffect, useState } from 'react';
import { buildCall, type Endpoint, type EndpointInput, type EndpointOutput } from '../../../contract/endpoint.ts';
import { call, type ApiError } from '../api.ts';
import { storeAnswer, useCached } from '../cache/use-cached.ts';
import { formFailure } from '../form-errors.ts';
import { noticeSuccess } from '../notices.ts';
import { recordOf } from '../outbox/record.ts';
import { useOutboxEntries } from '../sync/use-outbox.ts';

/** What a form's values may be: Mantine's own bound, which interfaces meet. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound of @mantine/form's useForm
export type FormValues = Record<string, any>;

/** A stored record a form edits: the version it was read at goes with every change. */
export interface VersionedRecord {
  id: string;
  version: number;
}

/** How a record is read: through the cache, so that it opens offline with its last answer. */
export interface RecordRead<G extends Endpoint, R> {
  endpoint: G;
  payload: EndpointInput<G>;
  /** The record in the answer. */
  record(answer: EndpointOutput<G>): R;
  /** The answer that holds a record, to store a saved record as if it had been read. */
  answer(record: R): EndpointOutput<G>;
}

/** What a record editor needs to know of its record, its form and its calls. */
export interface RecordEditorOptions<G extends Endpoint, S extends Endpoint, R extends VersionedRecord, V extends FormValues> {
  /** The stored record to edit, or null for a new one. */
  read: RecordRead<G, R> | null;
  /** The mutation that saves the record (and creates it, for a new one). */
  save: S;
  /** The save's payload: the values on the record's version; a new record has neither id nor version. */
  payload(values: V, base: R | null): EndpointInput<S>;
  /** The record a save answers with. */
  saved(answer: EndpointOutput<S>): R;
  /** The form's values of a stored record. */
  toValues(record: R): V;
  /** The form's values of a save kept on the device and not sent yet (its body as the contract types it). */
  fromBody(body: EndpointInput<S>): V;
  /** The values of a new record. */
  empty: V;
  /** The form's own check, before anything is sent (the contract's schema, in the screen's words). */
  validate(values: V): Partial<Record<keyof V & string, string>>;
  texts: { saved: string; unreachable: string };
  /**
   * The form's field that shows an error the server names by the save's own path, where the two
   * differ (`assignment.per_submission` on the form's `per_submission`, `criteria.2.label` on a
   * row's own), or null when the form shows no field for it. Left out, a refusal is told on the
   * form's fields when it names them by their own names.
   */
  fieldOf?(path: string): string | null;
  /** After a save the server applied; `created` for a new record. */
  onSaved?(record: R, created: boolean): void;
  /** After a save kept on the device for later. */
  onQueued?(created: boolean): void;
}

/** Where the editor stands: the record is read, it cannot be read (offline, never opened here), or refused. */
export type RecordStatus = 'loading' | 'ready' | 'unavailable' | 'refused';

/** A save refused because someone else saved first, with their record as the 409 carried it. */
export interface RecordConflict<R> {
  message: string;
  current: R | null;
}

/** What a screen shows and does with its record. */
export interface RecordEditor<R, V> {
  form: UseFormReturnType<V>;
  status: RecordStatus;
  /** The refusal of the read (no right, no such record). */
  refusal: ApiError | null;
  /** The stored record, or null for a new one. */
  record: R | null;
  /** Saves made on this device wait to be sent. */
  pending: boolean;
  /**
   * The form's one error (a refusal that names no field, no answer), for the action bar;
   * a success is told as a short notice instead, and a field's error on its field.
   */
  error: string | null;
  conflict: RecordConflict<R> | null;
  busy: boolean;
  submit(event?: React.FormEvent<HTMLFormElement>): void;
  /** Takes the other operator's record into the form. */
  takeTheirs(): void;
  /** Saves the form again on the other operator's version. */
  keepMine(): void;
  /**
   * Runs a change of the record (archive) with the conflict and error handling of a save; its
   * success notice offers `undo` when given.
   */
  run<M extends Endpoint>(
    endpoint: M,
    payload: EndpointInput<M>,
    saved: (answer: EndpointOutput<M>) => R,
    message: string,
    undo?: (record: R) => void,
  ): Promise<void>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One record's editor for every screen that edits a record: it reads the record through the
 * cache (so the screen opens offline with its last data), keeps the version a change is based
 * on, saves through the outbox, shows a save kept on the device over the older stored record,
 * and resolves a conflict either way. A change always names the record it was made on: a
 * record that cannot be read is not offered for editing, never as an empty form to create.
 */
export function useRecordEditor<G extends Endpoint, S extends Endpoint, R extends VersionedRecord, V extends FormValues>(
  options: RecordEditorOptions<G, S, R, V>,
): RecordEditor<R, V> {
  const { read: readOptions } = options;
  const form = useForm<V>({ mode: 'controlled', initialValues: options.empty, validate: options.validate as never });
  const read = useCached(readOptions?.endpoint ?? null, readOptions?.payload);
  const stored = read.data && readOptions ? readOptions.record(read.data as EndpointOutput<G>) : null;
  const [version, setVersion] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<RecordConflict<R> | null>(null);
  const [busy, setBusy] = useState(false);
  // The values of the last save kept for later: once the server applied them, their record is ours.
  const [kept, setKept] = useState<V | null>(null);
  const queued = useQueuedValues(options, stored);

  const show = (values: V) => {
    form.setValues(values);
    form.resetDirty(values);
  };

  // The stored record arrives (the snapshot, then the server's answer, then after each sync).
  // A newer one is taken when nothing typed would be lost or when it holds the kept save;
  // otherwise the next save meets it as a conflict, as it should.
  useEffect(() => {
    if (!stored) return;
    // The stored record comes from outside React (the cache, a sync): following it is this effect's job.
    /* eslint-disable react-hooks/set-state-in-effect */
    if (version === null) {
      setVersion(stored.version);
      show(queued ?? options.toValues(stored));
      return;
    }
    if (stored.version <= version) return;
    if (!form.isDirty()) {
      setVersion(stored.version);
      show(queued ?? options.toValues(stored));
    } else if (kept !== null && same(options.toValues(stored), kept)) {
      setVersion(stored.version);
    }
    /* eslint-enable react-hooks/set-state-in-effect */
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the stored record only
  }, [stored?.version, stored?.id]);

  // A save kept on the device shows as soon as the queue is read (it may be read after the record).
  const queuedKey = queued ? JSON.stringify(queued) : null;
  useEffect(() => {
    if (queued && version !== null && !form.isDirty()) show(queued);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the kept values only
  }, [queuedKey]);

  const base = (): R | null => (stored && version !== null ? { ...stored, version } : null);

  const succeed = (record: R, message: string, created: boolean, undo?: (record: R) => void) => {
    setVersion(record.version);
    setConflict(null);
    setKept(null);
    show(options.toValues(record));
    noticeSuccess(message, undo && (() => undo(record)));
    if (readOptions) void storeAnswer(readOptions.endpoint, readOptions.payload, readOptions.answer(record));
    options.onSaved?.(record, created);
  };

  const fail = (result: { status: number; error: ApiError | null; current?: unknown }) => {
    const failure = formFailure({ ok: false, ...result }, options.texts.unreachable);
    if (result.error?.code === 'conflict') {
      setConflict({ message: failure.message, current: (result.current as R | undefined) ?? null });
      return;
    }
    // Told once: on its fields when the refusal names fields the form shows, else beside the action.
    const shown = Object.keys(form.getValues());
    const fieldOf = options.fieldOf ?? ((path: string) => (shown.includes(path) ? path : null));
    const placed = Object.entries(failure.fields).map(([path, message]) => [fieldOf(path), message] as const);
    form.setErrors(options.fieldOf ? Object.fromEntries(placed.filter(([field]) => field !== null)) : failure.fields);
    setError(placed.some(([field]) => field !== null) ? null : failure.message);
  };

  const save = async (values: V) => {
    // A record that is not loaded is never saved as a new one: its screen offers no form.
    if (readOptions && base() === null) return;
    setBusy(true);
    setError(null);
    const created = base() === null;
    const result = await call(options.save, ...([options.payload(values, base())] as [EndpointInput<S>]));
    setBusy(false);
    if (result.ok && result.queued) {
      // Kept for later: the record's pending notice says so until it is sent, and what was typed
      // stays as the form's starting point.
      setKept(values);
      form.resetDirty(values);
      options.onQueued?.(created);
    } else if (result.ok) {
      succeed(options.saved(result.data as EndpointOutput<S>), options.texts.saved, created);
    } else {
      fail(result);
    }
  };

  const run: RecordEditor<R, V>['run'] = async (endpoint, payload, saved, message, undo) => {
    setError(null);
    const result = await call(endpoint, ...([payload] as [EndpointInput<typeof endpoint>]));
    if (result.ok && result.queued) return;
    if (result.ok) succeed(saved(result.data as EndpointOutput<typeof endpoint>), message, false, undo);
    else fail(result);
  };

  const status: RecordStatus =
    readOptions === null
      ? 'ready'
      : read.error && ['forbidden', 'not_found', 'validation_failed'].includes(read.error.code)
        ? 'refused'
        : stored && version !== null
          ? 'ready'
          : read.settled && !stored
            ? 'unavailable'
            : 'loading';

  return {
    form,
    status,
    refusal: status === 'refused' ? read.error : null,
    record: stored,
    pending: queued !== null,
    error,
    conflict,
    busy,
    submit: form.onSubmit((values) => void save(values)),
    takeTheirs() {
      const current = conflict?.current;
      if (!current) return;
      setVersion(current.version);
      setConflict(null);
      show(options.toValues(current));
      if (readOptions) void storeAnswer(readOptions.endpoint, readOptions.payload, readOptions.answer(current));
    },
    keepMine() {
      const current = conflict?.current;
      if (!current || !stored) return;
      setConflict(null);
      setVersion(current.version);
      const values = form.getValues();
      void (async () => {
        setBusy(true);
        const result = await call(options.save, ...([options.payload(values, { ...stored, version: current.version })] as [EndpointInput<S>]));
        setBusy(false);
        if (result.ok && result.queued) setKept(values);
        else if (result.ok) succeed(options.saved(result.data as EndpointOutput<S>), options.texts.saved, false);
        else fail(result);
      })();
    },
    run,
  };
}

/**
 * The values of the newest save of this record kept on the device and not sent yet, or null:
 * after a reload offline the form shows what was saved, not the older stored record.
 */
function useQueuedValues<S extends Endpoint, R extends VersionedRecord, V extends FormValues>(
  options: Pick<RecordEditorOptions<Endpoint, S, R, V>, 'save' | 'payload' | 'toValues' | 'fromBody'>,
  stored: R | null,
): V | null {
  const entries = useOutboxEntries() ?? [];
  if (!stored) return null;
  const { path, body } = buildCall(options.save.path, options.payload(options.toValues(stored), stored) as Record<string, unknown>);
  const record = recordOf(path, body, '');
  const newest = entries.filter((entry) => entry.record === record && entry.path === path).at(-1);
  return newest ? options.fromBody(newest.body as EndpointInput<S>) : null;
}
