import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ConditionList,
  ConditionPublish,
  ConditionVersions,
  ConditionWithdraw,
  FIELD_LABELS as INSTALLATION_LABELS,
  LogList,
} from '../../contract/installation.ts';
import type { EndpointInput } from '../../contract/endpoint.ts';
import { validationMessage } from '../../contract/labels.ts';
import { SetPreferredLang } from '../../contract/sign-in.ts';
import { conditions, operationsLog } from '../../server/db/schema/installation.ts';
import { conditionAcceptances, registeredUsers } from '../../server/db/schema/users.ts';
import { OPERATOR, addOperator, expectOk, signIn, signInAsAdmin } from './accounts.ts';
import type { Browser } from './browser.ts';
import { MINUTE } from './clock.ts';
import { ADMIN, useTestServer } from './harness.ts';
import { seedCompany, seedProject } from './tenancy.ts';

const server = useTestServer();

const TERMS = {
  key: 'terms',
  required: true,
  title: { it: 'Condizioni di utilizzo', en: 'Terms of use' },
  body: { it: 'Le regole.\nSeconda riga.', en: 'The rules.\nSecond line.' },
};

async function englishAdmin(): Promise<Browser> {
  const admin = await signInAsAdmin(server);
  expectOk(await admin.call(SetPreferredLang, { lang: 'en' }));
  return admin;
}

async function publish(admin: Browser, input: EndpointInput<typeof ConditionPublish> = TERMS) {
  const answer = await admin.call(ConditionPublish, input);
  expectOk(answer);
  return answer.body.entity;
}

/** Registered users of a project who accepted the given condition versions. */
async function acceptedBy(count: number, conditionId: string): Promise<void> {
  const company = await seedCompany(server, `company-${crypto.randomUUID().slice(0, 8)}`);
  const project = await seedProject(server, company, 'prize');
  const now = server.clock.now();
  for (let n = 0; n < count; n++) {
    const id = crypto.randomUUID();
    await server.db.insert(registeredUsers).values({ id, companyId: company, projectId: project, email: `user${n}@example.com`, createdAt: now, updatedAt: now });
    await server.db.insert(conditionAcceptances).values({ userId: id, conditionId, acceptedAt: now });
  }
}

describe('publishing conditions', () => {
  it('publishes version 1 of a new condition by the admin, then version 2 without changing version 1', async () => {
    const admin = await signInAsAdmin(server);

    const first = await publish(admin, { ...TERMS, version: 0 });
    server.clock.advance(5 * MINUTE);
    const second = await publish(admin, { ...TERMS, version: 1, required: false, title: { en: 'Terms of use, 2030' } });

    expect(first).toMatchObject({ key: 'terms', version: 1, required: true, title: TERMS.title, body: TERMS.body, accepted: 0, versions: 1, withdrawn_at: null });
    expect(first.published_by_email).toBe(ADMIN.email);
    expect(second).toMatchObject({ key: 'terms', version: 2, required: false, title: { en: 'Terms of use, 2030' }, versions: 2 });
    expect(second.id).not.toBe(first.id);
    const rows = await server.db.select().from(conditions).orderBy(asc(conditions.version));
    expect(rows.map((row) => [row.version, row.title, row.required])).toEqual([
      [1, TERMS.title, true],
      [2, { en: 'Terms of use, 2030' }, false],
    ]);
    expect(rows[0]!.publishedAt.toISOString()).toBe(first.published_at);
  });

  it('keeps the written languages only, with their line breaks', async () => {
    const admin = await signInAsAdmin(server);

    const entity = await publish(admin, { ...TERMS, title: { it: 'Privacy', en: '   ', fr: '' }, body: { it: 'Riga 1\n\nRiga 3', es: '' }, key: 'privacy' });

    expect(entity.title).toEqual({ it: 'Privacy' });
    expect(entity.body).toEqual({ it: 'Riga 1\n\nRiga 3' });
  });

  it('lists every condition in its current version with the acceptances of that version only', async () => {
    const admin = await signInAsAdmin(server);
    const terms1 = await publish(admin, TERMS);
    const privacy = await publish(admin, { ...TERMS, key: 'privacy', required: false, title: { en: 'Privacy notice' } });
    await acceptedBy(3, terms1.id);
    const terms2 = await publish(admin, { ...TERMS, title: { en: 'New terms' } });
    await acceptedBy(2, terms2.id);
    await acceptedBy(1, privacy.id);

    const list = await admin.call(ConditionList, {});

    expectOk(list);
    expect(list.body.items.map((item) => [item.key, item.version, item.required, item.accepted, item.versions])).toEqual([
      ['privacy', 1, false, 1, 1],
      ['terms', 2, true, 2, 2],
    ]);
  });

  it('reads every version of one condition, newest first, with its texts and date', async () => {
    const admin = await signInAsAdmin(server);
    await publish(admin, TERMS);
    server.clock.advance(MINUTE);
    await publish(admin, { ...TERMS, body: { en: 'Changed rules.' } });
    await publish(admin, { ...TERMS, key: 'privacy' });

    const versions = await admin.call(ConditionVersions, { key: 'terms' });
    const unknown = await admin.call(ConditionVersions, { key: 'cookies' });

    expectOk(versions);
    expect(versions.body.items.map((item) => [item.version, item.body])).toEqual([
      [2, { en: 'Changed rules.' }],
      [1, TERMS.body],
    ]);
    expect(new Date(versions.body.items[0]!.published_at).getTime() - new Date(versions.body.items[1]!.published_at).getTime()).toBe(MINUTE);
    expect(unknown.status).toBe(404);
  });

  it('refuses a new condition whose key is taken, and a version based on one that is no longer current (409 with it)', async () => {
    const admin = await englishAdmin();
    await publish(admin, TERMS);
    await publish(admin, TERMS);

    const taken = await admin.call(ConditionPublish, { ...TERMS, version: 0 });
    const stale = await admin.call(ConditionPublish, { ...TERMS, version: 1 });

    expect(taken.status).toBe(409);
    expect(taken.error?.code).toBe('slug_taken');
    expect(Object.keys(taken.error?.fields ?? {})).toEqual(['key']);
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('conflict');
    expect((stale.body as { current?: { version: number } }).current?.version).toBe(2);
    expect(await server.db.select().from(conditions)).toHaveLength(2);
  });

  it('answers bad input with field messages in the reader language, never a 500', async () => {
    const admin = await englishAdmin();

    const empty = await admin.call(ConditionPublish, { key: 'Terms of Use', required: true, title: { en: ' ' }, body: {} });
    const long = await admin.call(ConditionPublish, { ...TERMS, body: { en: 'x'.repeat(50_001) } });
    const other = await admin.post('admin/installation/conditions/publish', { ...TERMS, title: { de: 'Nutzungsbedingungen' }, required: 'yes' });

    expect(empty.status).toBe(400);
    expect(empty.error?.fields).toEqual({
      key: validationMessage('slug', 'key', 'en', undefined, INSTALLATION_LABELS),
      title: validationMessage('requiredInOneLanguage', 'title', 'en', undefined, INSTALLATION_LABELS),
      body: validationMessage('requiredInOneLanguage', 'body', 'en', undefined, INSTALLATION_LABELS),
    });
    expect(long.status).toBe(400);
    expect(long.error?.fields).toEqual({ 'body.en': 'Text (EN) field must not exceed 50000 characters' });
    expect(other.status).toBe(400);
    expect(Object.keys(other.error?.fields ?? {}).sort()).toEqual(['required', 'title', 'title.de']);
    expect(await server.db.select().from(conditions)).toEqual([]);
  });

  it('is for installation admins only', async () => {
    await addOperator(server);
    const operator = await signIn(server, OPERATOR.email, OPERATOR.password);

    const answer = await operator.call(ConditionPublish, TERMS);

    expect(answer.status).toBe(403);
    expect(await server.db.select().from(conditions)).toEqual([]);
  });
});

describe('withdrawing conditions', () => {
  it('withdraws the current version and publishes it again later; doing it twice changes nothing', async () => {
    const admin = await signInAsAdmin(server);
    const terms = await publish(admin, TERMS);
    server.clock.advance(MINUTE);

    const withdrawn = await admin.call(ConditionWithdraw, { key: 'terms', withdrawn: true, version: 1 });
    server.clock.advance(MINUTE);
    const again = await admin.call(ConditionWithdraw, { key: 'terms', withdrawn: true });
    const back = await admin.call(ConditionWithdraw, { key: 'terms', withdrawn: false, version: 1 });

    expectOk(withdrawn);
    expect(withdrawn.body.entity).toMatchObject({ id: terms.id, version: 1, withdrawn_at: new Date(server.clock.now().getTime() - MINUTE).toISOString() });
    expectOk(again);
    expect(again.body.entity.withdrawn_at).toBe(withdrawn.body.entity.withdrawn_at);
    expectOk(back);
    expect(back.body.entity.withdrawn_at).toBeNull();
    const [row] = await server.db.select().from(conditions).where(eq(conditions.id, terms.id));
    expect(row?.withdrawnAt).toBeNull();
  });

  it('a new version of a withdrawn condition is shown again; the older version stays withdrawn', async () => {
    const admin = await signInAsAdmin(server);
    await publish(admin, TERMS);
    expectOk(await admin.call(ConditionWithdraw, { key: 'terms', withdrawn: true }));

    const second = await publish(admin, TERMS);
    const versions = await admin.call(ConditionVersions, { key: 'terms' });

    expect(second.withdrawn_at).toBeNull();
    expect(versions.body.items.map((item) => [item.version, item.withdrawn_at === null])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('refuses a condition never published (404) and a stale version (409 with the current one)', async () => {
    const admin = await signInAsAdmin(server);
    await publish(admin, TERMS);
    await publish(admin, TERMS);

    const missing = await admin.call(ConditionWithdraw, { key: 'cookies', withdrawn: true });
    const stale = await admin.call(ConditionWithdraw, { key: 'terms', withdrawn: true, version: 1 });

    expect(missing.status).toBe(404);
    expect(stale.status).toBe(409);
    expect((stale.body as { current?: { version: number; withdrawn_at: string | null } }).current).toMatchObject({ version: 2, withdrawn_at: null });
  });
});

describe('conditions in the operations log', () => {
  it('names the condition, its version and what changed', async () => {
    const admin = await englishAdmin();
    await publish(admin, TERMS);
    await publish(admin, { ...TERMS, required: false });
    expectOk(await admin.call(ConditionWithdraw, { key: 'terms', withdrawn: true }));

    const rows = await server.db.select().from(operationsLog).where(eq(operationsLog.target, 'condition:terms')).orderBy(asc(operationsLog.id));
    const log = await admin.call(LogList, { area: 'installation' });

    expect(rows.map((row) => [row.endpoint, row.summary, row.changes])).toEqual([
      ['admin/installation/conditions/publish', { name: 'terms', version: 1, required: true }, { required: { from: null, to: true }, title: { from: null, to: TERMS.title }, body: { from: null, to: TERMS.body } }],
      ['admin/installation/conditions/publish', { name: 'terms', version: 2, required: false }, { required: { from: true, to: false } }],
      ['admin/installation/conditions/withdraw', { name: 'terms', version: 2, withdrawn: true }, { withdrawn: { from: false, to: true } }],
    ]);
    expectOk(log);
    const withdraw = log.body.items.find((item) => item.endpoint === 'admin/installation/conditions/withdraw');
    expect(withdraw).toMatchObject({ target_name: 'terms', area: 'installation' });
    expect(withdraw?.changes).toEqual([{ field: 'withdrawn', label: 'Withdrawn', from: false, to: true }]);
  });
});
