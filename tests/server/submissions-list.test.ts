import { describe, expect, it } from 'vitest';
import { FormList, FormPublish } from '../../contract/forms.ts';
import { SubmissionList } from '../../contract/results.ts';
import { UserErase } from '../../contract/users.ts';
import { expectOk } from './accounts.ts';
import { MINUTE } from './clock.ts';
import { EVERY_TYPE, formsWorld, importDefinition, plainForm } from './forms-fixtures.ts';
import { useTestServer } from './harness.ts';
import { seedRespondent, seedSubmission } from './respondents.ts';

const server = useTestServer();

/** The application form of every type, published, with three people who answered it (one still in draft). */
async function answeredForm() {
  const { company, project, manager } = await formsWorld(server);
  const scope = { company, project };
  const form = await importDefinition(manager, scope, EVERY_TYPE);
  expectOk(await manager.call(FormPublish, { ...scope, form, version: 1 }));
  const maria = await seedRespondent(server, scope, { email: 'maria@example.com', firstName: 'Maria', lastName: 'Rossi' });
  const john = await seedRespondent(server, scope, { email: 'john@example.org', firstName: 'John', lastName: 'Smith' });
  const ada = await seedRespondent(server, scope, { email: 'ada@example.net', firstName: 'Ada' });
  const at = (minutes: number) => new Date(server.clock.now().getTime() + minutes * MINUTE);
  const answers = { name: 'Maria Rossi', email: 'maria@example.com', category: 'art', consent: true };
  const first = await seedSubmission(server, { ...scope, form }, maria, { answers, submittedAt: at(1) });
  const second = await seedSubmission(server, { ...scope, form }, john, { status: 'accepted', answers: { name: 'John Smith', category: 'science' }, submittedAt: at(2) });
  const draft = await seedSubmission(server, { ...scope, form }, ada, { status: 'draft', answers: { name: 'Ada' } });
  return { scope, form, manager, maria, john, ada, answers, first, second, draft };
}

describe("a form's submissions", () => {
  it('lists what was sent, last sent first, with who sent it and every answer by key; drafts only when asked', async () => {
    const { scope, form, manager, maria, john, ada, answers, first, second, draft } = await answeredForm();

    const page = await manager.call(SubmissionList, { ...scope, form });

    expectOk(page);
    expect(page.body).toEqual({
      total: 2,
      items: [
        {
          id: second,
          user: { id: john, email: 'john@example.org', first_name: 'John', last_name: 'Smith' },
          status: 'accepted',
          version: 1,
          submitted_at: '2030-01-15T09:02:00.000Z',
          answers: { name: 'John Smith', category: 'science' },
        },
        {
          id: first,
          user: { id: maria, email: 'maria@example.com', first_name: 'Maria', last_name: 'Rossi' },
          status: 'received',
          version: 1,
          submitted_at: '2030-01-15T09:01:00.000Z',
          answers,
        },
      ],
    });
    const drafts = await manager.call(SubmissionList, { ...scope, form, status: 'draft' });
    expect(drafts.body.items.map((item) => [item.id, item.user?.id, item.submitted_at])).toEqual([[draft, ada, null]]);
    const accepted = await manager.call(SubmissionList, { ...scope, form, status: 'accepted' });
    expect(accepted.body.items.map((item) => item.id)).toEqual([second]);
  });

  it('finds them by the address or name of who sent them', async () => {
    const { scope, form, manager, first, second } = await answeredForm();
    const found = async (search: string) => (await manager.call(SubmissionList, { ...scope, form, search })).body.items.map((item) => item.id);

    expect(await found('ROSSI')).toEqual([first]);
    expect(await found('john smith')).toEqual([second]);
    expect(await found('example.')).toEqual([second, first]);
    expect(await found('ada')).toEqual([]);
    expect(await found('%')).toEqual([]);
  });

  it("keeps only one block's answers when asked, by the version each submission answered", async () => {
    const { scope, form, manager, first } = await answeredForm();
    const block = async (index: number) => (await manager.call(SubmissionList, { ...scope, form, block: index })).body.items.find((item) => item.id === first)!.answers;

    expect(await block(0)).toEqual({ name: 'Maria Rossi', email: 'maria@example.com' });
    expect(await block(1)).toEqual({ category: 'art', consent: true });
    expect(await block(7)).toEqual({});
    const refused = await manager.call(SubmissionList, { ...scope, form, block: -1 });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.error?.fields ?? {})).toEqual(['block']);
  });

  it('shows a submission whose sender was erased without them and without their personal answers', async () => {
    const { scope, form, manager, maria, first } = await answeredForm();
    expectOk(await manager.call(UserErase, { ...scope, user: maria }));

    const item = (await manager.call(SubmissionList, { ...scope, form })).body.items.find((entry) => entry.id === first);

    expect(item).toMatchObject({ user: null, status: 'received', answers: { name: null, email: null, category: 'art', consent: true } });
  });

  it("lists only the form's own, and the forms list counts what each received, drafts aside", async () => {
    const { scope, manager, john } = await answeredForm();
    const other = await importDefinition(manager, scope, plainForm('other'));
    expectOk(await manager.call(FormPublish, { ...scope, form: other, version: 1 }));
    await seedSubmission(server, { ...scope, form: other }, john, { answers: { a: 'x' } });

    expect((await manager.call(SubmissionList, { ...scope, form: other })).body.total).toBe(1);
    const forms = (await manager.call(FormList, scope)).body.items;
    expect(forms.map((item) => [item.slug, item.submissions]).sort()).toEqual([
      ['application', 2],
      ['other', 1],
    ]);
  });
});
