import { describe, expect, it } from 'vitest';
import { CompanyArchive, CompanyGet, CompanyList, CompanySave } from '../../contract/companies.ts';
import { companies } from '../../server/db/schema/companies.ts';
import { OPERATOR, addOperator, expectOk, signIn, signInAsAdmin } from './accounts.ts';
import type { Browser } from './browser.ts';
import { useTestServer } from './harness.ts';
import { seedProject } from './tenancy.ts';

const server = useTestServer();

const ACME = { name: 'Acme Foundation', slug: 'acme', contact_email: 'prizes@acme.example' };

async function create(admin: Browser, fields: Partial<typeof ACME> & { name: string; slug: string }) {
  const answer = await admin.call(CompanySave, fields);
  expectOk(answer);
  return answer.body.entity;
}

async function storedCompanies() {
  return server.db.select().from(companies);
}

describe('an installation admin manages companies', () => {
  it('creates a company and reads it back with version 1', async () => {
    const admin = await signInAsAdmin(server);

    const created = await create(admin, ACME);
    const read = await admin.call(CompanyGet, { id: created.id });

    expectOk(read);
    expect(read.body.entity).toMatchObject({ ...ACME, status: 'active', notes: '', logo_media_id: null, version: 1 });
  });

  it('changes a company at the version it read, and the version moves on', async () => {
    const admin = await signInAsAdmin(server);
    const created = await create(admin, ACME);

    const changed = await admin.call(CompanySave, { ...ACME, id: created.id, name: 'Acme Trust', version: 1 });

    expectOk(changed);
    expect(changed.body.entity).toMatchObject({ name: 'Acme Trust', version: 2 });
  });

  it('refuses a change based on a stale version with 409 and the current record, and keeps the stored one', async () => {
    const admin = await signInAsAdmin(server);
    const created = await create(admin, ACME);
    expectOk(await admin.call(CompanySave, { ...ACME, id: created.id, name: 'First change', version: 1 }));

    const stale = await admin.call(CompanySave, { ...ACME, id: created.id, name: 'Second change', version: 1 });

    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('conflict');
    expect((stale.body as { current?: { name: string; version: number } }).current).toMatchObject({ name: 'First change', version: 2 });
    expect((await storedCompanies())[0]?.name).toBe('First change');
  });

  it('refuses a slug already in use with 409 and a field error in the operator language', async () => {
    const admin = await signInAsAdmin(server);
    await create(admin, ACME);

    const duplicate = await admin.call(CompanySave, { name: 'Another', slug: 'acme' });

    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: 'slug_taken', fields: { slug: 'Questo slug è già in uso: scegline un altro.' } });
    expect(await storedCompanies()).toHaveLength(1);
  });

  it('holds the slug to the spec rule and the name to its length, saving nothing', async () => {
    const admin = await signInAsAdmin(server);

    const answer = await admin.call(CompanySave, { name: 'x'.repeat(101), slug: 'Not A Slug!' });

    expect(answer.status).toBe(400);
    // The admin reads Italian: the spec's messages in the operator's language.
    expect(answer.error?.fields).toEqual({
      name: 'Il campo Nome non deve superare 100 caratteri',
      slug: 'Il campo può contenere solo lettere minuscole, numeri, trattini e trattini bassi',
    });
    expect(await storedCompanies()).toHaveLength(0);
  });

  it('lists companies searched, sorted and paged, with the total', async () => {
    const admin = await signInAsAdmin(server);
    for (const name of ['Delta', 'Alpha', 'Charlie', 'Bravo']) await create(admin, { name, slug: name.toLowerCase() });

    const page = await admin.call(CompanyList, { pageSize: 2, page: 2, sort: '-name' });
    const search = await admin.call(CompanyList, { search: 'RAV' });
    const past = await admin.call(CompanyList, { pageSize: 2, page: 9 });

    expectOk(page);
    expect(page.body.total).toBe(4);
    expect(past.body).toEqual({ total: 4, items: [] });
    expect(page.body.items.map((item) => item.name)).toEqual(['Bravo', 'Alpha']);
    expect(search.body.items.map((item) => item.name)).toEqual(['Bravo']);
  });

  it('counts each company\'s own projects in the list, searched or not', async () => {
    const admin = await signInAsAdmin(server);
    const aurora = await create(admin, { name: 'Fondazione Aurora', slug: 'aurora' });
    const globex = await create(admin, { name: 'Globex Prizes', slug: 'globex' });
    await create(admin, { name: 'Initech', slug: 'initech' });
    for (const slug of ['premio-2026', 'borse-di-studio']) await seedProject(server, aurora.id, slug);
    await seedProject(server, globex.id, 'innovation-prize');

    const listed = await admin.call(CompanyList, {});
    const searched = await admin.call(CompanyList, { search: 'aurora' });

    expectOk(listed);
    expect(listed.body.items.map((item) => [item.slug, item.projects])).toEqual([
      ['aurora', 2],
      ['globex', 1],
      ['initech', 0],
    ]);
    expect(searched.body.items).toEqual([expect.objectContaining({ slug: 'aurora', projects: 2 })]);
  });

  it('pages a search in the order asked, with its total, also past the last match and among active companies only', async () => {
    const admin = await signInAsAdmin(server);
    const names = ['Prize Delta', 'Prize Alpha', 'Prize Charlie', 'Other Bravo'];
    const [delta] = await Promise.all(names.map((name) => create(admin, { name, slug: name.toLowerCase().replace(' ', '-') })));
    expectOk(await admin.call(CompanyArchive, { id: delta!.id, version: 1 }));

    const second = await admin.call(CompanyList, { search: 'prize', pageSize: 2, page: 2, sort: '-name' });
    const past = await admin.call(CompanyList, { search: 'prize', pageSize: 2, page: 5 });
    const active = await admin.call(CompanyList, { search: 'prize', status: 'active', sort: '-name' });
    const none = await admin.call(CompanyList, { search: 'nothing' });

    expect(second.body).toEqual({ total: 3, items: [expect.objectContaining({ name: 'Prize Alpha', projects: 0 })] });
    expect(past.body).toEqual({ total: 3, items: [] });
    expect(active.body.total).toBe(2);
    expect(active.body.items.map((item) => item.name)).toEqual(['Prize Charlie', 'Prize Alpha']);
    expect(none.body).toEqual({ total: 0, items: [] });
  });

  it('searches name, slug and contact address in any case, accented letters included, and follows a change', async () => {
    const admin = await signInAsAdmin(server);
    const created = await create(admin, { name: 'École Ürban', slug: 'ecole', contact_email: 'Info@School.example.com' });
    await create(admin, { name: 'Other', slug: 'other' });

    const found = async (search: string) => (await admin.call(CompanyList, { search })).body.items.map((item) => item.slug);

    expect(await found('éCOLE')).toEqual(['ecole']);
    expect(await found('ürb')).toEqual(['ecole']);
    expect(await found('school.EXAMPLE')).toEqual(['ecole']);
    expect(await found('ecol')).toEqual(['ecole']);
    expectOk(await admin.call(CompanySave, { id: created.id, version: created.version, name: 'Renamed', slug: 'renamed' }));
    expect(await found('école')).toEqual([]);
    expect(await found('renamed')).toEqual(['renamed']);
  });

  it('takes a search of % and _ literally', async () => {
    const admin = await signInAsAdmin(server);
    await create(admin, { name: 'Plain', slug: 'plain' });

    const answer = await admin.call(CompanyList, { search: '%' });

    expect(answer.body.total).toBe(0);
  });

  it('archives a company, which then lists under archived only', async () => {
    const admin = await signInAsAdmin(server);
    const created = await create(admin, ACME);

    expectOk(await admin.call(CompanyArchive, { id: created.id, version: 1 }));

    expect((await admin.call(CompanyList, { status: 'active' })).body.total).toBe(0);
    expect((await admin.call(CompanyList, { status: 'archived' })).body.items[0]).toMatchObject({ slug: 'acme', status: 'archived' });
  });

  it('answers 404 for an unknown company id', async () => {
    const admin = await signInAsAdmin(server);

    const answer = await admin.call(CompanyGet, { id: crypto.randomUUID() });

    expect(answer.status).toBe(404);
  });
});

describe('operators without the installation admin flag', () => {
  it('are refused every company call with 403 and see no data', async () => {
    await addOperator(server);
    const operator = await signIn(server, OPERATOR.email, OPERATOR.password);

    const list = await operator.call(CompanyList, {});
    const save = await operator.call(CompanySave, ACME);

    expect(list.status).toBe(403);
    expect(list.body).not.toHaveProperty('items');
    expect(save.status).toBe(403);
    expect(await storedCompanies()).toHaveLength(0);
  });
});
