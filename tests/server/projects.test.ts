import { describe, expect, it } from 'vitest';
import type { Language } from '../../contract/languages.ts';
import { HomeCompanies, ProjectCreate, ProjectGet, ProjectSave } from '../../contract/projects.ts';
import { eq } from 'drizzle-orm';
import { companies } from '../../server/db/schema/companies.ts';
import { projects } from '../../server/db/schema/projects.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import { useTestServer } from './harness.ts';
import { person, seedCompany, seedProject, signInWithRole } from './tenancy.ts';

const server = useTestServer();

const PRIZE = { name: 'Prize 2031', slug: 'prize-2031', languages: ['it', 'en'] as Language[], default_lang: 'it' as Language };

describe('a company manager runs the company projects', () => {
  it('creates a project, reads it and changes it at its version', async () => {
    const acme = await seedCompany(server, 'acme');
    const manager = await signInWithRole(server, person('maria'), 'manager', acme);

    const created = await manager.call(ProjectCreate, { company: acme, ...PRIZE });
    expectOk(created);
    const { id, version } = created.body.entity;
    const saved = await manager.call(ProjectSave, { company: acme, project: id, ...PRIZE, status: 'open', version });

    expectOk(saved);
    expect(saved.body.entity).toMatchObject({ company_id: acme, status: 'open', version: 2, opens_at: null });
    expect((await manager.call(ProjectGet, { company: acme, project: id })).body.entity.status).toBe('open');
  });

  it('is refused the projects of another company, on every call', async () => {
    const acme = await seedCompany(server, 'acme');
    const globex = await seedCompany(server, 'globex');
    const theirs = await seedProject(server, globex, 'their-prize');
    const manager = await signInWithRole(server, person('maria'), 'manager', acme);

    const create = await manager.call(ProjectCreate, { company: globex, ...PRIZE });
    const read = await manager.call(ProjectGet, { company: globex, project: theirs });
    // Their project addressed under the manager's own company: it is not there.
    const smuggled = await manager.call(ProjectGet, { company: acme, project: theirs });

    expect(create.status).toBe(403);
    expect(read.status).toBe(403);
    expect(smuggled.status).toBe(404);
    expect(smuggled.body).not.toHaveProperty('entity');
  });

  it('sees only its own company, with its projects, on Home', async () => {
    const acme = await seedCompany(server, 'acme');
    const globex = await seedCompany(server, 'globex');
    await seedProject(server, acme, 'ours');
    await seedProject(server, globex, 'theirs');
    const manager = await signInWithRole(server, person('maria'), 'manager', acme);

    const home = await manager.call(HomeCompanies, {});

    expectOk(home);
    expect(home.body.items).toEqual([
      expect.objectContaining({ id: acme, can_manage: true, projects: [expect.objectContaining({ slug: 'ours', can_edit: true })] }),
    ]);
  });
});

describe('a project editor', () => {
  it('edits their project and no other, and cannot create projects', async () => {
    const acme = await seedCompany(server, 'acme');
    const mine = await seedProject(server, acme, 'mine');
    const other = await seedProject(server, acme, 'other');
    const editor = await signInWithRole(server, person('ed'), 'editor', acme, mine);

    expectOk(await editor.call(ProjectSave, { company: acme, project: mine, ...PRIZE, slug: 'mine' }));
    expect((await editor.call(ProjectGet, { company: acme, project: other })).status).toBe(403);
    expect((await editor.call(ProjectCreate, { company: acme, ...PRIZE })).status).toBe(403);
    const home = await editor.call(HomeCompanies, {});
    expect(home.body.items[0]?.projects.map((p) => p.slug)).toEqual(['mine']);
    expect(home.body.items[0]?.can_manage).toBe(false);
  });
});

describe('the project rules a user expects', () => {
  it('refuses a closing date before the opening date and a default language not offered, saving nothing', async () => {
    const acme = await seedCompany(server, 'acme');
    const admin = await signInAsAdmin(server);

    const answer = await admin.call(ProjectCreate, {
      company: acme,
      ...PRIZE,
      languages: ['en', 'fr'],
      default_lang: 'it',
      opens_at: '2031-03-01T00:00:00Z',
      closes_at: '2031-02-01T00:00:00Z',
    });

    expect(answer.status).toBe(400);
    expect(answer.error?.fields).toEqual({
      closes_at: 'La data di chiusura deve essere successiva a quella di apertura',
      default_lang: 'La lingua predefinita deve essere tra le lingue offerte',
    });
    expect(await server.db.select().from(projects)).toHaveLength(0);
  });

  it('keeps slugs unique within a company only', async () => {
    const acme = await seedCompany(server, 'acme');
    const globex = await seedCompany(server, 'globex');
    const admin = await signInAsAdmin(server);
    expectOk(await admin.call(ProjectCreate, { company: acme, ...PRIZE }));

    const again = await admin.call(ProjectCreate, { company: acme, ...PRIZE });
    const elsewhere = await admin.call(ProjectCreate, { company: globex, ...PRIZE });

    expect(again.status).toBe(409);
    expect(again.error?.fields).toHaveProperty('slug');
    expectOk(elsewhere);
  });

  it('refuses a stale version with the current project', async () => {
    const acme = await seedCompany(server, 'acme');
    const prize = await seedProject(server, acme, 'prize');
    const admin = await signInAsAdmin(server);
    expectOk(await admin.call(ProjectSave, { company: acme, project: prize, ...PRIZE, name: 'Renamed', version: 1 }));

    const stale = await admin.call(ProjectSave, { company: acme, project: prize, ...PRIZE, version: 1 });

    expect(stale.status).toBe(409);
    expect((stale.body as { current?: { name: string } }).current?.name).toBe('Renamed');
  });
});

describe('an archived company', () => {
  it('closes to its own manager while installation admins still open it', async () => {
    const acme = await seedCompany(server, 'acme');
    const prize = await seedProject(server, acme, 'prize');
    const manager = await signInWithRole(server, person('maria'), 'manager', acme);
    expectOk(await manager.call(ProjectGet, { company: acme, project: prize }));
    await server.db.update(companies).set({ status: 'archived' }).where(eq(companies.id, acme));

    expect((await manager.call(ProjectGet, { company: acme, project: prize })).status).toBe(403);
    expect((await manager.call(HomeCompanies, {})).body.items).toEqual([]);
    expectOk(await (await signInAsAdmin(server)).call(ProjectGet, { company: acme, project: prize }));
  });
});
