import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EndpointInput } from '../../contract/endpoint.ts';
import type { FormDefinition } from '../../contract/form-definition.ts';
import {
  MAIL_MERGE_LIMITS,
  MERGE_TAGS,
  MergePeople,
  MergeSenderList,
  MergeTagList,
  TemplateDelete,
  TemplateDuplicate,
  TemplateGet,
  TemplateList,
  TemplatePreview,
  TemplateRestore,
  TemplateRevisions,
  TemplateSave,
} from '../../contract/mail-merge.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { submissions } from '../../server/db/schema/submissions.ts';
import { registeredUsers } from '../../server/db/schema/users.ts';
import { formVersions, forms } from '../../server/db/schema/forms.ts';
import { mmCampaigns, mmTemplateRevisions, mmTemplates } from '../../server/db/schema/mail-merge.ts';
import { notySenders } from '../../server/db/schema/notifications.ts';
import { scopeOf } from '../../server/mail/senders.ts';
import { compileMail, fillMail } from '../../server/areas/mail-merge/render.ts';
import { mergeContext, mergeValues } from '../../server/areas/mail-merge/values.ts';
import { expectOk } from './accounts.ts';
import { MINUTE } from './clock.ts';
import { useTestServer } from './harness.ts';
import { doc, pagesWorld, paragraph } from './pages-fixtures.ts';
import { expectError } from './public-fixtures.ts';
import { seedRespondent, seedSubmission } from './respondents.ts';
import { HOSTILE_CASES } from './rich-text-hostile-fixtures.ts';
import { person, signInWithRole } from './tenancy.ts';

const server = useTestServer();

type SaveInput = EndpointInput<typeof TemplateSave>;

const text = (it: string, en: string) => ({ it, en });

/** A published form with a choice field whose options are labelled in Italian and English. */
const APPLY: FormDefinition = {
  format: 'form/1',
  slug: 'apply',
  title: text('Candidatura', 'Application'),
  languages: ['it', 'en'],
  default_lang: 'it',
  blocks: [
    {
      key: 'main',
      title: text('Principale', 'Main'),
      fields: [
        { type: 'text', key: 'startup', label: text('Startup', 'Startup') },
        {
          type: 'single_choice',
          key: 'city',
          label: text('Città', 'City'),
          options: [
            { value: 'to', label: text('Torino', 'Turin') },
            { value: 'mi', label: text('Milano', 'Milan') },
          ],
        },
      ],
    },
  ],
};

async function world() {
  const w = await pagesWorld(server);
  const now = server.clock.now();
  const apply = crypto.randomUUID();
  await server.db.insert(forms).values({ id: apply, companyId: w.company, projectId: w.project, slug: 'apply', draft: APPLY, status: 'open', publishedVersion: 1, closesAt: new Date('2030-03-31T17:00:00Z'), createdAt: now, updatedAt: now });
  await server.db.insert(formVersions).values({ formId: apply, number: 1, definition: APPLY, publishedAt: now });
  return { ...w, apply };
}

function templateInput(scope: { company: string; project: string }, extra: Partial<SaveInput> = {}): SaveInput {
  return {
    ...scope,
    name: 'Reminder',
    subject: { it: 'Ciao {{first_name}}', en: 'Hello {{first_name}}' },
    body: {
      it: doc(paragraph('Ciao {{first_name}} {{last_name}}, la tua startup {{startup}} a {{city}}: {{draft_link}}'), paragraph('Chiude il {{closes_at}}.')),
      en: doc(paragraph('Hello {{first_name}} {{last_name}}, your startup {{startup}} in {{city}}: {{draft_link}}'), paragraph('Closes {{closes_at}}.')),
    },
    ...extra,
  };
}

async function createTemplate(browser: Awaited<ReturnType<typeof world>>['manager'], scope: { company: string; project: string }, extra: Partial<SaveInput> = {}) {
  const answer = await browser.call(TemplateSave, templateInput(scope, extra));
  expectOk(answer);
  return answer.body.entity;
}

// A document too deep for this test's own JSON.stringify cannot be sent from here.
function sendable(hostile: { doc: unknown }): boolean {
  try {
    JSON.stringify(hostile.doc);
    return true;
  } catch {
    return false;
  }
}

describe('a project’s mail templates', () => {
  it('creates a template, saves it at its version, refuses a stale one with the template as it stands, and lists it', async () => {
    const w = await world();
    const created = await createTemplate(w.manager, w.scope);
    expect(created).toMatchObject({ name: 'Reminder', sender: null, version: 1, subject: { en: 'Hello {{first_name}}' } });
    const saved = await w.manager.call(TemplateSave, templateInput(w.scope, { id: created.id, version: 1, name: 'Reminder 2' }));
    expectOk(saved);
    expect(saved.body.entity).toMatchObject({ version: 2, name: 'Reminder 2' });
    const stale = await w.manager.call(TemplateSave, templateInput(w.scope, { id: created.id, version: 1, name: 'Lost' }));
    expectError(stale, 409, 'conflict');
    expect((stale.body as unknown as { current: { version: number; name: string } }).current).toMatchObject({ version: 2, name: 'Reminder 2' });
    expect((await w.manager.call(TemplateGet, { ...w.scope, template: created.id })).body.entity.name).toBe('Reminder 2');
    const list = await w.manager.call(TemplateList, w.scope);
    expect(list.body.items).toEqual([{ id: created.id, name: 'Reminder 2', languages: ['it', 'en'], campaigns: 0, version: 2, updated_at: expect.any(String) }]);
    const logged = await server.db.select().from(operationsLog).where(eq(operationsLog.endpoint, TemplateSave.path));
    expect(logged.map((row) => row.target)).toContain(`mm-template:${created.id}`);
  });

  it('holds at most MAIL_MERGE_LIMITS.templates templates per project', async () => {
    const w = await world();
    const now = server.clock.now();
    await server.db.insert(mmTemplates).values(
      Array.from({ length: MAIL_MERGE_LIMITS.templates }, (_, n) => ({ id: crypto.randomUUID(), companyId: w.company, projectId: w.project, name: `T${n}`, subject: {}, body: {}, createdAt: now, updatedAt: now })),
    );
    const refused = await w.manager.call(TemplateSave, templateInput(w.scope));
    expectError(refused, 409, 'template_limit_reached');
    const [first] = await server.db.select().from(mmTemplates).limit(1);
    expectError(await w.manager.call(TemplateDuplicate, { ...w.scope, template: first!.id }), 409, 'template_limit_reached');
  });

  it('refuses an unknown tag by name on the subject or body of its language, and takes any form’s field key', async () => {
    const w = await world();
    const inSubject = await w.manager.call(TemplateSave, templateInput(w.scope, { subject: { it: 'Ciao', en: 'Hi {{nickname}}' } }));
    expectError(inSubject, 400, 'merge_tag_unknown');
    expect(inSubject.error!.message).toContain('{{nickname}}');
    expect(Object.keys(inSubject.error!.fields!)).toEqual(['subject.en']);
    const inBody = await w.manager.call(TemplateSave, templateInput(w.scope, { body: { it: doc(paragraph('Ciao {{ nome }}')) } }));
    expectError(inBody, 400, 'merge_tag_unknown');
    expect(Object.keys(inBody.error!.fields!)).toEqual(['body.it']);
    expect(inBody.error!.fields!['body.it']).toContain('{{nome}}');
    // A link's address is read too.
    const inLink = await w.manager.call(
      TemplateSave,
      templateInput(w.scope, { body: { en: doc({ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'https://example.org/?a={{secret}}' } }] }] }) } }),
    );
    expectError(inLink, 400, 'merge_tag_unknown');
    // The plain form's keys (a, b) and every fixed tag are known.
    const known = MERGE_TAGS.map((tag) => `{{${tag}}}`).join(' ');
    await createTemplate(w.manager, w.scope, { body: { en: doc(paragraph(`${known} {{a}} {{b}} {{startup}}`)) } });
    expect(await server.db.select().from(mmTemplates)).toHaveLength(1);
  });

  it('refuses every hostile document of the rich-text corpus with a 400 on the body, and stores none', async () => {
    const w = await world();
    const refused = HOSTILE_CASES.filter((hostile) => hostile.verdict === 'refused' && sendable(hostile));
    expect(refused.length).toBeGreaterThan(10);
    for (const hostile of refused) {
      const answer = await w.manager.call(TemplateSave, templateInput(w.scope, { body: { en: hostile.doc as never } }));
      if (answer.status === 413) continue; // Over the call's own 1 MiB body: refused before it is read.
      expect(answer.status, hostile.name).toBe(400);
      expect(Object.keys(answer.error?.fields ?? {}).every((field) => field.startsWith('body')), hostile.name).toBe(true);
    }
    expect(await server.db.select().from(mmTemplates)).toEqual([]);
  });

  it('previews with a real registered user’s values in two languages and as plain text, or with sample values; an unknown recipient is 404', async () => {
    const w = await world();
    const template = await createTemplate(w.manager, w.scope);
    const ada = await seedRespondent(server, w.scope, { email: 'ada@applicants.example', firstName: 'Ada', lastName: 'Lovelace <3' });
    await seedSubmission(server, { ...w.scope, form: w.apply }, ada, { status: 'draft', answers: { startup: 'Engines & Co', city: 'to' } });
    const call = (lang: 'it' | 'en', extra: Partial<EndpointInput<typeof TemplatePreview>> = {}) =>
      w.manager.call(TemplatePreview, { ...w.scope, template: template.id, lang, recipient: 'ADA@applicants.example', form: w.apply, ...extra });
    const en = await call('en');
    expectOk(en);
    expect(en.body.subject).toBe('Hello Ada');
    expect(en.body.html).toContain('<html lang="en">');
    expect(en.body.html).toContain('Hello Ada Lovelace &lt;3, your startup Engines &amp; Co in Turin: <a href="http://localhost/p/aurora/prize/f/apply?lang=en"');
    expect(en.body.text).toContain('Hello Ada Lovelace <3, your startup Engines & Co in Turin: http://localhost/p/aurora/prize/f/apply?lang=en');
    expect(en.body.text).toMatch(/Closes March 31, 2030 at 5:00\s?PM UTC\./);
    // No unsubscribe link in the body: the footer brings one.
    expect(en.body.text).toMatch(/http:\/\/localhost\/p\/aurora\/prize\/unsubscribe\/preview\?lang=en/);
    const it = await call('it');
    expect(it.body.subject).toBe('Ciao Ada');
    expect(it.body.text).toContain('la tua startup Engines & Co a Torino');
    expect(it.body.text).toContain('Per non riceverne più');
    // The editor's draft, checked like a save.
    const draft = await call('en', { subject: 'Draft {{email}}', body: { en: doc(paragraph('Only {{a}}!')) } });
    expect(draft.body.subject).toBe('Draft ada@applicants.example');
    expect(draft.body.text.startsWith('Only!')).toBe(true);
    expectError(await call('en', { subject: 'Bad {{nope}}' }), 400, 'merge_tag_unknown');
    expectError(await call('en', { recipient: 'nobody@applicants.example' }), 404, 'recipient_not_found');
    const sample = await w.manager.call(TemplatePreview, { ...w.scope, template: template.id, lang: 'en', form: w.apply });
    expectOk(sample);
    expect(sample.body.subject).toBe('Hello Jane');
    expect(sample.body.text).toContain('your startup [Startup] in [City]');
    const stranger = await w.manager.call(TemplatePreview, { ...w.scope, template: template.id, lang: 'en', form: w.foreignForm });
    expectError(stranger, 404, 'not_found');
  });

  it('duplicates a template as "<name> (copy)" and deletes one no campaign uses (409 template_in_use otherwise)', async () => {
    const w = await world();
    const template = await createTemplate(w.manager, w.scope);
    const copy = await w.manager.call(TemplateDuplicate, { ...w.scope, template: template.id });
    expectOk(copy);
    expect(copy.body.entity).toMatchObject({ name: 'Reminder (copy)', version: 1, subject: template.subject, body: template.body });
    const now = server.clock.now();
    await server.db.insert(mmCampaigns).values({
      id: crypto.randomUUID(),
      companyId: w.company,
      projectId: w.project,
      name: 'Uses it',
      templateId: template.id,
      audience: { kind: 'users' },
      ratePerSecond: 10,
      state: 'draft',
      createdAt: now,
      updatedAt: now,
    });
    expect((await w.manager.call(TemplateList, w.scope)).body.items.find((item) => item.id === template.id)?.campaigns).toBe(1);
    expectError(await w.manager.call(TemplateDelete, { ...w.scope, template: template.id }), 409, 'template_in_use');
    expectOk(await w.manager.call(TemplateDelete, { ...w.scope, template: copy.body.entity.id }));
    expect((await w.manager.call(TemplateList, w.scope)).body.items.map((item) => item.id)).toEqual([template.id]);
    expectError(await w.manager.call(TemplateGet, { ...w.scope, template: copy.body.entity.id }), 404, 'not_found');
  });

  it('records a revision at most every 10 minutes of editing, keeps the last 20, and restores one as a new version', async () => {
    const w = await world();
    const template = await createTemplate(w.manager, w.scope, { name: 'First' });
    let version = template.version;
    const save = async (name: string) => {
      const answer = await w.manager.call(TemplateSave, templateInput(w.scope, { id: template.id, version, name }));
      expectOk(answer);
      version = answer.body.entity.version;
    };
    await save('Second');
    expect(await server.db.select().from(mmTemplateRevisions).where(eq(mmTemplateRevisions.templateId, template.id))).toHaveLength(1);
    server.clock.advance(MAIL_MERGE_LIMITS.revisionMinutes * MINUTE);
    await save('Third');
    const revisions = await w.manager.call(TemplateRevisions, { ...w.scope, template: template.id });
    expect(revisions.body.items).toHaveLength(2);
    expect(revisions.body.items[0]!.by).toBe('marta');
    for (let n = 0; n < 25; n++) {
      server.clock.advance(MAIL_MERGE_LIMITS.revisionMinutes * MINUTE);
      await save(`Edit ${n}`);
    }
    const kept = (await w.manager.call(TemplateRevisions, { ...w.scope, template: template.id })).body.items;
    expect(kept).toHaveLength(MAIL_MERGE_LIMITS.revisionsKept);
    const oldest = (await server.db.select().from(mmTemplateRevisions).where(eq(mmTemplateRevisions.id, kept.at(-1)!.id)))[0]!;
    const restored = await w.manager.call(TemplateRestore, { ...w.scope, template: template.id, revision: oldest.id, version });
    expectOk(restored);
    expect(restored.body.entity).toMatchObject({ name: oldest.name, version: version + 1 });
    expectError(await w.manager.call(TemplateRestore, { ...w.scope, template: template.id, revision: oldest.id, version }), 409, 'conflict');
  });

  it('lists the senders of the project’s chain and the one in effect, and takes only one of them as a template’s sender', async () => {
    const w = await world();
    const now = server.clock.now();
    const sender = (level: 'project' | 'company' | 'installation', name: string, company: string | null, project: string | null, isDefault = false) => ({
      id: crypto.randomUUID(),
      scope: scopeOf(level, level === 'project' ? project : company),
      level,
      companyId: company,
      projectId: project,
      name,
      fromEmail: `${name.toLowerCase()}@aurora.example`,
      fromName: name,
      isDefault,
      createdAt: now,
      updatedAt: now,
    });
    const rows = [
      sender('installation', 'Installation', null, null, true),
      sender('company', 'Company', w.company, null, true),
      sender('project', 'Project', w.company, w.project),
      sender('company', 'Foreign', w.otherCompany, null, true),
    ];
    await server.db.insert(notySenders).values(rows);
    const answer = await w.manager.call(MergeSenderList, w.scope);
    expectOk(answer);
    expect(answer.body.items.map((item) => [item.name, item.level])).toEqual([
      ['Project', 'project'],
      ['Company', 'company'],
      ['Installation', 'installation'],
    ]);
    expect(answer.body.effective).toEqual({ id: rows[1]!.id, name: 'Company', from_email: 'company@aurora.example', from_name: 'Company' });
    const chosen = await createTemplate(w.manager, w.scope, { sender: rows[2]!.id });
    expect(chosen.sender).toBe(rows[2]!.id);
    const foreign = await w.manager.call(TemplateSave, templateInput(w.scope, { sender: rows[3]!.id }));
    expectError(foreign, 400, 'validation_failed');
    expect(Object.keys(foreign.error!.fields!)).toEqual(['sender']);
  });

  it('offers the project’s registered users by a search, at most 20, and the tags of its forms', async () => {
    const w = await world();
    for (let n = 0; n < 25; n++) await seedRespondent(server, w.scope, { email: `p${String(n).padStart(2, '0')}@applicants.example`, firstName: `Person${n}`, lang: n === 0 ? 'en' : '' });
    await seedRespondent(server, w.scope, { email: 'ada@applicants.example', firstName: 'Ada', lastName: 'Lovelace' });
    await seedRespondent(server, { company: w.otherCompany, project: w.otherProject }, { email: 'ada2@applicants.example', firstName: 'Ada' });
    const all = await w.manager.call(MergePeople, { ...w.scope, search: '' });
    expect(all.body.items).toHaveLength(20);
    expect(all.body.items[0]).toEqual({ email: 'ada@applicants.example', first_name: 'Ada', last_name: 'Lovelace', lang: 'it' });
    const found = await w.manager.call(MergePeople, { ...w.scope, search: 'love' });
    expect(found.body.items.map((item) => item.email)).toEqual(['ada@applicants.example']);
    expect((await w.manager.call(MergePeople, { ...w.scope, search: '%' })).body.items).toEqual([]);
    const tags = await w.manager.call(MergeTagList, w.scope);
    expect(tags.body.fixed).toEqual([...MERGE_TAGS]);
    expect(tags.body.forms.find((form) => form.id === w.apply)).toEqual({
      id: w.apply,
      name: 'Application',
      fields: [
        { key: 'startup', label: 'Startup' },
        { key: 'city', label: 'City' },
      ],
    });
  });

  it('answers 404 to another company’s manager and for another project’s scope', async () => {
    const w = await world();
    const template = await createTemplate(w.manager, w.scope);
    const stranger = await signInWithRole(server, person('sam'), 'manager', w.otherCompany);
    expectError(await stranger.call(TemplateGet, { ...w.scope, template: template.id }), 404, 'not_found');
    expectError(await stranger.call(TemplateList, w.scope), 404, 'not_found');
    const foreignScope = { company: w.otherCompany, project: w.otherProject };
    expectError(await w.manager.call(TemplateGet, { ...foreignScope, template: template.id }), 404, 'not_found');
  });

  it('gives each target its values in its language, links on PUBLIC_URL, and an erased person’s answers without a name', async () => {
    const w = await world();
    const ada = await seedRespondent(server, w.scope, { email: 'ada@applicants.example', firstName: 'Ada', lastName: 'Lovelace' });
    const own = await seedSubmission(server, { ...w.scope, form: w.apply }, ada, { answers: { startup: 'Engines', city: 'mi' } });
    const erased = await seedSubmission(server, { ...w.scope, form: w.apply }, null, { answers: { startup: 'Gone', city: 'to' } });
    const deps = { ...server.deps, config: { ...server.deps.config, publicUrl: 'https://apply.example.org' } };
    const ctx = await mergeContext(server.db, deps, w.project, w.apply);
    const values = await mergeValues(
      server.db,
      ctx,
      [
        { email: 'ada@applicants.example', userId: ada, submissionId: own, lang: 'it' },
        { email: '', userId: null, submissionId: erased, lang: 'en' },
        { email: 'ada@applicants.example', userId: ada, submissionId: null, lang: 'en' },
      ],
      (target) => `https://apply.example.org/p/aurora/prize/unsubscribe/${target.lang}-token`,
    );
    expect(values[0]).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@applicants.example',
      project: 'Project prize',
      form: 'Candidatura',
      form_link: 'https://apply.example.org/p/aurora/prize/f/apply?lang=it',
      draft_link: 'https://apply.example.org/p/aurora/prize/f/apply?lang=it',
      closes_at: expect.stringMatching(/^31 marzo 2030.*17:00 UTC$/),
      unsubscribe_link: 'https://apply.example.org/p/aurora/prize/unsubscribe/it-token?lang=it',
      answers: { startup: 'Engines', city: 'Milano' },
    });
    expect(values[1]).toMatchObject({ first_name: '', last_name: '', email: '', form: 'Application', answers: { startup: 'Gone', city: 'Turin' } });
    expect(values[2]!.answers).toEqual({});
    // The mail of the template filled with them: the links on the public address, whatever host a call came in by.
    const template = await createTemplate(w.manager, w.scope);
    const mail = fillMail(compileMail(template, 'it', { project: ctx.project, base: ctx.base }), values[0]!);
    expect(mail.text).toContain('la tua startup Engines a Milano: https://apply.example.org/p/aurora/prize/f/apply?lang=it');
    expect(mail.html).not.toContain('localhost');
  });

  it('reads the values of 10,000 targets and fills their mails in a few seconds', async () => {
    const w = await world();
    const now = server.clock.now();
    const targets: Array<{ email: string; userId: string; submissionId: string; lang: 'it' | 'en' }> = [];
    for (let start = 0; start < 10_000; start += 1000) {
      const batch = Array.from({ length: 1000 }, (_, n) => {
        const index = start + n;
        return { email: `p${index}@applicants.example`, userId: crypto.randomUUID(), submissionId: crypto.randomUUID(), lang: index % 2 === 0 ? ('it' as const) : ('en' as const) };
      });
      await server.db.insert(registeredUsers).values(batch.map((t) => ({ id: t.userId, companyId: w.company, projectId: w.project, email: t.email, firstName: `P${t.email.slice(1, 6)}`, createdAt: now, updatedAt: now })));
      await server.db.insert(submissions).values(
        batch.map((t) => ({ id: t.submissionId, companyId: w.company, projectId: w.project, formId: w.apply, userId: t.userId, status: 'received' as const, formVersion: 1, answers: { startup: `S ${t.email}`, city: 'to' }, lang: t.lang, createdAt: now, updatedAt: now })),
      );
      targets.push(...batch);
    }
    const template = await createTemplate(w.manager, w.scope);
    const started = performance.now();
    const ctx = await mergeContext(server.db, server.deps, w.project, w.apply);
    const values = await mergeValues(server.db, ctx, targets, (target) => `${ctx.base}/p/aurora/prize/unsubscribe/${target.userId}`);
    const compiled = { it: compileMail(template, 'it', { project: ctx.project, base: ctx.base }), en: compileMail(template, 'en', { project: ctx.project, base: ctx.base }) };
    let bytes = 0;
    values.forEach((value, index) => {
      const mail = fillMail(compiled[targets[index]!.lang], value);
      bytes += mail.html.length + mail.text.length;
    });
    const took = performance.now() - started;
    expect(values[1]).toMatchObject({ first_name: 'P1@app', answers: { startup: 'S p1@applicants.example', city: 'Turin' } });
    expect(bytes).toBeGreaterThan(10_000 * 1000);
    expect(took).toBeLessThan(10_000);
  });
});
