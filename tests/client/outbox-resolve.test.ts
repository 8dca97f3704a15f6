// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/lib/outbox/replay.ts';
import { discard, editAndRetry, keepMine, takeTheirs } from '../../src/lib/outbox/resolve.ts';
import { listOutbox } from '../../src/lib/outbox/store.ts';
import { ACME, GLOBEX, apiError, json, queueSave, replaySetUp, stored } from './outbox-fixtures.ts';

const CURRENT = { id: ACME, name: 'Acme by someone else', version: 5 };

describe('a conflict', () => {
  async function conflicted() {
    const setup = await replaySetUp();
    const { db, api, clock, deps } = setup;
    const mine = await queueSave(db, clock.at, ACME, 'Acme 1');
    await queueSave(db, clock.at, ACME, 'Acme 2');
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');
    api.answer = (sent) => (sent.body.name === 'Acme 1' && sent.body.version === 1 ? apiError(409, 'conflict', { current: CURRENT }) : json(200, {}));
    const report = await replay(deps);
    return { ...setup, mine, report };
  }

  it('needs attention with the server’s current record; that record’s later writes wait, other records go on', async () => {
    const { db, api, report } = await conflicted();

    expect(report).toEqual({ applied: 1, attention: 1, paused: false, nextAttemptAt: null });
    expect(api.names()).toEqual(['Acme 1', 'Globex 1']);
    expect(await stored(db)).toEqual([
      {
        name: 'Acme 1',
        status: 'attention',
        attempts: 1,
        nextAttemptAt: 0,
        lastError: { kind: 'conflict', status: 409, error: { code: 'conflict', message: 'Message of conflict' }, current: CURRENT },
      },
      { name: 'Acme 2', status: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null },
    ]);
  });

  it('keep mine: sends my write again on the current version under a new key, then the writes behind it', async () => {
    const { db, api, deps, mine } = await conflicted();

    const again = await keepMine(db, mine.seq);
    await replay(deps);

    expect(again.body).toEqual({ ...mine.body, version: 5 });
    expect(again.key).not.toBe(mine.key);
    expect(api.names()).toEqual(['Acme 1', 'Globex 1', 'Acme 1', 'Acme 2']);
    expect(api.sent[2]).toMatchObject({ key: again.key, body: { version: 5 } });
    expect(await listOutbox(db)).toEqual([]);
  });

  it('take theirs: drops my write and hands back the current record; the writes behind it go on', async () => {
    const { db, api, deps, mine } = await conflicted();

    expect(await takeTheirs(db, mine.seq)).toEqual(CURRENT);
    await replay(deps);

    expect(api.names()).toEqual(['Acme 1', 'Globex 1', 'Acme 2']);
    expect(await listOutbox(db)).toEqual([]);
  });
});

describe('a refusal', () => {
  async function refused() {
    const setup = await replaySetUp();
    const { db, api, clock, deps } = setup;
    const mine = await queueSave(db, clock.at, ACME, '');
    await queueSave(db, clock.at, ACME, 'Acme 2');
    api.answer = (sent) =>
      sent.body.name === '' ? json(400, { error: { code: 'validation_failed', message: 'Alcuni campi non sono validi.', fields: { name: 'Il campo Nome è obbligatorio' } } }) : json(200, {});
    await replay(deps);
    return { ...setup, mine };
  }

  it('needs attention with the server’s translated message and field errors', async () => {
    const { db, api } = await refused();

    expect(api.sent).toHaveLength(1);
    expect((await stored(db))[0]).toEqual({
      name: '',
      status: 'attention',
      attempts: 1,
      nextAttemptAt: 0,
      lastError: {
        kind: 'refused',
        status: 400,
        error: { code: 'validation_failed', message: 'Alcuni campi non sono validi.', fields: { name: 'Il campo Nome è obbligatorio' } },
      },
    });
  });

  it('edit and retry: sends the corrected body under a new key, in the same place', async () => {
    const { db, api, deps, mine } = await refused();

    const edited = await editAndRetry(db, mine.seq, { ...mine.body, name: 'Acme 1' });
    await replay(deps);

    expect(edited.key).not.toBe(mine.key);
    expect(api.names()).toEqual(['', 'Acme 1', 'Acme 2']);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('discard: drops the write and lets the next one of the record go', async () => {
    const { db, api, deps, mine } = await refused();

    await discard(db, mine.seq);
    await replay(deps);

    expect(api.names()).toEqual(['', 'Acme 2']);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('is the only state the operator resolves: a pending write cannot be discarded, nor a refusal kept as mine', async () => {
    const { db, clock, mine } = await refused();
    const pending = await queueSave(db, clock.at, GLOBEX, 'Globex 1');

    await expect(discard(db, pending.seq)).rejects.toThrow(/does not need attention/);
    await expect(keepMine(db, mine.seq)).rejects.toThrow(/not a conflict/);
  });
});
