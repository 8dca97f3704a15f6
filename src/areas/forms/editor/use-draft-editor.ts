import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiError } from '../../../lib/api.ts';
import type { FormDefinition } from '../../../../contract/form-definition.ts';
import { FormDraftSave, FormGet, type Form } from '../../../../contract/forms.ts';
import { call } from '../../../lib/api.ts';
import { storeAnswer, useCached } from '../../../lib/cache/use-cached.ts';
import { usePendingWrites } from '../../../lib/sync/use-outbox.ts';
import type { DraftIssues } from './draft-issues.ts';

const NO_ISSUES: DraftIssues = new Map();

// A pause in the changes this long sends the draft: a few saves a minute while one types.
const AUTOSAVE_MS = 800;
// A pause this long checks the draft (well before it is sent).
const CHECK_PAUSE_MS = 250;

// The value once it has stopped changing for `ms`; the first value at once.
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), settled === null ? 0 : ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the value only
  }, [value]);
  return settled;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Where the draft's saving stands. */
export type DraftSaveState = 'saved' | 'changed' | 'saving' | 'kept' | 'conflict' | 'refused';

/** The Field Editor's draft: read through the cache, changed here, saved by itself at its version. */
export interface DraftEditor {
  status: 'loading' | 'ready' | 'unavailable' | 'refused';
  refusal: ApiError | null;
  record: Form | null;
  draft: FormDefinition | null;
  version: number | null;
  state: DraftSaveState;
  /** The refusal of the last save, when it was refused for another reason than a conflict. */
  error: ApiError | null;
  /** Someone else's record when a save met theirs. */
  conflict: Form | null;
  setDraft(draft: FormDefinition): void;
  /** The draft's problems by path: while there are any, nothing is sent. */
  issues: DraftIssues;
  takeTheirs(): void;
  keepMine(): void;
  /** A newer record from another call (publish, restore) becomes the base. */
  adopt(record: Form): void;
  /** Sends what is waiting now (before publishing). */
  flush(): Promise<boolean>;
}

/**
 * The draft of one form: opens offline from the cache (with a save kept on this device shown
 * over the older stored draft), saves itself a moment after each change through the outbox
 * with the version it was based on, never overwrites what is being typed with an answer, and
 * stops on a conflict until the operator takes theirs or keeps theirs own.
 */
export function useDraftEditor(scope: { company: string; project: string; form: string }, check: (draft: FormDefinition) => DraftIssues): DraftEditor {
  const read = useCached(FormGet, scope);
  const stored = read.data?.entity ?? null;
  const kept = usePendingWrites(FormDraftSave, scope);
  const keptDraft = (kept.at(-1)?.body as { draft?: FormDefinition } | undefined)?.draft ?? null;
  const [draft, setDraftState] = useState<FormDefinition | null>(null);
  const [version, setVersion] = useState<number | null>(null);
  const [state, setState] = useState<DraftSaveState>('saved');
  const [error, setError] = useState<ApiError | null>(null);
  const [conflict, setConflict] = useState<Form | null>(null);
  const saved = useRef<FormDefinition | null>(null);
  const sending = useRef(false);
  const latest = useRef<{ draft: FormDefinition | null; version: number | null }>({ draft: null, version: null });
  // The save reads the newest draft and version when it runs, not those of the render that scheduled it.
  useEffect(() => {
    latest.current = { draft, version };
  }, [draft, version]);
  // Checked once typing pauses, not at each keystroke: a long form's check takes milliseconds.
  const checked = useSettled(draft, CHECK_PAUSE_MS);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the check's words follow the language, its verdict the draft
  const issues = useMemo<DraftIssues>(() => (checked ? check(checked) : NO_ISSUES), [checked]);

  // The stored record arrives (snapshot, server, after a sync): taken when nothing unsaved would be lost.
  useEffect(() => {
    if (!stored) return;
    /* eslint-disable react-hooks/set-state-in-effect -- follows the cache, which lives outside React */
    if (version === null) {
      const start = keptDraft ?? stored.draft;
      saved.current = start;
      setDraftState(start);
      setVersion(stored.version);
      if (keptDraft) setState('kept');
      return;
    }
    if (stored.version > version && draft !== null && same(draft, saved.current)) {
      setVersion(stored.version);
      if (kept.length === 0) {
        saved.current = stored.draft;
        setDraftState(stored.draft);
        setState('saved');
      }
    }
    /* eslint-enable react-hooks/set-state-in-effect */
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the stored record only
  }, [stored?.version, stored?.id]);

  // A save kept on the device shows as soon as the queue is read (it may be read after the record).
  const keptKey = keptDraft ? JSON.stringify(keptDraft) : null;
  useEffect(() => {
    if (!keptDraft || draft === null || !same(draft, saved.current) || same(draft, keptDraft)) return;
    saved.current = keptDraft;
    setDraftState(keptDraft);
    setState('kept');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the kept draft only
  }, [keptKey]);

  const send = useCallback(async (): Promise<boolean> => {
    const { draft: current, version: base } = latest.current;
    if (sending.current || current === null || base === null || same(current, saved.current)) return true;
    sending.current = true;
    setState('saving');
    const result = await call(FormDraftSave, { ...scope, version: base, draft: current });
    sending.current = false;
    if (result.ok && result.queued) {
      saved.current = current;
      setState('kept');
    } else if (result.ok) {
      saved.current = current;
      setVersion(result.data.entity.version);
      latest.current.version = result.data.entity.version;
      void storeAnswer(FormGet, scope, { entity: result.data.entity });
      setError(null);
      setState(latest.current.draft === current ? 'saved' : 'changed');
    } else if (result.error?.code === 'conflict') {
      setConflict((result.current as Form | undefined) ?? null);
      setState('conflict');
      return false;
    } else {
      setError(result.error);
      setState('refused');
      return false;
    }
    return true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the scope's ids are its identity
  }, [scope.company, scope.project, scope.form]);

  // Saves a moment after the last change, unless the draft has problems or a conflict waits.
  useEffect(() => {
    // Each change makes a new draft object: the same object is what was saved (or undone back to it).
    if (draft === null || draft === saved.current || state === 'conflict' || state === 'saving' || issues.size > 0) return;
    const timer = setTimeout(() => void send(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [draft, state, send, issues]);

  // Leaving the screen sends what waits: the pause before a save must not lose the last change.
  const problems = useRef(0);
  useEffect(() => {
    problems.current = issues.size;
  }, [issues]);
  useEffect(
    () => () => {
      if (problems.current === 0) void send();
    },
    [send],
  );

  const status = read.error && ['forbidden', 'not_found', 'validation_failed'].includes(read.error.code) ? 'refused' : draft ? 'ready' : read.settled ? 'unavailable' : 'loading';

  return {
    status,
    refusal: status === 'refused' ? read.error : null,
    record: stored,
    draft,
    version,
    state,
    error,
    conflict,
    setDraft(next) {
      setDraftState(next);
      if (state !== 'conflict' && state !== 'saving') setState(next === saved.current ? 'saved' : 'changed');
    },
    issues,
    takeTheirs() {
      if (!conflict) return;
      saved.current = conflict.draft;
      setDraftState(conflict.draft);
      setVersion(conflict.version);
      setConflict(null);
      setState('saved');
      void storeAnswer(FormGet, scope, { entity: conflict });
    },
    keepMine() {
      if (!conflict) return;
      setVersion(conflict.version);
      latest.current.version = conflict.version;
      setConflict(null);
      setState('changed');
    },
    adopt(record) {
      saved.current = record.draft;
      setDraftState(record.draft);
      setVersion(record.version);
      setState('saved');
      void storeAnswer(FormGet, scope, { entity: record });
    },
    flush: send,
  };
}
