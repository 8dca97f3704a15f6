import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { configure, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { beforeAll } from 'vitest';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { Notices } from '../../src/app/notices.tsx';

configure({ asyncUtilTimeout: 10_000 });

export const COMPANY = '0b0f6f9e-2f6c-4a51-9d5f-3c1f2f0a9e11';
export const PROJECT = '1c1f7fae-3f7c-4b62-8e6f-4d2f3f1b8f22';

/** Loads the English texts the theme screens read. */
export function withThemeTexts(): void {
  beforeAll(async () => {
    await loadLocaleAsync('en');
    await Promise.all((['shell', 'theme'] as const).map((namespace) => loadNamespaceAsync('en', namespace)));
  });
}

/** Renders a theme screen at an address, with the notices it tells its outcomes in. */
export function showScreen(Screen: ComponentType, url: string, path: string) {
  window.history.replaceState(null, '', url);
  const router = createBrowserRouter([{ path, element: <Screen /> }]);
  render(
    <MantineProvider env="test">
      <TypesafeI18n locale="en">
        <RouterProvider router={router} />
        <Notices />
      </TypesafeI18n>
    </MantineProvider>,
  );
  return router;
}

/** Every body a call received, in order, answered by `answer`. */
export function answer(server: SetupServer, path: string, reply: (body: Record<string, unknown>) => Response): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    http.post(`/api/${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return reply(body);
    }),
  );
  return bodies;
}

/** The answer of a call. */
export const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });
