import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Grant, Grantee } from '../../server/auth/grants.ts';
import { scopeVerdict } from '../../server/http/authorize.ts';
import { ownersOf, type ScopeOwner } from '../../server/http/scope-owners.ts';
import { useTestServer } from './harness.ts';
import { seedCompany, seedProject } from './tenancy.ts';

const server = useTestServer();

const who = (...grants: Grant[]): Grantee => ({ operator: { installationAdmin: false }, grants });
const admin: Grantee = { operator: { installationAdmin: true }, grants: [] };
const grant = (role: Grant['role'], companyId: string, projectId: string | null = null, formId: string | null = null): Grant => ({
  role,
  companyId,
  projectId,
  formId,
});

async function world() {
  const company = await seedCompany(server, 'aurora');
  const project = await seedProject(server, company, 'prize');
  const other = await seedProject(server, company, 'grants');
  const form = crypto.randomUUID();
  const session = crypto.randomUUID();
  // The forms and judging areas' own checks, as they will answer: this form is the project's, this session the form's.
  const owners: ScopeOwner[] = [
    { field: 'form', under: 'project', check: async (_db, scope) => scope.form === form && scope.project === project },
    { field: 'session', under: 'form', check: async (_db, scope) => scope.session === session && scope.form === form },
  ];
  return { company, project, other, form, session, owners };
}

describe("a form's scope (formAssist)", () => {
  it("lets the form's assistants and whoever edits the project through, and no one else", async () => {
    const w = await world();
    const scope = { company: w.company, project: w.project, form: w.form };
    const verdict = (grantee: Grantee) => scopeVerdict(server.db, 'formAssist', scope, grantee, w.owners);

    expect(await verdict(admin)).toBe('ok');
    expect(await verdict(who(grant('manager', w.company)))).toBe('ok');
    expect(await verdict(who(grant('editor', w.company, w.project)))).toBe('ok');
    expect(await verdict(who(grant('assistant', w.company, w.project, w.form)))).toBe('ok');
    expect(await verdict(who(grant('assistant', w.company, w.project, crypto.randomUUID())))).toBe('forbidden');
    expect(await verdict(who(grant('assistant', w.company, w.other)))).toBe('forbidden');
    expect(await verdict(who(grant('judge', w.company, w.project)))).toBe('forbidden');
    expect(await verdict(who(grant('editor', w.company, w.other)))).toBe('forbidden');
  });

  it('finds no form that is not under the project named with it, and none at all without its area', async () => {
    const w = await world();
    const editor = who(grant('editor', w.company));
    expect(await scopeVerdict(server.db, 'formAssist', { company: w.company, project: w.other, form: w.form }, editor, w.owners)).toBe('not_found');
    expect(await scopeVerdict(server.db, 'formAssist', { company: w.company, project: w.project, form: 'not-a-uuid' }, editor, w.owners)).toBe(
      'not_found',
    );
    // Without the forms area's check, no form id is taken on trust.
    expect(await scopeVerdict(server.db, 'formAssist', { company: w.company, project: w.project, form: w.form }, editor, [])).toBe('not_found');
    // A form is required by this permission: leaving it out finds nothing either.
    expect(await scopeVerdict(server.db, 'formAssist', { company: w.company, project: w.project }, editor, w.owners)).toBe('not_found');
  });
});

describe("a project's judging (projectJudge)", () => {
  it('lets its judges and whoever edits it through, and no one else', async () => {
    const w = await world();
    const scope = { company: w.company, project: w.project };
    const verdict = (grantee: Grantee) => scopeVerdict(server.db, 'projectJudge', scope, grantee, w.owners);

    expect(await verdict(admin)).toBe('ok');
    expect(await verdict(who(grant('judge', w.company, w.project)))).toBe('ok');
    expect(await verdict(who(grant('judge', w.company)))).toBe('ok');
    expect(await verdict(who(grant('editor', w.company, w.project)))).toBe('ok');
    expect(await verdict(who(grant('judge', w.company, w.other)))).toBe('forbidden');
    expect(await verdict(who(grant('assistant', w.company, w.project)))).toBe('forbidden');
    expect(await verdict(who())).toBe('forbidden');
  });

  it('opens a judging session only under its own form', async () => {
    const w = await world();
    const judge = who(grant('judge', w.company, w.project));
    const session = { company: w.company, project: w.project, form: w.form, session: w.session };
    expect(await scopeVerdict(server.db, 'projectJudge', session, judge, w.owners)).toBe('ok');
    expect(await scopeVerdict(server.db, 'projectJudge', { ...session, session: crypto.randomUUID() }, judge, w.owners)).toBe('not_found');
    expect(await scopeVerdict(server.db, 'projectJudge', { ...session, form: crypto.randomUUID() }, judge, w.owners)).toBe('not_found');
    // A session no area declares is not taken on trust either.
    expect(await scopeVerdict(server.db, 'projectJudge', session, judge, w.owners.slice(0, 1))).toBe('not_found');
  });
});

describe('an owner checked only where the path names it', () => {
  it('applies to the calls whose path has its field, not to others that carry a field of that name', () => {
    const owner: ScopeOwner = { field: 'template', under: 'project', inPathOnly: true, check: () => Promise.resolve(false) };
    const everywhere: ScopeOwner = { field: 'form', under: 'project', check: () => Promise.resolve(false) };
    expect(ownersOf([owner, everywhere], 'company/:company/project/:project/mail-merge/template/:template/get')).toEqual([owner, everywhere]);
    expect(ownersOf([owner, everywhere], 'company/:company/project/:project/pages/save')).toEqual([everywhere]);
    // A path segment that only starts with the field's name is another record.
    expect(ownersOf([owner], 'company/:company/project/:project/x/:templates/get')).toEqual([]);
  });
});
