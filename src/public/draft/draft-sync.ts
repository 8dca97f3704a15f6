import type { Answer } from '../../../contract/answer.ts';
import type { Language } from '../../../contract/languages.ts';
import { Autosave } from '../../lib/records/autosave.ts';
import {
  acknowledge,
  beginSubmit,
  emptyDraft,
  hasUnsent,
  saveBody,
  submitRefused,
  withAnswer,
  withBlock,
  withLang,
  type DeviceDraft,
  type PendingSubmit,
  type SaveBody,
} from './draft-state.ts';

/** How a save went: acknowledged, not answered (try later), the session gone, or refused. */
export type SaveOutcome =
  | { kind: 'saved'; revision: number }
  | { kind: 'offline' }
  | { kind: 'signed-out' }
  | { kind: 'refused'; message: string | null };

/** How a submission went. */
export type SubmitOutcome<S = unknown> =
  | { kind: 'submitted'; answer: S }
  | { kind: 'offline' }
  | { kind: 'signed-out' }
  | { kind: 'invalid'; fields: Record<string, string>; message: string | null }
  | { kind: 'refused'; message: string | null };

/** Where the draft stands, as the page tells it. */
export type SyncStatus = 'saved' | 'saving' | 'waiting' | 'signed-out' | 'refused' | 'submitting' | 'submitted';

/** Told of every change of the draft or of where it stands. */
export type SyncListener = (draft: DeviceDraft, status: SyncStatus, message: string | null) => void;

/** What the sync needs: the device's store, the two calls, a key maker and someone to tell. */
export interface DraftSyncDeps<S = unknown> {
  write(draft: DeviceDraft | null): void;
  save(body: SaveBody): Promise<SaveOutcome>;
  submit(pending: PendingSubmit): Promise<SubmitOutcome<S>>;
  newKey(): string;
  onChange?(draft: DeviceDraft, status: SyncStatus, message: string | null): void;
  /** The pause after the last change before it is sent (ms). */
  delayMs?: number;
}

/** The pause before a save: typing goes on, one save carries it all. */
export const SAVE_DELAY_MS = 1000;
const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 60_000;

/** The wait before the n-th retry: 2 s, doubling, at most a minute. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempt - 1));
}

/**
 * A draft's way from the device to the server. Every change is kept on the device at once; a
 * save follows the last change by a second, carrying only the answers changed since the last
 * save the server acknowledged. One request at a time (the editing engine's `Autosave`): changes
 * made meanwhile wait for the next.
 * Without an answer the patch stays on the device and goes again (at once when the connection
 * returns, else after a growing pause), so it is never lost and never sent twice at once.
 * A submission carries what is still unsent, with a key kept until the server answers.
 */
export class DraftSync<S = unknown> {
  private draft: DeviceDraft;
  private status: SyncStatus = 'saved';
  private message: string | null = null;
  private readonly sending: Autosave;
  private attempt = 0;
  private readonly listeners = new Set<SyncListener>();
  /** The server's answer to the submission, once it came. */
  submitted: S | null = null;

  constructor(
    private readonly deps: DraftSyncDeps<S>,
    initial: DeviceDraft,
  ) {
    this.draft = initial;
    this.sending = new Autosave(() => (this.draft.submit ? this.sendSubmit().then(() => undefined) : this.sendSave()), deps.delayMs ?? SAVE_DELAY_MS);
    if (initial.submit) this.status = 'submitting';
    else if (hasUnsent(initial)) this.status = 'waiting';
  }

  /** The draft as it stands. */
  get current(): DeviceDraft {
    return this.draft;
  }

  /** Where the draft stands. */
  get state(): SyncStatus {
    return this.status;
  }

  /** Tells `listener` of every change from now on; returns how to stop. */
  subscribe(listener: SyncListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A changed answer: kept on the device now, sent after the pause. */
  change(key: string, value: Answer | null | undefined): void {
    this.update(withAnswer(this.draft, key, value));
  }

  /** Another block: kept, and sent with the next save. */
  setBlock(block: number): void {
    this.update(withBlock(this.draft, block));
  }

  /** Another language: kept, and sent with the next save. */
  setLang(lang: Language): void {
    this.update(withLang(this.draft, lang));
  }

  private update(next: DeviceDraft): void {
    if (next === this.draft || this.sending.stopped || this.draft.submit) return;
    this.draft = next;
    this.deps.write(next);
    if (this.status === 'saved' || this.status === 'refused') this.tell('saving', null);
    else this.tell(this.status, this.message);
    this.sending.changed();
  }

  private tell(status: SyncStatus, message: string | null): void {
    this.status = status;
    this.message = message;
    this.deps.onChange?.(this.draft, status, message);
    for (const listener of this.listeners) listener(this.draft, status, message);
  }

  /** Sends what waits now (a save running is followed by another if more changed meanwhile). */
  flush(): Promise<void> {
    return this.sending.flush();
  }

  /** The connection is back (or the session): whatever waits goes at once. */
  retryNow(): void {
    this.attempt = 0;
    if (this.draft.submit || hasUnsent(this.draft)) void this.flush();
  }

  private async sendSave(): Promise<void> {
    const body = saveBody(this.draft);
    if (!body) {
      if (this.status !== 'signed-out') this.tell('saved', null);
      return;
    }
    if (this.status !== 'waiting') this.tell('saving', null);
    const outcome = await this.deps.save(body);
    if (this.sending.stopped) return;
    switch (outcome.kind) {
      case 'saved':
        this.attempt = 0;
        this.draft = acknowledge(this.draft, body, outcome.revision);
        this.deps.write(this.draft);
        if (hasUnsent(this.draft)) {
          this.tell('saving', null);
          this.sending.changed();
        } else this.tell('saved', null);
        return;
      case 'offline':
        this.attempt++;
        this.tell('waiting', null);
        this.sending.after(retryDelay(this.attempt));
        return;
      case 'signed-out':
        this.tell('signed-out', null);
        return;
      case 'refused':
        // Kept on the device; the next change tries again.
        this.tell('refused', outcome.message);
        return;
    }
  }

  /**
   * Submits the draft: waits for a save on its way, then sends what is still unsent with a key
   * kept on the device until the server answers, so a retry (after a reload too) is the same submission.
   */
  submit(): Promise<SubmitOutcome<S>> {
    return this.sending.alone(() => {
      this.draft = beginSubmit(this.draft, () => this.deps.newKey());
      this.deps.write(this.draft);
      return this.sendSubmit();
    });
  }

  private async sendSubmit(): Promise<SubmitOutcome<S>> {
    const pending = this.draft.submit!;
    this.tell('submitting', null);
    const outcome = await this.deps.submit(pending);
    if (this.sending.stopped) return outcome;
    switch (outcome.kind) {
      case 'submitted':
        this.attempt = 0;
        this.submitted = outcome.answer;
        this.draft = emptyDraft(this.draft.lang);
        this.deps.write(null);
        this.tell('submitted', null);
        this.stop();
        break;
      case 'offline':
        this.attempt++;
        this.tell('waiting', null);
        this.sending.after(retryDelay(this.attempt));
        break;
      case 'invalid':
        // The server kept the answers in the draft it refused: they are no longer unsent.
        this.finishRefused(true, 'saved', null);
        break;
      case 'signed-out':
        this.finishRefused(false, 'signed-out', null);
        break;
      case 'refused':
        this.finishRefused(false, 'refused', outcome.message);
        break;
    }
    return outcome;
  }

  private finishRefused(keptByServer: boolean, status: SyncStatus, message: string | null): void {
    this.draft = submitRefused(this.draft, keptByServer);
    this.deps.write(this.draft);
    this.tell(status, message);
  }

  /** Starts again after `stop` (the page shows the draft again); a submitted draft stays stopped. */
  start(): void {
    if (this.status !== 'submitted') this.sending.start();
  }

  /** Stops every timer; what waits stays on the device. */
  stop(): void {
    this.sending.stop();
  }
}
