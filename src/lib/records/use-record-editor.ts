import { useForm, type UseFormReturnType } from '@mantine/form';
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { Endpoint, EndpointInput, EndpointOutput } from '../../../contract/endpoint.ts';
import { call, type ApiError } from '../api.ts';
import { noticeSuccess } from '../notices.ts';
import { EditSession, type RecordConflict, type SessionDeps, type VersionedRecord } from './edit-session.ts';
import { saveOutcome, type SaveOutcome, type SaveRefusal } from './save-outcome.ts';
import { useOnePer } from './use-one-per.ts';
import { useRecordSource, type RecordRead, type RecordSource, type RecordStatus } from './use-record-source.ts';

/** What a form's values may be: Mantine's own bound, which interfaces meet. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound of @mantine/form's useForm
export type FormValues = Record<string, any>;

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
   * A save that must not wait on the device (its values carry a secret, a relay's password): it is
   * sent live, without an Idempotency-Key, so the outbox never keeps it; without a connection it
   * is told as unreachable.
   */
  secret?(values: V): boolean;
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

type Settle<R, V> = (outcome: SaveOutcome<R>, values: V | null, created: boolean, message: string, undo?: (record: R) => void) => void;

// The session of one record form: made once, calling back into the newest render's form and options, following the stored record.
function useFormSession<G extends Endpoint, S extends Endpoint, R extends VersionedRecord, V extends FormValues>(
  options: RecordEditorOptions<G, S, R, V>,
  form: UseFormReturnType<V>,
  source: RecordSource<R>,
): EditSession<R, V> {
  const deps: SessionDeps<R, V> = {
    toValue: options.toValues,
    fromBody: (body) => options.fromBody(body as EndpointInput<S>),
    send: async (values, base) => {
      const save = options.secret?.(values) ? { ...options.save, live: true } : options.save;
      return saveOutcome(await call(save, ...([options.payload(values, base)] as [EndpointInput<S>])), options.saved, options.texts.unreachable);
    },
    dirty: () => form.isDirty(),
    show: (values) => showValues(form, values),
    store: source.store,
  };
  const session = useOnePer(JSON.stringify([options.read?.endpoint.path ?? null, options.read?.payload ?? null]), () => new EditSession<R, V>(deps));
  useLayoutEffect(() => session.configure(deps));
  const { stored, kept } = source;
  useEffect(() => {
    if (stored) session.follow(stored, kept);
  }, [session, stored, kept]);
  return session;
}

function showValues<V extends FormValues>(form: UseFormReturnType<V>, values: V): void {
  form.setValues(values);
  form.resetDirty(values);
}

// What the form does with a save's outcome, told before the session stops saying it is saving.
function outcomeHandler<R extends VersionedRecord, V extends FormValues>(
  options: Pick<RecordEditorOptions<Endpoint, Endpoint, R, V>, 'toValues' | 'fieldOf' | 'onSaved' | 'onQueued'>,
  form: UseFormReturnType<V>,
  setError: (error: string | null) => void,
): Settle<R, V> {
  // Told once: on its fields when the refusal names fields the form shows, else beside the action.
  const refuse = (refusal: SaveRefusal) => {
    const shown = Object.keys(form.getValues());
    const fieldOf = options.fieldOf ?? ((path: string) => (shown.includes(path) ? path : null));
    const placed = Object.entries(refusal.fields).map(([path, message]) => [fieldOf(path), message] as const);
    form.setErrors(options.fieldOf ? Object.fromEntries(placed.filter(([field]) => field !== null)) : refusal.fields);
    setError(placed.some(([field]) => field !== null) ? null : refusal.message);
  };
  return (outcome, values, created, message, undo) => {
    if (outcome.kind === 'applied') {
      showValues(form, options.toValues(outcome.record));
      noticeSuccess(message, undo && (() => undo(outcome.record)));
      options.onSaved?.(outcome.record, created);
    } else if (outcome.kind === 'kept' && values !== null) {
      // Kept for later: the record's pending notice says so until it is sent, and what was typed stays as the form's starting point.
      form.resetDirty(values);
      options.onQueued?.(created);
    } else if (outcome.kind === 'refused') {
      refuse(outcome);
    }
  };
}

/**
 * The editing engine's save on demand, for every screen that edits a record in a form with a Save
 * button (the action bar and its leave guard are `RecordForm`'s): it reads the record through the
 * cache (so the screen opens offline with its last data), and its session keeps the version a
 * change is based on, saves through the outbox, shows a save kept on the device over the older
 * stored record, and resolves a conflict either way. A change always names the record it was made
 * on: a record that cannot be read is not offered for editing, never as an empty form to create.
 */
export function useRecordEditor<G extends Endpoint, S extends Endpoint, R extends VersionedRecord, V extends FormValues>(
  options: RecordEditorOptions<G, S, R, V>,
): RecordEditor<R, V> {
  const form = useForm<V>({ mode: 'controlled', initialValues: options.empty, validate: options.validate as never });
  const source = useRecordSource(options.read, options.save, (stored: R) => options.payload(options.toValues(stored), stored) as Record<string, unknown>);
  const session = useFormSession(options, form, source);
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const [error, setError] = useState<string | null>(null);
  const settle = outcomeHandler<R, V>(options, form, setError);

  const save = async (values: V) => {
    // A record that is not loaded is never saved as a new one: its screen offers no form.
    if (options.read && session.base() === null) return;
    const created = session.base() === null;
    setError(null);
    await session.save(values, (outcome) => settle(outcome, values, created, options.texts.saved));
  };

  return {
    form,
    status: source.status(source.stored !== null && state.version !== null),
    refusal: source.refusal,
    record: source.stored,
    pending: source.kept !== null,
    error,
    conflict: state.conflict,
    busy: state.phase === 'saving',
    submit: form.onSubmit((values) => void save(values)),
    takeTheirs: () => void session.takeTheirs(),
    keepMine() {
      if (session.keepMine()) void save(form.getValues());
    },
    async run(endpoint, payload, saved, message, undo) {
      setError(null);
      const send = async () => saveOutcome(await call(endpoint, ...([payload] as [EndpointInput<typeof endpoint>])), saved, options.texts.unreachable);
      await session.run(send, (outcome) => settle(outcome, null, false, message, undo));
    },
  };
}
