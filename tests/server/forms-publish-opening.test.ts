import { describe, expect, it } from 'vitest';
import { FormDraftSave, FormGet, FormOptionsSave, FormPublish, type PublishOpening } from '../../contract/forms.ts';
import { PublicFormGet } from '../../contract/public.ts';
import { expectOk } from './accounts.ts';
import { expectRefused, formOptions, formsWorld, importDefinition } from './forms-fixtures.ts';
import { useTestServer } from './harness.ts';
import { APPLICATION, respondent, SITE } from './public-fixtures.ts';

const server = useTestServer();
const PUBLIC_FORM = { ...SITE, form: APPLICATION.slug };

const OPTIONS = formOptions(APPLICATION.slug);

// A form never published, opening at `opensAt` if given, published once as `opening` asks.
async function firstPublication(opening: PublishOpening | undefined, opensAt: string | null = null) {
  const { company, project, manager } = await formsWorld(server);
  const scope = { company, project, form: await importDefinition(manager, { company, project }, APPLICATION) };
  let version = 1;
  if (opensAt) {
    const saved = await manager.call(FormOptionsSave, { ...scope, ...OPTIONS, opens_at: opensAt, version });
    expectOk(saved);
    version = saved.body.entity.version;
  }
  const published = await manager.call(FormPublish, { ...scope, version, ...(opening ? { opening } : {}) });
  const form = (await manager.call(FormGet, scope)).body.entity;
  const visitor = await respondent(server, 'ivo@example.org');
  const seen = await visitor.call(PublicFormGet, PUBLIC_FORM);
  return { published, form, seen, manager, scope };
}

describe('the first publication asks how the form opens', () => {
  it('opens it to the public now', async () => {
    const { published, form, seen } = await firstPublication('now');
    expectOk(published);
    expect(published.body.entity).toMatchObject({ status: 'open', published_version: 1 });
    expect(form.opens_at).toBeNull();
    expect(seen.body.form).toMatchObject({ status: 'open', window: 'open' });
  });

  it('opens it now even when its opening time was still to come: the opening time moves to now', async () => {
    const later = new Date(server.clock.now().getTime() + 86_400_000).toISOString();
    const { published, form, seen } = await firstPublication('now', later);
    expectOk(published);
    expect(form.status).toBe('open');
    expect(form.opens_at).toBe(server.clock.now().toISOString());
    expect(seen.body.form?.window).toBe('open');
  });

  it('opens it at its opening time: open, but not yet taking answers', async () => {
    const later = new Date(server.clock.now().getTime() + 86_400_000).toISOString();
    const { published, form, seen } = await firstPublication('scheduled', later);
    expectOk(published);
    expect(form).toMatchObject({ status: 'open', opens_at: later, published_version: 1 });
    expect(seen.body.form).toMatchObject({ window: 'not_yet', opens_at: later });
  });

  it('refuses to open at an opening time the form does not have, and publishes nothing', async () => {
    const { published, form } = await firstPublication('scheduled');
    expectRefused(published, { opening: 'noOpeningTime' });
    expect(form).toMatchObject({ status: 'draft', published_version: null, version: 1 });
  });

  it('keeps it closed: the public form says so and takes no answers', async () => {
    const { published, form, seen } = await firstPublication('closed');
    expectOk(published);
    expect(published.body.entity).toMatchObject({ status: 'closed', published_version: 1 });
    expect(form.status).toBe('closed');
    expect(seen.body.form).toMatchObject({ status: 'closed', window: 'closed' });
  });

  it('without a choice opens it, as before, and a later publication keeps the status the form has', async () => {
    const { published, manager, scope } = await firstPublication(undefined);
    expectOk(published);
    expect(published.body.entity.status).toBe('open');
    const closed = await manager.call(FormOptionsSave, { ...scope, ...OPTIONS, status: 'closed', version: published.body.entity.version });
    expectOk(closed);
    const draft = { ...APPLICATION, title: { ...APPLICATION.title, en: 'Application 2027' } };
    const saved = await manager.call(FormDraftSave, { ...scope, version: closed.body.entity.version, draft });
    expectOk(saved);
    const again = await manager.call(FormPublish, { ...scope, version: saved.body.entity.version });
    expectOk(again);
    expect(again.body.entity).toMatchObject({ status: 'closed', published_version: 2 });
  });
});
