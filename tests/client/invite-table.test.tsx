import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyFormAssistantInvite, CompanyOperatorInvite } from '../../contract/operators.ts';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { InviteTable } from '../../src/areas/operators/invite-table.tsx';
import { buildCall } from '../../contract/endpoint.ts';
import { db } from '../../src/lib/db/database.ts';
import { enqueue } from '../../src/lib/outbox/store.ts';
import { DANA, scriptedApi } from './cache-fixtures.ts';

const ACME = '4f6e2a51-2f0b-4a55-9d43-1c1b5f9a0a01';
const SPRING = '4f6e2a51-2f0b-4a55-9d43-1c1b5f9a0a02';
const APPLICATION = '4f6e2a51-2f0b-4a55-9d43-1c1b5f9a0a03';
const BUDGET = '4f6e2a51-2f0b-4a55-9d43-1c1b5f9a0a04';

scriptedApi();

beforeAll(async () => {
  await loadLocaleAsync('en');
  await Promise.all([loadNamespaceAsync('en', 'shell'), loadNamespaceAsync('en', 'operators')]);
});

const queue = (path: string, body: Record<string, unknown>) => enqueue(db, { key: crypto.randomUUID(), path, body, headers: {}, operator: DANA.email }, Date.now());

describe('the invitations not accepted yet', () => {
  it("show an assistant's invitation kept on this device with its forms, marked as not sent yet, beside an operator's", async () => {
    await db.meta.put({ key: 'operator', value: DANA.email });
    await queue(buildCall(CompanyOperatorInvite.path, { company: ACME }).path, { company: ACME, Email: 'eve@example.com', Role: 'editor', Projects: [SPRING] });
    await queue(buildCall(CompanyFormAssistantInvite.path, { company: ACME }).path, {
      company: ACME,
      Email: 'ada@example.com',
      project: SPRING,
      Forms: [APPLICATION, BUDGET],
    });
    const names: Record<string, string> = { [SPRING]: 'Spring awards', [APPLICATION]: 'Application', [BUDGET]: 'Budget' };
    render(
      <MantineProvider env="test">
        <TypesafeI18n locale="en">
          <InviteTable company={ACME} invites={[]} projectName={(id) => names[id] ?? id} formName={(id) => names[id] ?? id} resending={null} onResend={() => undefined} />
        </TypesafeI18n>
      </MantineProvider>,
    );

    const ada = (await screen.findByText('ada@example.com')).closest('[data-pending="true"]') as HTMLElement;
    expect(ada).toBeTruthy();
    expect(within(ada).getByText('Assistant')).toBeTruthy();
    expect(within(ada).getByText('Application, Budget')).toBeTruthy();
    const eve = screen.getByText('eve@example.com').closest('[data-pending="true"]') as HTMLElement;
    expect(within(eve).getByText('Spring awards')).toBeTruthy();
  });
});
