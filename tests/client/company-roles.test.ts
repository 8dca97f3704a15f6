import { TEXTS } from '../../scripts/i18n-texts.ts';
import { describe, expect, it } from 'vitest';
import { COMPANY_ROLES } from '../../contract/roles.ts';
import { groupGrants, isCompanyRole, rolePayload, roleOptions } from '../../src/areas/operators/role-values.ts';
import { managersPath, projectDetailsPath } from '../../src/areas/projects/home/home-paths.ts';

const en = TEXTS.en;
const it_ = TEXTS.it;

describe('company roles', () => {
  it('sends no projects with a manager, and each chosen project once with a project role', () => {
    expect(rolePayload('manager', ['a', 'b'])).toEqual({ Role: 'manager', Projects: [] });
    expect(rolePayload('editor', ['a', 'b', 'a'])).toEqual({ Role: 'editor', Projects: ['a', 'b'] });
  });

  it('labels the four roles in the screen language', () => {
    expect(roleOptions((role) => en.operators.roles[role]).map((option) => option.label)).toEqual(['Manager', 'Editor', 'Assistant', 'Judge']);
    expect(roleOptions((role) => it_.operators.roles[role]).map((option) => option.value)).toEqual([...COMPANY_ROLES]);
  });

  it('recognises only the company roles', () => {
    expect(isCompanyRole('judge')).toBe(true);
    expect(isCompanyRole('admin')).toBe(false);
    expect(isCompanyRole(null)).toBe(false);
  });

  it('groups grants by role, a whole-company grant covering every project', () => {
    const names: Record<string, string> = { p1: 'Awards', p2: 'Prize' };
    const grouped = groupGrants(
      [
        { role: 'editor', project_id: 'p1' },
        { role: 'manager', project_id: null },
        { role: 'editor', project_id: 'p2' },
      ],
      (id) => names[id] ?? id,
    );
    expect(grouped).toEqual([
      { role: 'manager', projects: null },
      { role: 'editor', projects: ['Awards', 'Prize'] },
    ]);
  });
});

describe('home links', () => {
  it('points at the Managers and Project Details screens', () => {
    expect(managersPath('c1')).toBe('/app/in/company/c1/options/operators');
    expect(projectDetailsPath('c1', 'p1')).toBe('/app/in/company/c1/project/p1/options/main');
  });
});
