import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { NewProjectModal } from '../../src/areas/projects/new-project-modal.tsx';
import { rememberSignedIn, scriptedApi } from './cache-fixtures.ts';

const ACME = '4f6e2a51-2f0b-4a55-9d43-1c1b5f9a0a01';
const server = scriptedApi();

beforeAll(async () => {
  await loadLocaleAsync('en');
  await Promise.all([loadNamespaceAsync('en', 'shell'), loadNamespaceAsync('en', 'projects')]);
});

// The languages the form shows: the pills of the multi-select, and the default language's select.
const chosen = () => ({
  languages: [...document.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent),
  defaultLang: (screen.getAllByLabelText(/Default language/).find((element) => element instanceof HTMLInputElement) as HTMLInputElement).value,
});

describe('a new project', () => {
  it("starts with the installation's project defaults: its languages and default language", async () => {
    await rememberSignedIn();
    server.use(http.post(`/api/company/${ACME}/projects/start`, () => HttpResponse.json({ entity: { languages: ['fr', 'en'], default_lang: 'fr' } })));
    render(
      <MantineProvider env="test">
        <TypesafeI18n locale="en">
          <NewProjectModal company={ACME} companyName="Acme" onClose={() => undefined} onCreated={() => undefined} />
        </TypesafeI18n>
      </MantineProvider>,
    );

    expect(chosen()).toEqual({ languages: ['English'], defaultLang: 'English' });
    await waitFor(() => expect(chosen()).toEqual({ languages: ['Français', 'English'], defaultLang: 'Français' }));
  });
});
