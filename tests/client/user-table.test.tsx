import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadLocale } from '../../i18n/i18n-util.sync';
import { UserTable, type RegisteredUser } from '../../src/areas/users/user-table.tsx';

function user(change: Partial<RegisteredUser>): RegisteredUser {
  return {
    id: crypto.randomUUID(),
    email: 'maria@example.com',
    first_name: 'Maria',
    last_name: 'Rossi',
    preferred_lang: 'it',
    submissions: 1,
    created_at: '2030-01-15T09:00:00.000Z',
    blocked_at: null,
    ...change,
  };
}

beforeAll(() => {
  loadLocale('en');
});

describe('the registered users table', () => {
  // The default width here is a phone's: each person is a card.
  it("shows a person who gave no name as such on a phone's card, and their email once", () => {
    const people = [user({}), user({ email: 'anon@example.com', first_name: '', last_name: '' })];
    render(
      <MantineProvider env="test">
        <TypesafeI18n locale="en">
          <UserTable items={people} empty={null} onOpen={() => undefined} />
        </TypesafeI18n>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Maria Rossi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No name given' })).toBeTruthy();
    expect(screen.getAllByText('anon@example.com')).toHaveLength(1);
  });
});
