import { describe, expect, it } from 'vitest';
import { companyScreens, currentCompany, projectScreens, switchTarget, type NavCompany } from '../../src/app/shell/nav-items.ts';

const company = (id: string, can_manage = true): NavCompany => ({ id, name: id.toUpperCase(), can_manage, projects: [] });
const ACME = company('acme');
const GLOBEX = company('globex', false);

describe('the navbar current company', () => {
  it('is the company on screen, else the one chosen last, else the first', () => {
    expect(currentCompany([ACME, GLOBEX], 'globex', 'acme')).toBe(GLOBEX);
    expect(currentCompany([ACME, GLOBEX], undefined, 'globex')).toBe(GLOBEX);
    expect(currentCompany([ACME, GLOBEX], undefined, null)).toBe(ACME);
  });

  it('ignores a remembered company the operator no longer holds, and is null without grants', () => {
    expect(currentCompany([ACME], undefined, 'gone')).toBe(ACME);
    expect(currentCompany([], 'acme', 'acme')).toBeNull();
  });
});

describe('choosing another company', () => {
  it('opens the same company screen of a company the operator manages', () => {
    const path = '/app/in/company/acme/options/operators';
    expect(switchTarget(path, 'company', 'acme', company('initech'))).toBe('/app/in/company/initech/options/operators');
  });

  it('goes Home from a screen the new company would not open, and stays put outside companies', () => {
    expect(switchTarget('/app/in/company/acme/options/operators', 'company', 'acme', GLOBEX)).toBe('/app/in/home');
    expect(switchTarget('/app/in/company/acme/project/p1/options/main', 'project', 'acme', ACME)).toBe('/app/in/home');
    expect(switchTarget('/app/in/home', 'home', undefined, GLOBEX)).toBeNull();
  });
});

describe('the screens the navbar lists', () => {
  it('lists a company own screens built so far with its id filled in', () => {
    expect(companyScreens('c-1').map((item) => item.to)).toEqual(['/app/in/company/c-1/options/operators', '/app/in/company/c-1/noty/templates', '/app/in/company/c-1/noty/senders']);
  });

  it('lists the screens of a project that need no other parameter', () => {
    const paths = projectScreens('c-1', 'p-1').map((item) => item.to);
    expect(paths[0]).toBe('/app/in/company/c-1/project/p-1/options/main');
    expect(paths).toContain('/app/in/company/c-1/project/p-1/forms');
    expect(paths).toContain('/app/in/company/c-1/project/p-1/mail-merge/templates');
    expect(paths).toContain('/app/in/company/c-1/project/p-1/mail-merge/campaigns');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
  });
});
