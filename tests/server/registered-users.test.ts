import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FormPublish } from '../../contract/forms.ts';
import { validationMessage } from '../../contract/labels.ts';
import { FIELD_LABELS, UserBlock, UserConditions, UserErase, UserExport, UserGet, UserList } from '../../contract/users.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { media } from '../../server/db/schema/media.ts';
import { submissions } from '../../server/db/schema/submissions.ts';
import { conditionAcceptances, emailCodes, registeredUsers, respondentSessions } from '../../server/db/schema/users.ts';
import { expectOk } from './accounts.ts';
import type { Browser } from './browser.ts';
import { DAY, HOUR, MINUTE } from './clock.ts';
import { EVERY_TYPE, formsWorld, importDefinition } from './forms-fixtures.ts';
import { useTestServer } from './harness.ts';
import {
  acceptCondition,
  seedCondition,
  seedEmailCode,
  seedRespondent,
  seedRespondentFile,
  seedRespondentSession,
  seedSubmission,
  type ProjectRef,
} from './respondents.ts';
import { seedCompany, seedProject } from './tenancy.ts';

const server = useTestServer();

/** A project with the application form of every type, published, and its manager signed in. */
async function applicationWorld() {
  const { company, project, manager } = await formsWorld(server);
  const scope = { company, project };
  const form = await importDefinition(manager, scope, EVERY_TYPE);
  expectOk(await manager.call(FormPublish, { ...scope, form, version: 1 }));
  return { scope, form, manager };
}

async function emails(manager: Browser, input: Partial<Parameters<typeof manager.call<typeof UserList>>[1]> & ProjectRef) {
  const answer = await manager.call(UserList, input);
  expectOk(answer);
  return answer.body.items.map((item) => item.email);
}

describe("a project's registered users", () => {
  it('lists them newest first with what they sent, searched by address or name and filtered', async () => {
    const { scope, form, manager } = await applicationWorld();
    const terms = await seedCondition(server, 'terms', 1);
    const terms2 = await seedCondition(server, 'terms', 2);
    // Registered a day apart (the clock stays: the manager's session would not outlive two days).
    const day = (n: number) => new Date(server.clock.now().getTime() + n * DAY);
    const maria = await seedRespondent(server, scope, { email: 'maria.rossi@example.com', firstName: 'Maria', lastName: 'Rossi', lang: 'it' });
    const john = await seedRespondent(server, scope, { email: 'john@example.org', firstName: 'John', lastName: 'Smith', lang: 'en', createdAt: day(1) });
    await seedRespondent(server, scope, { email: 'nameless@example.net', createdAt: day(2) });
    await seedSubmission(server, { ...scope, form }, maria, { status: 'received' });
    await seedSubmission(server, { ...scope, form }, maria, { status: 'accepted' });
    await seedSubmission(server, { ...scope, form }, john, { status: 'draft' });
    await acceptCondition(server, maria, terms);
    await acceptCondition(server, john, terms2);
    // Someone of another project of the same company is never listed here.
    const other = await seedProject(server, scope.company, 'other');
    await seedRespondent(server, { company: scope.company, project: other }, { email: 'elsewhere@example.com' });

    const page = await manager.call(UserList, scope);
    expectOk(page);
    expect(page.body.total).toBe(3);
    expect(page.body.items.map((item) => [item.email, item.submissions])).toEqual([
      ['nameless@example.net', 0],
      ['john@example.org', 0],
      ['maria.rossi@example.com', 2],
    ]);
    expect(page.body.items[2]).toEqual({
      id: maria,
      email: 'maria.rossi@example.com',
      first_name: 'Maria',
      last_name: 'Rossi',
      preferred_lang: 'it',
      submissions: 2,
      created_at: '2030-01-15T09:00:00.000Z',
      blocked_at: null,
    });

    expect(await emails(manager, { ...scope, search: 'ROSSI' })).toEqual(['maria.rossi@example.com']);
    expect(await emails(manager, { ...scope, search: 'maria rossi' })).toEqual(['maria.rossi@example.com']);
    expect(await emails(manager, { ...scope, search: 'example.org' })).toEqual(['john@example.org']);
    expect(await emails(manager, { ...scope, search: '100%' })).toEqual([]);
    expect(await emails(manager, { ...scope, submitted: true })).toEqual(['maria.rossi@example.com']);
    expect(await emails(manager, { ...scope, submitted: false })).toEqual(['nameless@example.net', 'john@example.org']);
    expect(await emails(manager, { ...scope, condition: terms })).toEqual(['maria.rossi@example.com']);
    expect(await emails(manager, { ...scope, condition: terms2 })).toEqual(['john@example.org']);
    expect(await emails(manager, { ...scope, lang: 'en' })).toEqual(['john@example.org']);
    expect(await emails(manager, { ...scope, from: '2030-01-16', to: '2030-01-16' })).toEqual(['john@example.org']);
    expect(await emails(manager, { ...scope, from: '2030-01-17' })).toEqual(['nameless@example.net']);
    expect(await emails(manager, { ...scope, to: '2030-01-15' })).toEqual(['maria.rossi@example.com']);
    const paged = await manager.call(UserList, { ...scope, pageSize: 2, page: 2 });
    expect([paged.body.total, paged.body.items.map((item) => item.email)]).toEqual([3, ['maria.rossi@example.com']]);
  });

  it("reads the days in the operator's time zone", async () => {
    const { scope, manager } = await applicationWorld();
    // 23:30 in UTC on 15 January is already the 16th in Rome, and still the 15th in New York.
    await seedRespondent(server, scope, { email: 'late@example.com', createdAt: new Date('2030-01-15T23:30:00Z') });

    expect(await emails(manager, { ...scope, from: '2030-01-16', to: '2030-01-16', zone: 'Europe/Rome' })).toEqual(['late@example.com']);
    expect(await emails(manager, { ...scope, from: '2030-01-16', to: '2030-01-16' })).toEqual([]);
    expect(await emails(manager, { ...scope, from: '2030-01-15', to: '2030-01-15', zone: 'America/New_York' })).toEqual(['late@example.com']);
    // The ends of the calendar are days like any other.
    expect(await emails(manager, { ...scope, from: '0000-01-01', to: '9999-12-31', zone: 'Asia/Tokyo' })).toEqual(['late@example.com']);
    expect(await emails(manager, { ...scope, from: '9999-12-31' })).toEqual([]);
  });

  it('refuses days in the wrong order and an unknown time zone, naming the field', async () => {
    const { scope, manager } = await applicationWorld();
    const backwards = await manager.call(UserList, { ...scope, from: '2030-02-01', to: '2030-01-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.error?.fields).toEqual({ to: validationMessage('invalid', 'to', 'en', undefined, FIELD_LABELS) });
    const zone = await manager.call(UserList, { ...scope, zone: 'Mars/Olympus' });
    expect(zone.status).toBe(400);
    expect(zone.error?.fields).toEqual({ zone: validationMessage('invalid', 'zone', 'en', undefined, FIELD_LABELS) });
  });

  it('shows one with their submissions, drafts too, and the conditions they accepted', async () => {
    const { scope, form, manager } = await applicationWorld();
    const terms = await seedCondition(server, 'terms', 1);
    const privacy = await seedCondition(server, 'privacy', 3, false);
    const maria = await seedRespondent(server, scope, { email: 'maria@example.com', firstName: 'Maria' });
    const sent = await seedSubmission(server, { ...scope, form }, maria, { status: 'in_review' });
    server.clock.advance(HOUR);
    const draft = await seedSubmission(server, { ...scope, form }, maria, { status: 'draft' });
    await acceptCondition(server, maria, terms);
    await acceptCondition(server, maria, privacy);

    const answer = await manager.call(UserGet, { ...scope, user: maria });

    expectOk(answer);
    expect(answer.body.entity).toMatchObject({ id: maria, email: 'maria@example.com', first_name: 'Maria', submissions: 1 });
    expect(answer.body.entity.items).toEqual([
      { id: draft, form: { id: form, slug: 'application' }, status: 'draft', version: 1, updated_at: '2030-01-15T10:00:00.000Z', submitted_at: null },
      {
        id: sent,
        form: { id: form, slug: 'application' },
        status: 'in_review',
        version: 1,
        updated_at: '2030-01-15T09:00:00.000Z',
        submitted_at: '2030-01-15T09:00:00.000Z',
      },
    ]);
    expect(answer.body.entity.consents).toEqual([
      { condition: privacy, key: 'privacy', version: 3, required: false, accepted_at: '2030-01-15T10:00:00.000Z' },
      { condition: terms, key: 'terms', version: 1, required: true, accepted_at: '2030-01-15T10:00:00.000Z' },
    ]);
  });

  it("finds no user of another project or company, whatever the call, and changes nothing", async () => {
    const { scope, manager } = await applicationWorld();
    const sibling = await seedProject(server, scope.company, 'sibling');
    const nextDoor = await seedRespondent(server, { company: scope.company, project: sibling }, { email: 'sibling@example.com' });
    const otherCompany = await seedCompany(server, 'globex');
    const farAway = await seedRespondent(server, { company: otherCompany, project: await seedProject(server, otherCompany, 'far') }, { email: 'far@example.com' });
    await seedRespondentSession(server, nextDoor);

    for (const user of [nextDoor, farAway, crypto.randomUUID()]) {
      for (const answer of [
        await manager.call(UserGet, { ...scope, user }),
        await manager.call(UserBlock, { ...scope, user, blocked: true }),
        await manager.call(UserExport, { ...scope, user }),
        await manager.call(UserErase, { ...scope, user }),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.error?.code).toBe('not_found');
      }
    }
    expect((await server.db.select().from(registeredUsers)).map((row) => [row.email, row.blockedAt])).toEqual(
      expect.arrayContaining([
        ['sibling@example.com', null],
        ['far@example.com', null],
      ]),
    );
    expect(await server.db.select().from(respondentSessions)).toHaveLength(1);
  });

  it('lists the versions of the conditions for the filter', async () => {
    const { scope, manager } = await applicationWorld();
    const first = await seedCondition(server, 'terms', 1);
    const second = await seedCondition(server, 'terms', 2);
    const privacy = await seedCondition(server, 'privacy', 1, false);
    const answer = await manager.call(UserConditions, scope);
    expectOk(answer);
    expect(answer.body.items.map((item) => [item.id, item.key, item.version, item.required, item.title.en])).toEqual([
      [privacy, 'privacy', 1, false, 'privacy v1'],
      [second, 'terms', 2, true, 'terms v2'],
      [first, 'terms', 1, true, 'terms v1'],
    ]);
  });
});

describe('blocking a registered user', () => {
  it('signs them out everywhere, shows them blocked, and logs it; unblocking lets them in again', async () => {
    const { scope, manager } = await applicationWorld();
    const maria = await seedRespondent(server, scope, { email: 'maria@example.com' });
    const john = await seedRespondent(server, scope, { email: 'john@example.com', createdAt: new Date(server.clock.now().getTime() - MINUTE) });
    await seedRespondentSession(server, maria);
    await seedRespondentSession(server, maria);
    await seedRespondentSession(server, john);
    server.clock.advance(HOUR);

    const blocked = await manager.call(UserBlock, { ...scope, user: maria, blocked: true });

    expectOk(blocked);
    expect(blocked.body.entity).toMatchObject({ id: maria, blocked_at: '2030-01-15T10:00:00.000Z' });
    const sessions = await server.db.select().from(respondentSessions);
    expect(sessions.map((row) => row.userId)).toEqual([john]);
    const [log] = await server.db.select().from(operationsLog).where(eq(operationsLog.target, `user:${maria}`));
    expect(log).toMatchObject({ endpoint: 'company/:company/project/:project/users/block', companyId: scope.company });
    expect(log!.summary).toEqual({ company: scope.company, project: scope.project, blocked: true });
    // Blocking again keeps the moment they were first blocked.
    server.clock.advance(HOUR);
    expect((await manager.call(UserBlock, { ...scope, user: maria, blocked: true })).body.entity.blocked_at).toBe('2030-01-15T10:00:00.000Z');

    const unblocked = await manager.call(UserBlock, { ...scope, user: maria, blocked: false });
    expectOk(unblocked);
    expect(unblocked.body.entity.blocked_at).toBeNull();
    expect((await manager.call(UserList, scope)).body.items.map((item) => [item.email, item.blocked_at])).toEqual([
      ['maria@example.com', null],
      ['john@example.com', null],
    ]);
  });
});

/** Maria, who applied with every field answered and a portfolio file, accepted the terms and holds a session; and John, whose file must stay. */
async function mariaApplied() {
  const world = await applicationWorld();
  const { scope, form } = world;
  const terms = await seedCondition(server, 'terms', 1);
  const maria = await seedRespondent(server, scope, { email: 'maria@example.com', firstName: 'Maria', lastName: 'Rossi', lang: 'it' });
  const john = await seedRespondent(server, scope, { email: 'john@example.com', firstName: 'John' });
  const portfolio = await seedRespondentFile(server, scope, maria, 'portfolio.pdf', new TextEncoder().encode('%PDF-1.7 Maria'));
  const johns = await seedRespondentFile(server, scope, john, 'johns.pdf', new TextEncoder().encode('%PDF-1.7 John'));
  const answers = {
    name: 'Maria Rossi',
    bio: 'A painter from Turin.',
    email: 'maria@example.com',
    phone: '+39 011 123456',
    age: 34,
    category: 'science',
    topics: ['ai'],
    consent: true,
    portfolio: { media_id: portfolio.media_id, name: portfolio.name, size: portfolio.size, type: portfolio.type },
  };
  const sent = await seedSubmission(server, { ...scope, form }, maria, { status: 'received', answers, lang: 'it' });
  server.clock.advance(MINUTE);
  const draft = await seedSubmission(server, { ...scope, form }, maria, { status: 'draft', answers: { name: 'Maria R.' } });
  const johnsSubmission = await seedSubmission(server, { ...scope, form }, john, { answers: { name: 'John', portfolio: johns } });
  await acceptCondition(server, maria, terms);
  await seedRespondentSession(server, maria);
  await seedEmailCode(server, scope.project, 'maria@example.com');
  return { ...world, terms, maria, john, portfolio, johns, answers, sent, draft, johnsSubmission };
}

/** The downloaded file, as far as these tests read it. */
interface PersonalData {
  format: string;
  project: unknown;
  account: unknown;
  consents: unknown[];
  sessions: unknown[];
  submissions: Array<{ id: string; status: string; form: unknown; answers: Record<string, { label: string; value: unknown }> }>;
  files: unknown[];
}

describe("downloading a registered user's data", () => {
  it('gives the account, the consent record, every submission labelled and every file in base64, and logs who took it', async () => {
    const { scope, manager, maria, sent, draft, portfolio } = await mariaApplied();

    const answer = await manager.call(UserExport, { ...scope, user: maria });

    expectOk(answer);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="registered-user.json"');
    // Pretty, for a person to read.
    expect(new TextDecoder().decode(answer.bytes)).toContain('\n  "account": {\n');
    const data = answer.body as unknown as PersonalData;
    expect(data.format).toBe('registered-user/1');
    expect(data.project).toEqual({ company: 'AURORA', name: 'Project prize' });
    expect(data.account).toMatchObject({ id: maria, email: 'maria@example.com', first_name: 'Maria', last_name: 'Rossi', preferred_lang: 'it' });
    expect(data.consents).toEqual([
      { condition: 'terms', version: 1, title: 'terms v1 (it)', required: true, accepted_at: '2030-01-15T09:01:00.000Z', ip: '198.51.100.7' },
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.submissions.map((row) => [row.id, row.status])).toEqual([
      [sent, 'received'],
      [draft, 'draft'],
    ]);
    expect(data.submissions[0]!.form).toEqual({ slug: 'application', title: 'Domanda di partecipazione' });
    expect(data.submissions[0]!.answers.name).toEqual({ label: 'Nome e cognome', value: 'Maria Rossi' });
    expect(data.submissions[0]!.answers.category).toEqual({ label: 'Categoria', value: 'science' });
    expect(Object.keys(data.submissions[0]!.answers)).toEqual(['name', 'bio', 'email', 'phone', 'age', 'category', 'topics', 'consent', 'portfolio']);
    expect(data.files).toEqual([
      {
        id: portfolio.media_id,
        name: 'portfolio.pdf',
        type: 'application/pdf',
        size: portfolio.size,
        sha256: expect.any(String),
        uploaded_at: '2030-01-15T09:00:00.000Z',
        content_base64: Buffer.from('%PDF-1.7 Maria').toString('base64'),
      },
    ]);
    const [log] = await server.db.select().from(operationsLog).where(eq(operationsLog.target, `user:${maria}`));
    expect(log).toMatchObject({ endpoint: 'company/:company/project/:project/users/export', companyId: scope.company, status: 200 });
    expect(JSON.stringify(log!.summary)).not.toContain('maria');
  });
});

describe('erasing a registered user', () => {
  it('blanks their personal answers and files, keeps the other answers without them, and removes the rest of them', async () => {
    const { scope, manager, maria, john, portfolio, johns, sent, johnsSubmission, answers } = await mariaApplied();
    server.clock.advance(HOUR);

    const answer = await manager.call(UserErase, { ...scope, user: maria });

    expectOk(answer);
    expect(answer.body).toEqual({ Success: true });
    // What she sent stays without her; her draft, never sent, is gone.
    const rows = await server.db.select().from(submissions);
    expect(rows.map((row) => row.id).sort()).toEqual([sent, johnsSubmission].sort());
    const kept = rows.find((row) => row.id === sent)!;
    expect(kept.userId).toBeNull();
    expect(kept.status).toBe('received');
    expect(kept.answers).toEqual({ ...answers, name: null, email: null, phone: null, portfolio: null });
    expect(rows.find((row) => row.id === johnsSubmission)!.userId).toBe(john);

    // Their file is gone from the storage and the media; John's stays.
    expect(await server.deps.storage.size(portfolio.key)).toBeNull();
    expect(await server.deps.storage.size(johns.key)).not.toBeNull();
    expect((await server.db.select().from(media)).map((row) => row.id)).toEqual([johns.media_id]);
    expect((await server.db.select().from(registeredUsers)).map((row) => row.id)).toEqual([john]);
    expect(await server.db.select().from(respondentSessions)).toEqual([]);
    expect(await server.db.select().from(conditionAcceptances)).toEqual([]);
    expect(await server.db.select().from(emailCodes)).toEqual([]);

    // The log keeps that it happened and what it touched, nothing about the person.
    const [log] = await server.db.select().from(operationsLog).where(eq(operationsLog.target, `user:${maria}`));
    expect(log!.summary).toEqual({ company: scope.company, project: scope.project, erased: true, submissions: 2, files: 1 });
    expect(JSON.stringify(log)).not.toMatch(/maria|rossi/i);
    // Gone: the list does not show them, and asking for them again finds nobody.
    expect((await manager.call(UserList, scope)).body.items.map((item) => item.email)).toEqual(['john@example.com']);
    expect((await manager.call(UserGet, { ...scope, user: maria })).status).toBe(404);
    expect((await manager.call(UserErase, { ...scope, user: maria })).status).toBe(404);
  });
});
