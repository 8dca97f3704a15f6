import { describe, expect, it } from 'vitest';
import type { Audience } from '../../contract/mail-merge.ts';
import { resolveAudience } from '../../server/areas/mail-merge/audience.ts';
import { AppError } from '../../server/errors.ts';
import { DAY } from './clock.ts';
import { useTestServer } from './harness.ts';
import { blockUser, campaignWorld, seedSavedFilter, seedUnsubscribe } from './mm-campaigns-fixtures.ts';
import { acceptCondition, seedCondition, seedRespondent, seedSubmission } from './respondents.ts';
import { seedForm } from './forms-fixtures.ts';
import { seedProject } from './tenancy.ts';

const server = useTestServer();

/**
 * Six registered users of the project: Ada (English), Bea (French, which the project lacks),
 * Carl (blocked), Dan (unsubscribed), Eve (no language) and Fay (blocked and unsubscribed).
 */
async function peopleWorld() {
  const w = await campaignWorld(server);
  const user = (email: string, firstName: string, lang = '', createdAt?: Date) => seedRespondent(server, w.scope, { email, firstName, lang, ...(createdAt ? { createdAt } : {}) });
  const ada = await user('ada@example.com', 'Ada', 'en');
  const bea = await user('Bea@Example.com', 'Bea', 'fr');
  const carl = await user('carl@example.com', 'Carl', 'it');
  const dan = await user('dan@example.com', 'Dan', 'en');
  const eve = await user('eve@example.com', 'Eve', '', new Date(server.clock.now().getTime() + 3 * DAY));
  const fay = await user('fay@example.com', 'Fay', 'it');
  await blockUser(server, carl);
  await blockUser(server, fay);
  await seedUnsubscribe(server, w.project, 'dan@example.com');
  await seedUnsubscribe(server, w.project, 'FAY@example.com');
  // Someone of another project of the company is never in this project's audience.
  const other = await seedProject(server, w.company, 'other');
  await seedRespondent(server, { company: w.company, project: other }, { email: 'elsewhere@example.com' });
  return { ...w, ada, bea, carl, dan, eve, fay };
}

const resolve = (w: { company: string; project: string }, audience: Audience) => resolveAudience(server.db, server.deps, { companyId: w.company, projectId: w.project, audience });

describe("a campaign's audience of registered users", () => {
  it('takes every user once in their language (else the default), and leaves out and counts the blocked and the unsubscribed', async () => {
    const w = await peopleWorld();
    const found = await resolve(w, { kind: 'users' });
    expect(found.recipients).toEqual([
      { email: 'ada@example.com', userId: w.ada, submissionId: null, lang: 'en' },
      { email: 'bea@example.com', userId: w.bea, submissionId: null, lang: 'it' },
      { email: 'eve@example.com', userId: w.eve, submissionId: null, lang: 'it' },
    ]);
    // Fay is both blocked and unsubscribed: she counts once, as blocked.
    expect(found.leftOut).toEqual([
      { email: 'carl@example.com', userId: w.carl, reason: 'blocked' },
      { email: 'dan@example.com', userId: w.dan, reason: 'unsubscribed' },
      { email: 'fay@example.com', userId: w.fay, reason: 'blocked' },
    ]);
    expect(found.duplicates).toBe(0);
    expect(found.closesAt).toBeNull();
  });

  it("narrows by the registered-users screen's filters: search, language, what they sent, a condition, the days registered", async () => {
    const w = await peopleWorld();
    const emails = async (filter: NonNullable<Extract<Audience, { kind: 'users' }>['filter']>) => (await resolve(w, { kind: 'users', filter })).recipients.map((r) => r.email);
    expect(await emails({ search: 'BEA' })).toEqual(['bea@example.com']);
    expect(await emails({ lang: 'en' })).toEqual(['ada@example.com']);
    await seedSubmission(server, { ...w.scope, form: w.form }, w.ada, { status: 'received' });
    await seedSubmission(server, { ...w.scope, form: w.form }, w.bea, { status: 'draft' });
    expect(await emails({ submitted: true })).toEqual(['ada@example.com']);
    expect(await emails({ submitted: false })).toEqual(['bea@example.com', 'eve@example.com']);
    const terms = await seedCondition(server, 'terms', 1);
    await acceptCondition(server, w.eve, terms);
    expect(await emails({ condition: terms })).toEqual(['eve@example.com']);
    expect(await emails({ from: '2030-01-17' })).toEqual(['eve@example.com']);
    expect(await emails({ to: '2030-01-16' })).toEqual(['ada@example.com', 'bea@example.com']);
    await expect(resolve(w, { kind: 'users', filter: { from: '2030-01-17', to: '2030-01-16' } })).rejects.toThrow(AppError);
  });
});

describe("a campaign's audience of a form's submissions", () => {
  it('takes every status but drafts by default; a person who sent twice gets one mail (their latest), the erased and the left out are counted', async () => {
    const w = await peopleWorld();
    const at = (days: number) => new Date(server.clock.now().getTime() + days * DAY);
    const form = { ...w.scope, form: w.form };
    await seedSubmission(server, form, w.ada, { status: 'received', submittedAt: at(1) });
    const latest = await seedSubmission(server, form, w.ada, { status: 'accepted', submittedAt: at(2) });
    await seedSubmission(server, form, w.bea, { status: 'draft' });
    await seedSubmission(server, form, w.carl, { status: 'received' });
    await seedSubmission(server, form, w.dan, { status: 'in_review' });
    await seedSubmission(server, form, null, { status: 'received' });
    await seedSubmission(server, form, null, { status: 'rejected' });
    // A submission to another form of the project is not in this audience.
    const other = await seedForm(server, w.company, w.project, 'other');
    await seedSubmission(server, { ...w.scope, form: other }, w.eve, { status: 'received' });

    const found = await resolve(w, { kind: 'submissions', form: w.form });
    expect(found.recipients).toEqual([{ email: 'ada@example.com', userId: w.ada, submissionId: latest, lang: 'en' }]);
    expect(found.duplicates).toBe(1);
    expect(found.leftOut.map((person) => [person.email, person.reason])).toEqual([
      ['', 'erased'],
      ['', 'erased'],
      ['carl@example.com', 'blocked'],
      ['dan@example.com', 'unsubscribed'],
    ]);
  });

  it('takes the statuses named (drafts only: those who have not sent yet) and a saved filter, and knows when the form closes', async () => {
    const closesAt = new Date('2030-02-01T12:00:00Z');
    const w = await campaignWorld(server, closesAt);
    const form = { ...w.scope, form: w.form };
    const ada = await seedRespondent(server, w.scope, { email: 'ada@example.com', lang: 'en' });
    const bea = await seedRespondent(server, w.scope, { email: 'bea@example.com', lang: 'it' });
    const draft = await seedSubmission(server, form, bea, { status: 'draft' });
    const accepted = await seedSubmission(server, form, ada, { status: 'accepted', lang: 'en' });
    await seedSubmission(server, form, bea, { status: 'rejected', lang: 'it' });

    const drafts = await resolve(w, { kind: 'submissions', form: w.form, status: ['draft'] });
    expect(drafts.recipients).toEqual([{ email: 'bea@example.com', userId: bea, submissionId: draft, lang: 'it' }]);
    expect(drafts.closesAt).toEqual(closesAt);

    const filter = await seedSavedFilter(server, w.form, w.managerId, { status: ['accepted'], lang: ['en'] });
    const filtered = await resolve(w, { kind: 'submissions', form: w.form, filter });
    expect(filtered.recipients).toEqual([{ email: 'ada@example.com', userId: ada, submissionId: accepted, lang: 'en' }]);

    // A saved filter of another form, or a form of another project, is refused on its field.
    const otherForm = await seedForm(server, w.company, w.project, 'other');
    const foreign = await seedSavedFilter(server, otherForm, w.managerId, {});
    await expect(resolve(w, { kind: 'submissions', form: w.form, filter: foreign })).rejects.toMatchObject({ options: { fields: { 'audience.filter': { code: 'filter_not_found' } } } });
    const elsewhere = await seedProject(server, w.company, 'elsewhere');
    const foreignForm = await seedForm(server, w.company, elsewhere, 'apply');
    await expect(resolve(w, { kind: 'submissions', form: foreignForm })).rejects.toMatchObject({ options: { fields: { 'audience.form': { code: 'not_found' } } } });
  });
});
