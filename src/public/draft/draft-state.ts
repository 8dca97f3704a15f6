import type { Answer, Answers } from '../../../contract/answer.ts';
import { jsonEqual } from '../../../contract/json-equal.ts';
import type { Language } from '../../../contract/languages.ts';

/** Answers changed since the last save the server acknowledged: a value sets one, null clears it. */
export type Patch = Record<string, Answer | null>;

/** What `draft/save` carries. */
export interface SaveBody {
  answers: Patch;
  block: number;
  lang: Language;
}

/** What `submit` carries: the answers still unsent and the language. */
export interface SubmitBody {
  answers: Patch;
  lang: Language;
}

/** A submission sent and not answered yet: the same key and body go again until an answer comes. */
export interface PendingSubmit {
  key: string;
  body: SubmitBody;
}

/** A person's draft of one form as this device holds it. */
export interface DeviceDraft {
  /** Every answer as the person sees it: the server's draft with the unsent changes over it. */
  answers: Answers;
  /** The changes the server has not acknowledged yet. */
  pending: Patch;
  /** The block they are on, and whether the server has not heard of it yet. */
  block: number;
  blockPending: boolean;
  lang: Language;
  /** The server draft's revision last taken in. */
  revision: number | null;
  submit: PendingSubmit | null;
}

/** A new, empty draft. */
export function emptyDraft(lang: Language): DeviceDraft {
  return { answers: {}, pending: {}, block: 0, blockPending: false, lang, revision: null, submit: null };
}

// An emptied text clears the answer, as the server takes it.
const normalise = (value: Answer | null | undefined): Answer | null => (value === undefined || value === '' ? null : value);

function applyPatch(answers: Answers, patch: Patch): Answers {
  const next: Answers = { ...answers };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

/** The draft with one answer changed, kept as a change to send. */
export function withAnswer(draft: DeviceDraft, key: string, value: Answer | null | undefined): DeviceDraft {
  const next = normalise(value);
  return { ...draft, answers: applyPatch(draft.answers, { [key]: next }), pending: { ...draft.pending, [key]: next } };
}

/** The draft on another block. */
export function withBlock(draft: DeviceDraft, block: number): DeviceDraft {
  return block === draft.block ? draft : { ...draft, block, blockPending: true };
}

/** The draft in another language (sent with the next save). */
export function withLang(draft: DeviceDraft, lang: Language): DeviceDraft {
  return lang === draft.lang ? draft : { ...draft, lang, blockPending: true };
}

/** Whether the device holds changes the server has not acknowledged. */
export function hasUnsent(draft: DeviceDraft): boolean {
  return draft.blockPending || Object.keys(draft.pending).length > 0;
}

/** The save to send now, or null when the server knows everything. */
export function saveBody(draft: DeviceDraft): SaveBody | null {
  if (!hasUnsent(draft)) return null;
  return { answers: { ...draft.pending }, block: draft.block, lang: draft.lang };
}

/**
 * The draft once the server acknowledged `sent`: each change it carried leaves the patch, unless
 * the person changed that answer again meanwhile (then the newer value still waits).
 */
export function acknowledge(draft: DeviceDraft, sent: { answers: Patch; block?: number; lang: Language }, revision: number | null): DeviceDraft {
  const pending: Patch = {};
  for (const [key, value] of Object.entries(draft.pending)) {
    if (!(key in sent.answers) || !jsonEqual(sent.answers[key], value)) pending[key] = value;
  }
  const blockKnown = sent.block !== undefined && sent.block === draft.block && sent.lang === draft.lang;
  return { ...draft, pending, blockPending: draft.blockPending && !blockKnown, revision: revision ?? draft.revision };
}

/** The server's draft of a form as the form call answers it. */
export interface ServerDraft {
  answers: Record<string, unknown>;
  block: number;
  revision: number;
}

/**
 * The draft to resume: the server's (what any device saved) with this device's unsent changes
 * over it. What the device had that the server acknowledged is the server's to say: a draft
 * submitted or erased elsewhere is not brought back.
 */
export function mergeServer(device: DeviceDraft | null, server: ServerDraft | null, lang: Language): DeviceDraft {
  const base = device ?? emptyDraft(lang);
  const answers = applyPatch((server?.answers ?? {}) as Answers, base.pending);
  const block = base.blockPending ? base.block : (server?.block ?? 0);
  return { ...base, answers, block, revision: server?.revision ?? null };
}

/**
 * The draft to show when the form opens: merged with the server's when the server just said what
 * it holds; without its word (offline, the form read from the device's copy), the device's own
 * draft, which is newer than any copy of the server's it kept.
 */
export function resumeDraft(device: DeviceDraft | null, server: ServerDraft | null, serverKnown: boolean, lang: Language): DeviceDraft {
  return serverKnown || !device ? mergeServer(device, server, lang) : device;
}

/** The draft with a submission started: a submission already waiting keeps its key and body. */
export function beginSubmit(draft: DeviceDraft, newKey: () => string): DeviceDraft {
  if (draft.submit) return draft;
  return { ...draft, submit: { key: newKey(), body: { answers: { ...draft.pending }, lang: draft.lang } } };
}

/**
 * The draft once the server refused the submission: its key is spent (a new attempt gets a new
 * one), and the changes it carried are the server's now (it keeps them in the draft it refused).
 */
export function submitRefused(draft: DeviceDraft, keptByServer: boolean): DeviceDraft {
  const sent = draft.submit?.body;
  const next = { ...draft, submit: null };
  return sent && keptByServer ? acknowledge(next, { answers: sent.answers, lang: sent.lang }, null) : next;
}
