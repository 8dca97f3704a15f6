import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acknowledge,
  beginSubmit,
  emptyDraft,
  mergeServer,
  resumeDraft,
  saveBody,
  submitRefused,
  withAnswer,
  withBlock,
  type DeviceDraft,
  type PendingSubmit,
  type SaveBody,
} from '../../src/public/draft/draft-state.ts';
import { readDraft, writeDraft, forgetDrafts } from '../../src/public/draft/draft-store.ts';
import { DraftSync, retryDelay, type SaveOutcome, type SubmitOutcome } from '../../src/public/draft/draft-sync.ts';

const FILE = { media_id: '7d1c2a4e-5b6f-4a3e-8c9d-0e1f2a3b4c5d', name: 'deck.pdf', size: 1200, type: 'application/pdf' };

describe('the draft on the device', () => {
  it('keeps every change and sends only the answers changed since the last acknowledged save', () => {
    let draft = withAnswer(withAnswer(emptyDraft('en'), 'name', 'Ada'), 'budget', 5000);
    expect(saveBody(draft)).toEqual({ answers: { name: 'Ada', budget: 5000 }, block: 0, lang: 'en' });
    draft = acknowledge(draft, saveBody(draft)!, 1);
    expect(saveBody(draft)).toBeNull();
    expect(draft.revision).toBe(1);

    draft = withAnswer(draft, 'deck', FILE);
    expect(saveBody(draft)?.answers).toEqual({ deck: FILE });
    expect(draft.answers).toEqual({ name: 'Ada', budget: 5000, deck: FILE });
  });

  it('sends a cleared answer as null, and an emptied text as a cleared answer', () => {
    let draft = acknowledge(withAnswer(emptyDraft('en'), 'name', 'Ada'), { answers: { name: 'Ada' }, block: 0, lang: 'en' }, 1);
    draft = withAnswer(draft, 'name', '');
    expect(draft.answers).toEqual({});
    expect(saveBody(draft)?.answers).toEqual({ name: null });
  });

  it('keeps a change made while a save was on its way for the next save', () => {
    let draft = withAnswer(emptyDraft('en'), 'name', 'Ad');
    const sent = saveBody(draft)!;
    draft = withAnswer(withAnswer(draft, 'name', 'Ada'), 'email', 'ada@example.com');
    draft = acknowledge(draft, sent, 1);
    expect(saveBody(draft)?.answers).toEqual({ name: 'Ada', email: 'ada@example.com' });
  });

  it('sends the block and the language when they change, and only until acknowledged', () => {
    let draft = withBlock(emptyDraft('en'), 2);
    expect(saveBody(draft)).toEqual({ answers: {}, block: 2, lang: 'en' });
    draft = acknowledge(draft, saveBody(draft)!, 3);
    expect(saveBody(draft)).toBeNull();
  });
});

describe("the server's draft and the device's", () => {
  it("resumes the server's draft with the device's unsent changes over it", () => {
    let device = withAnswer(emptyDraft('en'), 'name', 'Ada');
    device = acknowledge(device, saveBody(device)!, 1);
    device = withAnswer(withAnswer(device, 'city', 'Turin'), 'phone', null);
    const server = { answers: { name: 'Ada L.', phone: '+39 02 123456', budget: 1000 }, block: 1, revision: 4 };
    const merged = mergeServer(device, server, 'en');
    expect(merged.answers).toEqual({ name: 'Ada L.', budget: 1000, city: 'Turin' });
    expect(merged.pending).toEqual({ city: 'Turin', phone: null });
    expect(merged.block).toBe(1);
    expect(merged.revision).toBe(4);
  });

  it('takes the block this device moved to while it is unsent, else the one another device saved', () => {
    const moved = withBlock(emptyDraft('en'), 2);
    expect(mergeServer(moved, { answers: {}, block: 1, revision: 2 }, 'en').block).toBe(2);
    expect(mergeServer(acknowledge(moved, saveBody(moved)!, 1), { answers: {}, block: 1, revision: 2 }, 'en').block).toBe(1);
  });

  it('brings back nothing the server no longer has: a draft submitted or erased elsewhere', () => {
    let device = withAnswer(emptyDraft('en'), 'name', 'Ada');
    device = acknowledge(device, saveBody(device)!, 1);
    expect(mergeServer(device, null, 'en').answers).toEqual({});
  });

  it("keeps the device's own draft when the server's is only a copy kept on the device (offline)", () => {
    let device = withAnswer(emptyDraft('en'), 'name', 'Ada');
    device = withAnswer(acknowledge(device, saveBody(device)!, 1), 'city', 'Turin');
    expect(resumeDraft(device, null, false, 'en')).toBe(device);
    expect(resumeDraft(device, null, true, 'en').answers).toEqual({ city: 'Turin' });
    expect(resumeDraft(null, { answers: { name: 'Ada' }, block: 0, revision: 1 }, false, 'en').answers).toEqual({ name: 'Ada' });
  });

  it('starts on a new device from the server alone', () => {
    const merged = mergeServer(null, { answers: { name: 'Ada' }, block: 1, revision: 7 }, 'fr');
    expect(merged).toMatchObject({ answers: { name: 'Ada' }, pending: {}, block: 1, lang: 'fr', revision: 7 });
  });
});

describe('the submission key', () => {
  it('is made once and kept, with the same body, until the server answers', () => {
    let keys = 0;
    const newKey = () => `key-${++keys}`;
    let draft = beginSubmit(withAnswer(emptyDraft('en'), 'name', 'Ada'), newKey);
    expect(draft.submit).toEqual({ key: 'key-1', body: { answers: { name: 'Ada' }, lang: 'en' } });
    // A retry (after a reload too) is the same submission.
    draft = beginSubmit(JSON.parse(JSON.stringify(draft)) as DeviceDraft, newKey);
    expect(draft.submit?.key).toBe('key-1');
    // Refused: the key is spent, and the answers it carried are the server's now.
    draft = submitRefused(draft, true);
    expect(draft.submit).toBeNull();
    expect(saveBody(draft)).toBeNull();
    expect(beginSubmit(draft, newKey).submit?.key).toBe('key-2');
  });
});

describe('the draft kept by project, form and email', () => {
  beforeEach(() => localStorage.clear());

  it('is read back as written, apart for each person, and forgotten per person', () => {
    const place = { company: 'aurora', project: 'premio', form: 'candidatura', email: 'Ada@Example.com' };
    const other = { ...place, email: 'bob@example.com' };
    writeDraft(place, withAnswer(emptyDraft('en'), 'name', 'Ada'));
    writeDraft(other, withAnswer(emptyDraft('en'), 'name', 'Bob'));
    expect(readDraft({ ...place, email: 'ada@example.com' })?.answers).toEqual({ name: 'Ada' });
    forgetDrafts('aurora', 'premio', 'ada@example.com');
    expect(readDraft(place)).toBeNull();
    expect(readDraft(other)?.answers).toEqual({ name: 'Bob' });
  });
});

// A server that answers as told, and records what it was sent.
function fakeServer() {
  const saves: SaveBody[] = [];
  const submits: PendingSubmit[] = [];
  const state = { online: true, status: 'ok' as 'ok' | 'signed-out', revision: 0, submitAnswer: null as SubmitOutcome<string> | null };
  const save = vi.fn(async (body: SaveBody): Promise<SaveOutcome> => {
    await Promise.resolve();
    if (!state.online) return { kind: 'offline' };
    if (state.status === 'signed-out') return { kind: 'signed-out' };
    saves.push(body);
    return { kind: 'saved', revision: ++state.revision };
  });
  const submit = vi.fn(async (pending: PendingSubmit): Promise<SubmitOutcome<string>> => {
    await Promise.resolve();
    if (!state.online) return { kind: 'offline' };
    submits.push(pending);
    return state.submitAnswer ?? { kind: 'submitted', answer: 'thanks' };
  });
  return { saves, submits, state, save, submit };
}

function makeSync(server: ReturnType<typeof fakeServer>, initial = emptyDraft('en'), keys = { n: 0 }) {
  const stored: { draft: DeviceDraft | null } = { draft: initial };
  const sync = new DraftSync<string>(
    { write: (draft) => (stored.draft = draft), save: server.save, submit: server.submit, newKey: () => `key-${++keys.n}` },
    initial,
  );
  return { sync, stored };
}

describe('the way of the draft to the server', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one save a second after the last change, with every change typed meanwhile', async () => {
    const server = fakeServer();
    const { sync, stored } = makeSync(server);
    sync.change('name', 'A');
    await vi.advanceTimersByTimeAsync(500);
    sync.change('name', 'Ada');
    sync.change('email', 'ada@example.com');
    expect(stored.draft?.answers).toEqual({ name: 'Ada', email: 'ada@example.com' });
    await vi.advanceTimersByTimeAsync(999);
    expect(server.saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.saves).toEqual([{ answers: { name: 'Ada', email: 'ada@example.com' }, block: 0, lang: 'en' }]);
    expect(sync.state).toBe('saved');
    expect(stored.draft?.pending).toEqual({});
  });

  it('keeps the patch on the device without a connection, retries with growing pauses, and sends it once when the connection returns', async () => {
    const server = fakeServer();
    server.state.online = false;
    const { sync, stored } = makeSync(server);
    sync.change('name', 'Ada');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sync.state).toBe('waiting');
    expect(stored.draft?.pending).toEqual({ name: 'Ada' });
    await vi.advanceTimersByTimeAsync(retryDelay(1));
    await vi.advanceTimersByTimeAsync(retryDelay(2));
    expect(server.save).toHaveBeenCalledTimes(3);
    expect(retryDelay(2)).toBe(2 * retryDelay(1));
    expect(retryDelay(20)).toBe(60_000);

    sync.change('city', 'Turin');
    server.state.online = true;
    sync.retryNow();
    sync.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.saves).toEqual([{ answers: { name: 'Ada', city: 'Turin' }, block: 0, lang: 'en' }]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.saves).toHaveLength(1);
    expect(stored.draft?.pending).toEqual({});
  });

  it('sends one save at a time: a change made during a save goes in the next one', async () => {
    const server = fakeServer();
    let release!: () => void;
    server.save.mockImplementationOnce(async (body) => {
      await new Promise<void>((resolve) => (release = resolve));
      server.saves.push(body);
      return { kind: 'saved', revision: 1 };
    });
    const { sync } = makeSync(server);
    sync.change('name', 'Ada');
    await vi.advanceTimersByTimeAsync(1000);
    sync.change('name', 'Ada L.');
    void sync.flush();
    expect(server.save).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.saves.map((body) => body.answers)).toEqual([{ name: 'Ada' }, { name: 'Ada L.' }]);
  });

  it('stops when the session has ended, keeping the patch, and goes on once it is back', async () => {
    const server = fakeServer();
    server.state.status = 'signed-out';
    const { sync, stored } = makeSync(server);
    sync.change('name', 'Ada');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sync.state).toBe('signed-out');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.save).toHaveBeenCalledTimes(1);
    expect(stored.draft?.pending).toEqual({ name: 'Ada' });
  });

  it('submits what is still unsent with a key kept until answered: offline, after a reload, and online again it is one submission', async () => {
    const server = fakeServer();
    const keys = { n: 0 };
    const first = makeSync(server, emptyDraft('en'), keys);
    first.sync.change('name', 'Ada');
    await vi.advanceTimersByTimeAsync(1000);
    first.sync.change('email', 'ada@example.com');
    server.state.online = false;
    const outcome = await first.sync.submit();
    expect(outcome.kind).toBe('offline');
    expect(first.stored.draft?.submit).toEqual({ key: 'key-1', body: { answers: { email: 'ada@example.com' }, lang: 'en' } });
    // No change is taken while the submission waits.
    first.sync.change('email', 'other@example.com');
    expect(first.stored.draft?.submit?.body.answers).toEqual({ email: 'ada@example.com' });
    first.sync.stop();

    // The page is reloaded: the kept submission goes again with its key.
    const second = makeSync(server, JSON.parse(JSON.stringify(first.stored.draft)) as DeviceDraft, keys);
    expect(second.sync.state).toBe('submitting');
    server.state.online = true;
    await second.sync.flush();
    expect(server.submits).toEqual([{ key: 'key-1', body: { answers: { email: 'ada@example.com' }, lang: 'en' } }]);
    expect(second.sync.state).toBe('submitted');
    expect(second.sync.submitted).toBe('thanks');
    expect(second.stored.draft).toBeNull();
  });

  it('marks the fields a refused submission names, and the next attempt has a new key', async () => {
    const server = fakeServer();
    server.state.submitAnswer = { kind: 'invalid', fields: { name: 'Name field is required' }, message: null };
    const { sync, stored } = makeSync(server);
    sync.change('email', 'ada@example.com');
    const outcome = await sync.submit();
    expect(outcome).toEqual({ kind: 'invalid', fields: { name: 'Name field is required' }, message: null });
    expect(stored.draft?.submit).toBeNull();
    expect(stored.draft?.pending).toEqual({});
    server.state.submitAnswer = null;
    sync.change('name', 'Ada');
    await sync.submit();
    expect(server.submits.map((submit) => submit.key)).toEqual(['key-1', 'key-2']);
    expect(server.submits[1]!.body.answers).toEqual({ name: 'Ada' });
  });
});
