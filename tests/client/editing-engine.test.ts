import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosave } from '../../src/lib/records/autosave.ts';
import { DraftSession, type DraftDeps } from '../../src/lib/records/draft-session.ts';
import { EditSession, type SessionDeps } from '../../src/lib/records/edit-session.ts';
import { issueView, shownIssues, type Issues } from '../../src/lib/records/issues.ts';
import type { SaveOutcome } from '../../src/lib/records/save-outcome.ts';

interface Note {
  id: string;
  version: number;
  text: string;
}

const NOTE: Note = { id: 'n1', version: 3, text: 'Stored' };

/** A screen holding one text, as the session sees it: what it shows, and whether it was typed into. */
function screen(send: (value: string, base: Note | null) => Promise<SaveOutcome<Note>>) {
  const held = { shown: null as string | null, typed: false, stored: [] as Note[] };
  const deps: SessionDeps<Note, string> = {
    toValue: (note) => note.text,
    fromBody: (body) => (body as { text: string }).text,
    send,
    dirty: () => held.typed,
    show: (value) => {
      held.shown = value;
      held.typed = false;
    },
    store: (note) => held.stored.push(note),
  };
  return { held, session: new EditSession<Note, string>(deps) };
}

const applied = (record: Note): SaveOutcome<Note> => ({ kind: 'applied', record });

describe("the editing engine's session", () => {
  it('shows the stored record, then a save kept on the device over it, and follows a newer record only when nothing typed is lost', () => {
    const { held, session } = screen(() => Promise.resolve({ kind: 'kept' }));

    session.follow(NOTE, null);
    expect(held.shown).toBe('Stored');
    session.follow(NOTE, { key: 'k1', body: { text: 'Kept' } });
    expect(held.shown).toBe('Kept');
    expect(session.base()).toEqual(NOTE);

    held.typed = true;
    session.follow({ ...NOTE, version: 4, text: 'Theirs' }, null);
    expect(held.shown).toBe('Kept');
    expect(session.getState().version).toBe(3);
    held.typed = false;
    session.follow({ ...NOTE, version: 5, text: 'Newer' }, null);
    expect(held.shown).toBe('Newer');
    expect(session.base()).toEqual({ ...NOTE, version: 5, text: 'Newer' });
  });

  it('takes the version of a newer record that holds the save kept here, even while the screen was typed into since', async () => {
    const { held, session } = screen(() => Promise.resolve({ kind: 'kept' }));
    session.follow(NOTE, null);

    await session.save('Mine, offline');
    expect(session.getState().kept).toBe(true);
    held.typed = true;
    session.follow({ ...NOTE, version: 4, text: 'Mine, offline' }, null);

    // The next save is based on the version the kept save made, not met as a conflict with it.
    expect(session.getState()).toMatchObject({ version: 4, kept: false });
    expect(held.shown).toBe('Stored');
  });

  it('saves on the record its own kept save made when that save reached the server before the screen read the record', async () => {
    const server = { ...NOTE, version: 4, text: 'Mine, offline' };
    const bases: Array<number | undefined> = [];
    let online = false;
    const { held, session } = screen((value, base) => {
      if (!online) return Promise.resolve({ kind: 'kept' });
      bases.push(base?.version);
      return Promise.resolve(base?.version === server.version ? applied({ ...server, version: 5, text: value }) : { kind: 'conflict', message: 'Changed meanwhile.', current: server });
    });
    session.follow(NOTE, null);
    await session.save('Mine, offline');

    // The queue sent it (version 4) and the screen saves again before the newer record reached it.
    online = true;
    expect(await session.save('Mine, online')).toEqual(applied({ ...server, version: 5, text: 'Mine, online' }));
    expect(bases).toEqual([3, 4]);
    expect(session.getState()).toMatchObject({ version: 5, phase: 'idle', conflict: null, kept: false });
    expect(held.stored.map((note) => note.version)).toEqual([5]);
  });

  it("still meets a conflict with someone else's record after a save kept here, and sends only once", async () => {
    const theirs = { ...NOTE, version: 5, text: 'Theirs' };
    let sends = 0;
    let online = false;
    const { session } = screen(() => {
      if (!online) return Promise.resolve({ kind: 'kept' });
      sends++;
      return Promise.resolve({ kind: 'conflict', message: 'Changed meanwhile.', current: theirs });
    });
    session.follow(NOTE, null);
    await session.save('Mine, offline');

    online = true;
    await session.save('Mine, online');
    expect(sends).toBe(1);
    expect(session.getState()).toMatchObject({ version: 3, phase: 'conflict', conflict: { current: theirs } });
  });

  it('meets a conflict, takes theirs into the screen, or keeps mine on their version', async () => {
    const theirs = { ...NOTE, version: 7, text: 'Theirs' };
    const bases: Array<number | undefined> = [];
    const { held, session } = screen((value, base) => {
      bases.push(base?.version);
      return Promise.resolve(base?.version === 3 ? { kind: 'conflict', message: 'Changed meanwhile.', current: theirs } : applied({ ...theirs, version: 8, text: value }));
    });
    session.follow(NOTE, null);

    await session.save('Mine');
    expect(session.getState()).toMatchObject({ phase: 'conflict', conflict: { message: 'Changed meanwhile.', current: theirs } });
    expect(session.keepMine()).toBe(true);
    expect(await session.save('Mine')).toEqual(applied({ ...theirs, version: 8, text: 'Mine' }));
    expect(bases).toEqual([3, 7]);
    expect(held.stored.map((note) => note.version)).toEqual([8]);

    const other = screen(() => Promise.resolve({ kind: 'conflict', message: 'Changed meanwhile.', current: theirs }));
    other.session.follow(NOTE, null);
    await other.session.save('Mine');
    expect(other.session.takeTheirs()).toBe(true);
    expect(other.held.shown).toBe('Theirs');
    expect(other.session.getState()).toMatchObject({ version: 7, phase: 'idle', conflict: null });
  });

  it('keeps a refusal with its messages until the next save', async () => {
    const { session } = screen(() => Promise.resolve({ kind: 'refused', message: 'No.', fields: { text: 'Too long.' }, error: null }));
    session.follow(NOTE, null);

    await session.save('x'.repeat(600));

    expect(session.getState()).toMatchObject({ phase: 'refused', refusal: { message: 'No.', fields: { text: 'Too long.' } } });
  });
});

describe('sending as one types', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends once the changes pause, one send at a time, and a change made meanwhile goes with the next', async () => {
    const sent: number[] = [];
    let value = 0;
    let answer: (() => void) | undefined;
    const autosave = new Autosave(() => {
      sent.push(value);
      return new Promise<void>((resolve) => (answer = resolve));
    }, 800);

    value = 1;
    autosave.changed();
    await vi.advanceTimersByTimeAsync(500);
    value = 2;
    autosave.changed();
    await vi.advanceTimersByTimeAsync(799);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([2]);

    value = 3;
    const flushed = autosave.flush();
    expect(sent).toEqual([2]);
    answer!();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([2, 3]);
    answer!();
    await flushed;

    autosave.stop();
    autosave.changed();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([2, 3]);
  });

  it('runs a submission alone: after the send on its way, before the next', async () => {
    const order: string[] = [];
    let answer: (() => void) | undefined;
    const autosave = new Autosave(() => {
      order.push('save');
      return new Promise<void>((resolve) => (answer = resolve));
    }, 800);
    void autosave.flush();

    const submitted = autosave.alone(() => {
      order.push('submit');
      return Promise.resolve('done');
    });
    expect(order).toEqual(['save']);
    answer!();

    expect(await submitted).toBe('done');
    expect(order).toEqual(['save', 'submit']);
  });
});

describe('the problems to show', () => {
  const issues: Issues = new Map([
    ['blocks.0.fields.2.show_if.all.0.value', 'Value field is required'],
    ['blocks.0.fields.3.accept.1', 'Accepted types field is not valid'],
    ['title', 'Title field is required'],
  ]);

  it('shows a problem once its setting, or one holding it, was touched, and all of them once publishing was asked for', () => {
    expect(shownIssues(issues, new Set(), false).size).toBe(0);
    expect([...shownIssues(issues, new Set(['blocks.0.fields.3.accept', 'blocks.0.fields.2.label']), false).keys()]).toEqual(['blocks.0.fields.3.accept.1']);
    expect(shownIssues(issues, new Set(), true)).toBe(issues);
  });

  it('gives each input its problem and the blur that touches it', () => {
    const touched: string[] = [];
    const field = issueView(issues, (path) => touched.push(path)).under('blocks.0.fields.3');

    const accept = field.at('accept');
    accept.onBlur();

    expect(accept.error).toBe('Accepted types field is not valid');
    expect(field.at('label').error).toBeUndefined();
    expect(touched).toEqual(['blocks.0.fields.3.accept']);
  });
});

describe('a draft saved as one types', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // The draft is a text; its check finds a problem in an empty one, at `text`.
  function deps(send: DraftDeps<Note, string>['send'] = () => Promise.resolve(applied(NOTE))): DraftDeps<Note, string> {
    return {
      toValue: (note) => note.text,
      fromBody: (body) => (body as { text: string }).text,
      send,
      store: () => undefined,
      check: (value) => (value === '' ? new Map([['text', 'Text field is required']]) : new Map()),
    };
  }

  function draft(send: DraftDeps<Note, string>['send']) {
    return new DraftSession<Note, string>(deps(send), { quietMs: 800, checkMs: 250, undo: { mergeMs: 1000 } });
  }

  it('saves a draft with problems, marks them once touched, and lists them for publishing', async () => {
    const sent: string[] = [];
    const session = draft((value) => {
      sent.push(value);
      return Promise.resolve(applied({ ...NOTE, version: NOTE.version + sent.length, text: value }));
    });
    session.follow(NOTE, null);

    session.change('', 'text');
    expect(session.getSnapshot().state).toBe('changed');
    await vi.advanceTimersByTimeAsync(800);

    expect(sent).toEqual(['']);
    expect(session.getSnapshot()).toMatchObject({ state: 'saved', version: 4, value: '' });
    expect([...session.getSnapshot().issues.keys()]).toEqual(['text']);
    expect(session.getSnapshot().shown.size).toBe(0);
    session.touch('text');
    expect([...session.getSnapshot().shown.keys()]).toEqual(['text']);
  });

  it('keeps its snapshot when a blur or a check finds nothing new, so the screen draws nothing again', async () => {
    const session = draft(() => Promise.resolve(applied(NOTE)));
    session.follow({ ...NOTE, text: '' }, null);
    await vi.advanceTimersByTimeAsync(0);
    const before = session.getSnapshot();
    expect(before.issues.size).toBe(1);

    session.touch('title');
    session.configure({ ...deps(), check: (value) => (value === '' ? new Map([['text', 'Text field is required']]) : new Map()) });
    await vi.advanceTimersByTimeAsync(0);

    expect(session.getSnapshot()).toBe(before);
  });

  it('undoes a step, merges typing into one text, and sends what it undid to', async () => {
    const sent: string[] = [];
    const session = draft((value) => {
      sent.push(value);
      return Promise.resolve(applied({ ...NOTE, version: 9, text: value }));
    });
    session.follow(NOTE, null);

    session.change('S', 'text');
    session.change('So', 'text');
    session.change('Sol', 'text');
    session.undo();
    expect(session.getSnapshot()).toMatchObject({ value: 'Stored', canUndo: false, canRedo: true });
    session.redo();
    expect(session.getSnapshot().value).toBe('Sol');
    expect(await session.flush()).toBe(9);
    expect(sent).toEqual(['Sol']);
  });

  it('says a save kept on the device is kept, and stops sending on a conflict until the person chooses', async () => {
    const theirs = { ...NOTE, version: 6, text: 'Theirs' };
    const outcomes: Array<SaveOutcome<Note>> = [{ kind: 'kept' }, { kind: 'conflict', message: 'Changed.', current: theirs }];
    const session = draft(() => Promise.resolve(outcomes.shift() ?? applied({ ...theirs, version: 7 })));
    session.follow(NOTE, null);

    session.change('Offline');
    await vi.advanceTimersByTimeAsync(800);
    expect(session.getSnapshot().state).toBe('kept');
    session.change('Offline again');
    await vi.advanceTimersByTimeAsync(800);
    expect(session.getSnapshot()).toMatchObject({ state: 'conflict', conflict: { current: theirs } });
    session.change('Still typing');
    await vi.advanceTimersByTimeAsync(5000);
    expect(session.getSnapshot().state).toBe('conflict');
    expect(await session.flush()).toBeNull();

    session.takeTheirs();
    expect(session.getSnapshot()).toMatchObject({ state: 'saved', value: 'Theirs', version: 6 });
  });
});
