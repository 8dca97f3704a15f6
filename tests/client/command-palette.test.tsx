// The command palette's Enter opens the first entry listed, also when the entries arrive after the
// query was typed (the operator's navigation still on its way when the palette opened).
import 'fake-indexeddb/auto';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createBrowserRouter, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointOutput } from '../../contract/endpoint.ts';
import { Navigation } from '../../contract/projects.ts';
import { OperatorCurrent, type Operator } from '../../contract/sign-in.ts';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import CommandPalette from '../../src/app/shell/command-palette.tsx';
import { TEXTS } from '../../scripts/i18n-texts.ts';
import { rememberSignedIn, scriptedApi } from './cache-fixtures.ts';
import { renderRouted } from './render-routed.tsx';

configure({ asyncUtilTimeout: 15_000 });
const server = scriptedApi();
const en = TEXTS.en;

const COMPANY = '0b0f6f9e-2f6c-4a51-9d5f-3c1f2f0a9e11';
const MARTA: Operator = { first_name: 'Marta', installation_admin: false, preferred_lang: 'en', email: 'marta@example.com' };
const NAV: EndpointOutput<typeof Navigation> = {
  companies: [{ id: COMPANY, name: 'Fondazione Aurora', can_manage: true, projects: [{ id: '1c1f7fae-3f7c-4b62-8e6f-4d2f3f1b8f22', name: 'Premio Aurora 2026', can_edit: true }] }],
  judge: false,
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function showPalette() {
  window.history.replaceState(null, '', '/app/in/home');
  const router = createBrowserRouter([
    {
      path: '*',
      element: (
        <>
          <Where />
          <CommandPalette request={1} />
        </>
      ),
    },
  ]);
  renderRouted(router);
}

beforeAll(async () => {
  await loadLocaleAsync('en');
  await loadNamespaceAsync('en', 'shell');
});

describe('the command palette', () => {
  it('opens the first entry on Enter when the entries arrive after the query was typed', async () => {
    await rememberSignedIn(MARTA);
    let answer: () => void = () => undefined;
    const navigationAnswered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`/api/${OperatorCurrent.path}`, () => HttpResponse.json({ entity: MARTA })),
      http.post(`/api/${Navigation.path}`, async () => {
        await navigationAnswered;
        return HttpResponse.json(NAV);
      }),
    );
    showPalette();

    const search = await screen.findByRole('textbox', { name: en.shell.palette.open });
    fireEvent.change(search, { target: { value: 'Aurora' } });
    await screen.findByText(en.shell.palette.nothingFound);
    answer();
    await screen.findByRole('button', { name: /^Fondazione/ });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/app/in/company/${COMPANY}/options/operators`));
  });
});
