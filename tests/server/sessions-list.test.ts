import { describe, expect, it } from 'vitest';
import { SessionList, SessionsEndOthers } from '../../contract/accounting.ts';
import { OperatorCurrent } from '../../contract/sign-in.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

describe("the operator's sessions", () => {
  it('lists every open session with its address and browser, the current one first', async () => {
    const laptop = await signInAsAdmin(server, { ip: '10.0.0.1' });
    await signInAsAdmin(server, { ip: '10.0.0.2' });

    const answer = await laptop.call(SessionList, {});

    expectOk(answer);
    expect(answer.body.items).toHaveLength(2);
    expect(answer.body.items[0]).toMatchObject({ current: true, ip: '10.0.0.1' });
    expect(answer.body.items[1]).toMatchObject({ current: false, ip: '10.0.0.2' });
    expect(answer.body.items[0]?.id).toHaveLength(12);
  });

  it('signs out everywhere else and keeps this browser signed in', async () => {
    const laptop = await signInAsAdmin(server);
    const phone = await signInAsAdmin(server);

    const answer = await laptop.call(SessionsEndOthers, {});

    expect(answer.body).toEqual({ Success: true, ended: 1 });
    expectOk(await laptop.call(OperatorCurrent, {}));
    expect((await phone.call(OperatorCurrent, {})).status).toBe(401);
  });
});
