import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { InviteAccept } from '../../contract/sign-in.ts';
import { AdminOperatorSetInstallationAdmin } from '../../contract/operators.ts';
import {
  CompanyOperatorInvite,
  CompanyOperatorList,
  CompanyOperatorResendInvite,
  CompanyOperatorRevoke,
  CompanyOperatorSetRole,
} from '../../contract/operators.ts';
import { ProjectGet } from '../../contract/projects.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { grants } from '../../server/db/schema/operators.ts';
import { expectOk, signIn, signInAsAdmin } from './accounts.ts';
import { ADMIN, useTestServer } from './harness.ts';
import { person, seedCompany, seedProject, signInWithRole } from './tenancy.ts';

const server = useTestServer();

async function operatorId(email: string): Promise<string> {
  const [row] = await server.db.select({ id: operators.id }).from(operators).where(eq(operators.email, email));
  return row!.id;
}

describe('a manager invites people to the company', () => {
  it('invites an editor of one project, who accepts, signs in and edits that project only', async () => {
    const acme = await seedCompany(server, 'acme');
    const prize = await seedProject(server, acme, 'prize');
    const other = await seedProject(server, acme, 'other');
    const manager = await signInWithRole(server, person('maria'), 'manager', acme);
    const ed = person('ed');

    expectOk(await manager.call(CompanyOperatorInvite, { company: acme, Email: ed.email, Role: 'editor', Projects: [prize] }));
    const token = server.mail.token(ed.email, 'invite');
    expectOk(await server.browser().call(InviteAccept, { Token: token, FirstName: ed.firstName, Password: ed.password }));
    const editor = await signIn(server, ed.email, ed.password);

    expectOk(await editor.call(ProjectGet, { company: acme, project: prize }));
    expect((await editor.call(ProjectGet, { company: acme, project: other })).status).toBe(403);
    const listed = await manager.call(CompanyOperatorList, { company: acme });
    expect(listed.body.operators.find((o) => o.email === ed.email)?.roles).toEqual([{ role: 'editor', project_id: prize, form_id: null }]);
  });

  it('adds the role to an operator who exists already, once their password proves it is them', async () => {
    const acme = await seedCompany(server, 'acme');
    const globex = await seedCompany(server, 'globex');
    const manager = await signInWithRole(server, person('maria'), 'manager', acme);
    const judy = person('judy');
    await signInWithRole(server, judy, 'judge', globex);

    expectOk(await manager.call(CompanyOperatorInvite, { company: acme, Email: judy.email, Role: 'judge' }));
    const token = server.mail.token(judy.email, 'invite');
    expectOk(await server.browser().call(InviteAccept, { Token: token, Password: judy.password }));

    const held = await server.db.select({ company: grants.companyId }).from(grants).where(eq(grants.operatorId, await operatorId(judy.email)));
    expect(held.map((grant) => grant.company).sort()).toEqual([acme, globex].sort());
  });

  it('lists the open invitation and sends a new link that replaces the old one', async () => {
    const acme = await seedCompany(server, 'acme');
    const manager = await signInWithRole(server, person('maria'), 'manager', acme);
    expectOk(await manager.call(CompanyOperatorInvite, { company: acme, Email: 'new@example.com', Role: 'manager' }));
    const first = server.mail.token('new@example.com', 'invite');

    expectOk(await manager.call(CompanyOperatorResendInvite, { company: acme, Email: 'new@example.com' }));
    const second = server.mail.token('new@example.com', 'invite');

    expect(second).not.toBe(first);
    expect((await server.browser().call(InviteAccept, { Token: first, FirstName: 'New', Password: 'new-password-1' })).status).toBe(400);
    const listed = await manager.call(CompanyOperatorList, { company: acme });
    expect(listed.body.invites).toEqual([expect.objectContaining({ email: 'new@example.com', role: 'manager', expired: false })]);
  });

  it('refuses a project of another company and an unknown role, inviting nobody', async () => {
    const acme = await seedCompany(server, 'acme');
    const globex = await seedCompany(server, 'globex');
    const theirs = await seedProject(server, globex, 'theirs');
    const manager = await signInWithRole(server, person('maria'), 'manager', acme);

    const foreign = await manager.call(CompanyOperatorInvite, { company: acme, Email: 'x@example.com', Role: 'editor', Projects: [theirs] });
    const unknown = await manager.call(CompanyOperatorInvite, { company: acme, Email: 'x@example.com', Role: 'owner' as 'manager' });

    expect(foreign.status).toBe(400);
    expect(foreign.error?.fields).toHaveProperty('Projects');
    expect(unknown.status).toBe(400);
    expect(unknown.error?.fields).toHaveProperty('Role');
    expect(server.mail.to('x@example.com')).toHaveLength(0);
  });
});

describe('a manager changes and takes roles', () => {
  it('revokes an operator, whose next call in the company is refused', async () => {
    const acme = await seedCompany(server, 'acme');
    const prize = await seedProject(server, acme, 'prize');
    const manager = await signInWithRole(server, person('maria'), 'manager', acme);
    const ed = person('ed');
    const editor = await signInWithRole(server, ed, 'editor', acme, prize);
    expectOk(await editor.call(ProjectGet, { company: acme, project: prize }));

    expectOk(await manager.call(CompanyOperatorRevoke, { company: acme, operator: await operatorId(ed.email) }));

    expect((await editor.call(ProjectGet, { company: acme, project: prize })).status).toBe(403);
  });

  it('changes an editor into a manager', async () => {
    const acme = await seedCompany(server, 'acme');
    const prize = await seedProject(server, acme, 'prize');
    const manager = await signInWithRole(server, person('maria'), 'manager', acme);
    const ed = person('ed');
    await signInWithRole(server, ed, 'editor', acme, prize);

    expectOk(await manager.call(CompanyOperatorSetRole, { company: acme, operator: await operatorId(ed.email), Role: 'manager' }));

    const listed = await manager.call(CompanyOperatorList, { company: acme });
    expect(listed.body.operators.find((o) => o.email === ed.email)?.roles).toEqual([{ role: 'manager', project_id: null, form_id: null }]);
  });

  it('cannot touch the operators of another company', async () => {
    const acme = await seedCompany(server, 'acme');
    const globex = await seedCompany(server, 'globex');
    const manager = await signInWithRole(server, person('maria'), 'manager', acme);
    const gus = person('gus');
    await signInWithRole(server, gus, 'manager', globex);

    const list = await manager.call(CompanyOperatorList, { company: globex });
    const revoke = await manager.call(CompanyOperatorRevoke, { company: globex, operator: await operatorId(gus.email) });
    // Their operator named under the manager's own company: nothing to revoke there.
    const smuggled = await manager.call(CompanyOperatorRevoke, { company: acme, operator: await operatorId(gus.email) });

    expect(list.status).toBe(403);
    expect(revoke.status).toBe(403);
    expect(smuggled.status).toBe(404);
    expect(await server.db.select().from(grants).where(eq(grants.companyId, globex))).toHaveLength(1);
  });
});

describe('the installation admin flag', () => {
  it('is never taken from the last admin', async () => {
    const admin = await signInAsAdmin(server);

    const answer = await admin.call(AdminOperatorSetInstallationAdmin, { operator: await operatorId(ADMIN.email), InstallationAdmin: false });

    expect(answer.status).toBe(409);
    expect(answer.error?.code).toBe('last_admin');
  });

  it('is granted to another operator, after which the first admin may give it up', async () => {
    const acme = await seedCompany(server, 'acme');
    const maria = person('maria');
    await signInWithRole(server, maria, 'manager', acme);
    const admin = await signInAsAdmin(server);

    expectOk(await admin.call(AdminOperatorSetInstallationAdmin, { operator: await operatorId(maria.email), InstallationAdmin: true }));
    expectOk(await admin.call(AdminOperatorSetInstallationAdmin, { operator: await operatorId(ADMIN.email), InstallationAdmin: false }));

    const [row] = await server.db.select().from(operators).where(eq(operators.email, ADMIN.email));
    expect(row?.installationAdmin).toBe(false);
  });
});
