import { describe, expect, it } from 'vitest';
import { companyOnScreen, formsCrumbTarget } from '../../src/app/shell/crumb-targets.ts';

const ACME = '0b0f6f9e-2f6c-4a51-9d5f-3c1f2f0a9e11';
const PRIZE = '1c1f7fae-3f7c-4b62-8e6f-4d2f3f1b8f22';
const FORMS = `/app/in/company/${ACME}/project/${PRIZE}/forms`;
const access = (can_manage: boolean, can_edit: boolean, admin = false) => ({
  admin,
  judge: false,
  companies: [{ id: ACME, can_manage, projects: [{ id: PRIZE, can_edit }] }],
});

describe('the company the breadcrumb asks the navigation about', () => {
  it('is the company of a company screen, or the one the admin edits', () => {
    expect(companyOnScreen({ company: ACME, project: PRIZE })).toBe(ACME);
    expect(companyOnScreen({ id: ACME })).toBe(ACME);
  });

  it('is none for a company still to be made or an address typed wrong, which the call would refuse with a 400', () => {
    expect(companyOnScreen({ id: 'new' })).toBeUndefined();
    expect(companyOnScreen({ company: 'acme' })).toBeUndefined();
    expect(companyOnScreen({})).toBeUndefined();
  });
});

describe('the Forms crumb of a form screen', () => {
  it("leads installation admins, the company's managers and the project's editors to the project's forms", () => {
    expect(formsCrumbTarget(ACME, PRIZE, access(false, false, true))).toBe(FORMS);
    expect(formsCrumbTarget(ACME, PRIZE, access(true, false))).toBe(FORMS);
    expect(formsCrumbTarget(ACME, PRIZE, access(false, true))).toBe(FORMS);
  });

  it('leads a form assistant nowhere, since the forms list would refuse them', () => {
    expect(formsCrumbTarget(ACME, PRIZE, access(false, false))).toBeNull();
    expect(formsCrumbTarget(ACME, PRIZE, { admin: false, judge: false, companies: [] })).toBeNull();
  });

  it('keeps the link while the grants are not known, the screen itself telling a refusal', () => {
    expect(formsCrumbTarget(ACME, PRIZE, undefined)).toBe(FORMS);
  });
});
