import { describe, expect, it } from 'vitest';
import { UserList } from '../../contract/users.ts';
import { activeFilters, DEFAULT_USER_LIST, personName, userListFromParams, userListPayload } from '../../src/areas/users/user-list-query.ts';
import { listToParams } from '../../src/lib/list-params.ts';

const CONDITION = '5a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const COMPANY = '0b0f6f9e-2f6c-4a51-9d5f-3c1f2f0a9e11';
const PROJECT = '1c1f7fae-3f7c-4b62-8e6f-4d2f3f1b8f22';

describe('the registered users kept in the address', () => {
  it('opens a shared link on the same search, filters and page, and asks the server for them', () => {
    const link = new URLSearchParams(`search=rossi&submitted=no&condition=${CONDITION}&lang=en&from=2030-01-01&to=2030-01-31&page=2`);
    const query = userListFromParams(link);
    expect(query).toEqual({ search: 'rossi', submitted: 'no', condition: CONDITION, lang: 'en', from: '2030-01-01', to: '2030-01-31', page: 2 });
    expect(userListFromParams(listToParams(query, DEFAULT_USER_LIST))).toEqual(query);
    expect(activeFilters(query)).toBe(5);
    const payload = userListPayload(query, COMPANY, PROJECT);
    expect(payload).toMatchObject({ submitted: false, condition: CONDITION, lang: 'en', from: '2030-01-01', to: '2030-01-31', page: 2, pageSize: 25 });
    // The days are read where the operator is.
    expect(payload.zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(UserList.input.safeParse(payload).success).toBe(true);
  });

  it('sends nothing for a filter left empty, and keeps the address short', () => {
    expect(listToParams(DEFAULT_USER_LIST, DEFAULT_USER_LIST).toString()).toBe('');
    expect(userListPayload(DEFAULT_USER_LIST, COMPANY, PROJECT)).toEqual({ company: COMPANY, project: PROJECT, search: '', page: 1, pageSize: 25 });
  });

  it('drops what a hand-edited link got wrong instead of sending it', () => {
    const query = userListFromParams(new URLSearchParams('submitted=maybe&condition=terms&lang=de&from=2030-02-30&to=yesterday&page=0'));
    expect(query).toEqual(DEFAULT_USER_LIST);
  });

  it('names a person by their name, else by their address', () => {
    expect(personName({ first_name: 'Maria', last_name: 'Rossi', email: 'maria@example.com' })).toBe('Maria Rossi');
    expect(personName({ first_name: '', last_name: '', email: 'maria@example.com' })).toBe('maria@example.com');
  });
});
