import { describe, expect, it } from 'vitest';
import { mayOpen, type Access } from '../../src/app/routes/access.ts';
import { SIGNED_IN_ROUTES } from '../../src/areas/index.ts';

const AURORA = 'c0000000-0000-4000-8000-000000000001';
const OTHER = 'c0000000-0000-4000-8000-000000000002';
const PREMIO = 'p0000000-0000-4000-8000-000000000001';
const SPRING = 'p0000000-0000-4000-8000-000000000002';

const nobody: Access = { admin: false, companies: [], judge: false };
const admin: Access = { admin: true, companies: [], judge: false };
const manager: Access = { admin: false, judge: false, companies: [{ id: AURORA, can_manage: true, projects: [{ id: PREMIO, can_edit: true }] }] };
const editor: Access = {
  admin: false,
  judge: false,
  companies: [{ id: AURORA, can_manage: false, projects: [{ id: PREMIO, can_edit: true }, { id: SPRING, can_edit: false }] }],
};
const judge: Access = { admin: false, judge: true, companies: [{ id: AURORA, can_manage: false, projects: [] }] };

describe('mayOpen', () => {
  it('opens Home and the account to everyone', () => {
    expect(mayOpen('home', {}, nobody)).toBe(true);
    expect(mayOpen('account', {}, nobody)).toBe(true);
  });

  it('keeps the admin screens to installation admins', () => {
    expect(mayOpen('admin', {}, admin)).toBe(true);
    for (const who of [nobody, manager, editor, judge]) expect(mayOpen('admin', {}, who)).toBe(false);
  });

  it("opens a company's screens to its managers only", () => {
    expect(mayOpen('company', { company: AURORA }, manager)).toBe(true);
    expect(mayOpen('company', { company: OTHER }, manager)).toBe(false);
    expect(mayOpen('company', { company: AURORA }, editor)).toBe(false);
    expect(mayOpen('company', { company: OTHER }, admin)).toBe(true);
  });

  it("opens a project's screens to its editors and its company's managers", () => {
    expect(mayOpen('project', { company: AURORA, project: PREMIO }, editor)).toBe(true);
    expect(mayOpen('project', { company: AURORA, project: SPRING }, editor)).toBe(false);
    expect(mayOpen('project', { company: AURORA, project: SPRING }, manager)).toBe(true);
    expect(mayOpen('project', { company: OTHER, project: PREMIO }, editor)).toBe(false);
  });

  it("leaves a form's screens to the server for anyone with a grant in the company (its assistants)", () => {
    expect(mayOpen('project', { company: AURORA, project: SPRING, form: 'entry' }, editor)).toBe(true);
    expect(mayOpen('project', { company: OTHER, project: SPRING, form: 'entry' }, editor)).toBe(false);
  });

  it('opens to an assistant the forms the navigation names for them in that project, and no other form there', () => {
    const assistant: Access = { admin: false, judge: false, companies: [{ id: AURORA, can_manage: false, projects: [{ id: PREMIO, can_edit: false, forms: [{ id: 'entry' }] }] }] };
    expect(mayOpen('project', { company: AURORA, project: PREMIO, form: 'entry' }, assistant)).toBe(true);
    expect(mayOpen('project', { company: AURORA, project: PREMIO, form: 'report' }, assistant)).toBe(false);
    // A project the navigation names no forms of is left to the server, as before.
    expect(mayOpen('project', { company: AURORA, project: SPRING, form: 'report' }, assistant)).toBe(true);
  });

  it("keeps a form's judging sessions to the project's editors, its assistants aside", () => {
    const assistant: Access = { admin: false, judge: false, companies: [{ id: AURORA, can_manage: false, projects: [] }] };
    const form = { company: AURORA, project: PREMIO, form: 'entry' };
    const session = { ...form, session: 's1' };
    const judgingScreens = SIGNED_IN_ROUTES.filter((route) => route.path.includes('/forms/:form/judging'));
    expect(judgingScreens.length).toBeGreaterThan(0);
    for (const route of judgingScreens) expect(route.editorsOnly, route.path).toBe(true);
    expect(mayOpen('project', form, assistant, true)).toBe(false);
    expect(mayOpen('project', session, assistant)).toBe(false);
    expect(mayOpen('project', form, assistant)).toBe(true);
    for (const who of [editor, manager, admin]) {
      expect(mayOpen('project', form, who, true)).toBe(true);
      expect(mayOpen('project', session, who, true)).toBe(true);
    }
    expect(mayOpen('project', { ...session, project: SPRING }, editor, true)).toBe(false);
  });

  it('opens judging to judges and to whoever edits a project', () => {
    expect(mayOpen('judges', {}, judge)).toBe(true);
    expect(mayOpen('judges', {}, editor)).toBe(true);
    expect(mayOpen('judges', {}, nobody)).toBe(false);
  });
});
