import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FormGet, FormOptionsSave } from '../../contract/forms.ts';
import { LANGUAGES, type Language } from '../../contract/languages.ts';
import { DraftSubmit } from '../../contract/public.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { grants } from '../../server/db/schema/operators.ts';
import { builtinText } from '../../server/mail/builtin-texts.ts';
import { expectOk } from './accounts.ts';
import { BASE_URL } from './browser.ts';
import { importDefinition, plainForm } from './forms-fixtures.ts';
import { useTestServer } from './harness.ts';
import { publicWorld, respondent, SITE } from './public-fixtures.ts';
import { person, seedCompany, seedGrant, seedOperator, seedProject } from './tenancy.ts';

const server = useTestServer();
const FORM = { ...SITE, form: 'apply' };
const COMPLETE = { name: 'Ada Lovelace', kind: 'solo', pitch: 'An engine that weaves algebraic patterns.', rules: true };

/**
 * The application form of `publicWorld` (its manager is marta@example.com), and around it one
 * operator of each kind: those who may see its submissions, and those who may not.
 */
async function watchedForm(notify: boolean) {
  const world = await publicWorld(server, { notify });
  const { company, project, form } = world;
  const otherProject = await seedProject(server, company, 'other');
  const otherForm = await importDefinition(world.manager, world.scope, plainForm('other-form'));
  const otherCompany = await seedCompany(server, 'elsewhere');
  const grant = async (name: string, role: 'manager' | 'editor' | 'assistant' | 'judge', where: { company?: string; project?: string | null; form?: string | null } = {}, lang: Language = 'en') => {
    const id = await seedOperator(server, { ...person(name), lang });
    await server.db.insert(grants).values({
      id: crypto.randomUUID(),
      operatorId: id,
      companyId: where.company ?? company,
      role,
      projectId: where.project ?? null,
      formId: where.form ?? null,
      createdAt: server.clock.now(),
    });
    return id;
  };
  await grant('mario', 'manager', {}, 'it');
  await grant('edith', 'editor', { project });
  await grant('evan', 'editor', { project: null }, 'fr');
  await grant('asha', 'assistant', { project, form });
  await grant('alba', 'assistant', { project, form: null }, 'es');
  // Who may not see this form's submissions.
  await grant('otto', 'editor', { project: otherProject });
  await grant('olga', 'assistant', { project, form: otherForm });
  await grant('judy', 'judge', { project });
  await grant('mona', 'manager', { company: otherCompany });
  const dora = await grant('dora', 'manager');
  await server.db.update(operators).set({ disabled: true }).where(eq(operators.id, dora));
  // An editor who is also the project's judge gets one mail, not two.
  const both = await grant('bea', 'editor', { project });
  await seedGrant(server, both, 'judge', company, project);
  return world;
}

const WATCHERS = ['alba', 'asha', 'bea', 'edith', 'evan', 'mario', 'marta'].map((name) => `${name}@example.com`);

async function submitAs(email: string) {
  const browser = await respondent(server, email);
  await server.settle();
  server.mail.clear();
  expectOk(await browser.call(DraftSubmit, { ...FORM, answers: COMPLETE, lang: 'en' }));
  await server.settle();
}

describe('a form that asks to mail its operators at each submission', () => {
  it('mails one notice to each operator who may see the form, in their language, with a link to its submissions', async () => {
    const { company, project, form } = await watchedForm(true);
    await submitAs('ada@example.org');

    const notices = server.mail.messages.filter((message) => message.to !== 'ada@example.org');
    expect(notices.map((message) => message.to).sort()).toEqual(WATCHERS);
    const link = `${BASE_URL}/app/in/company/${company}/project/${project}/forms/${form}/results/submissions`;
    for (const notice of notices) {
      expect(notice.text).toContain(link);
      expect(notice.text).toContain('ada@example.org');
      expect(notice.text).toContain('Ada Lovelace');
    }
    const english = server.mail.last('edith@example.com');
    expect(english.subject).toBe('New submission: Application · Back office');
    expect(english.text).toContain('Ada Lovelace sent “Application” (Project prize) on January 15, 2030');
    expect(server.mail.last('mario@example.com').subject).toBe('Nuovo invio: Candidatura · Back office');
    expect(server.mail.last('mario@example.com').html).toContain('<html lang="it">');
    // A language the form is not written in reads its title in the form's default language.
    expect(server.mail.last('evan@example.com').subject).toBe('Nouvel envoi : Candidatura · Back-office');
    expect(server.mail.last('alba@example.com').subject).toBe('Nuevo envío: Candidatura · Back office');
    // The respondent gets their receipt as always.
    expect(server.mail.to('ada@example.org')).toHaveLength(1);
  });

  it('mails nobody but the respondent when the form does not ask for it', async () => {
    await watchedForm(false);
    await submitAs('ada@example.org');
    expect(server.mail.messages.map((message) => message.to)).toEqual(['ada@example.org']);
  });

  it('keeps the setting in Form Options, off for a new form', async () => {
    const { manager, scope, form } = await publicWorld(server);
    const read = await manager.call(FormGet, { ...scope, form });
    expect(read.body.entity.notify).toBe(false);
    const { id: _id, company_id: _company, project_id: _project, published_version: _published, draft_changed: _changed, draft: _draft, created_at: _created, updated_at: _updated, ...options } = read.body.entity;
    const saved = await manager.call(FormOptionsSave, { ...scope, form, ...options, notify: true });
    expectOk(saved);
    expect(saved.body.entity.notify).toBe(true);
  });

  it('has every text of the notice in the five languages', () => {
    for (const lang of LANGUAGES) {
      const text = builtinText('submission.notice', lang);
      expect(text.subject.trim(), lang).not.toBe('');
      expect(text.body.content.length, lang).toBeGreaterThanOrEqual(4);
    }
  });
});
