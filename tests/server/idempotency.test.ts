import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SetPreferredLang } from '../../contract/sign-in.ts';
import { AdminOperatorInvite, AdminOperatorSetInstallationAdmin } from '../../contract/operators.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { invites } from '../../server/db/schema/operators.ts';
import { OPERATOR, addOperator, signIn, signInAsAdmin } from './accounts.ts';
import { ADMIN, useTestServer } from './harness.ts';

const server = useTestServer();
const KEY = { 'idempotency-key': '5b0e7a52-1c1f-4d0e-9f55-4c8a2b7d9e01' };
const INVITE = { Email: 'nina@example.com', InstallationAdmin: false };

describe('Idempotency-Key on mutations', () => {
  it('answers a replay with the stored answer and applies the change once', async () => {
    const admin = await signInAsAdmin(server);

    const first = await admin.call(AdminOperatorInvite, INVITE, KEY);
    const replay = await admin.call(AdminOperatorInvite, INVITE, KEY);

    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await server.db.select().from(invites)).toHaveLength(1);
    expect(server.mail.to(INVITE.Email)).toHaveLength(1);
  });

  it('refuses the same key with another payload with 422 and applies nothing', async () => {
    const admin = await signInAsAdmin(server);
    await admin.call(AdminOperatorInvite, INVITE, KEY);

    const other = await admin.call(AdminOperatorInvite, { ...INVITE, Email: 'someone-else@example.com' }, KEY);

    expect(other.status).toBe(422);
    expect(other.error?.code).toBe('idempotency_key_reused');
    expect(await server.db.select().from(invites)).toHaveLength(1);
    expect(server.mail.to('someone-else@example.com')).toHaveLength(0);
  });

  it('replays a refusal as it was answered', async () => {
    const admin = await signInAsAdmin(server);
    const [me] = await server.db.select({ id: operators.id }).from(operators).where(eq(operators.email, ADMIN.email));
    const lastAdmin = { operator: me!.id, InstallationAdmin: false };

    const first = await admin.call(AdminOperatorSetInstallationAdmin, lastAdmin, KEY);
    const replay = await admin.call(AdminOperatorSetInstallationAdmin, lastAdmin, KEY);

    expect(first.status).toBe(409);
    expect(first.error?.code).toBe('last_admin');
    expect(replay.status).toBe(409);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it("keeps each operator's keys apart", async () => {
    await addOperator(server);
    const admin = await signInAsAdmin(server);
    const operator = await signIn(server, OPERATOR.email, OPERATOR.password);

    const byAdmin = await admin.call(SetPreferredLang, { lang: 'es' }, KEY);
    const byOperator = await operator.call(SetPreferredLang, { lang: 'fr' }, KEY);

    expect(byAdmin.status).toBe(200);
    expect(byOperator.status).toBe(200);
    expect(byOperator.headers.get('idempotent-replayed')).toBeNull();
  });

  it('writes the operations log once for a replayed change', async () => {
    const admin = await signInAsAdmin(server);
    const logged = async () => (await server.db.select().from(operationsLog)).filter((row) => row.endpoint === 'admin/operators/invite');

    await admin.call(AdminOperatorInvite, INVITE, KEY);
    await admin.call(AdminOperatorInvite, INVITE, KEY);

    expect(await logged()).toHaveLength(1);
  });

  it.each(['short', 'has spaces in it', 'x'.repeat(129)])('refuses the malformed key "%s" with 400', async (key) => {
    const admin = await signInAsAdmin(server);

    const answer = await admin.call(AdminOperatorInvite, INVITE, { 'idempotency-key': key });

    expect(answer.status).toBe(400);
    expect(Object.keys(answer.error?.fields ?? {})).toEqual(['Idempotency-Key']);
    expect(await server.db.select().from(invites)).toHaveLength(0);
  });
});
