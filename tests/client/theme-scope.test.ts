import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enterThemeScope, refreshTheme, scopeOfPath, storedTheme, useStoredTheme } from '../../src/lib/theme/theme-snapshot.ts';

const INSTALLATION = { Theme_Colors: '{"vuetify":{"primary":"#8e24aa"}}', Theme_Graphics: '' };
const AURORA = { Theme_Colors: '{"vuetify":{"primary":"#c62828"}}', Theme_Graphics: '' };
const SCOPE = { company: 'c1', project: 'p1' };

const server = setupServer();
const bodies: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  bodies.length = 0;
  enterThemeScope(null);
  server.use(
    http.post('/api/theme/load', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json(body.project ? AURORA : INSTALLATION);
    }),
  );
});

describe('the theme of the screen on show', () => {
  it('knows the project of a signed-in address', () => {
    expect(scopeOfPath('/app/in/company/c1/project/p1/forms')).toEqual(SCOPE);
    expect(scopeOfPath('/app/in/company/c1/project/p1')).toEqual(SCOPE);
    expect(scopeOfPath('/app/in/admin/installation/theme/colors')).toBeNull();
  });

  it('is the project’s inside a project, read with theme/load for that project and kept on the device', async () => {
    await refreshTheme();
    const { result } = renderHook(() => useStoredTheme(undefined));
    expect(result.current).toEqual(INSTALLATION);
    enterThemeScope(SCOPE);
    await waitFor(() => expect(result.current).toEqual(AURORA));
    expect(bodies).toContainEqual({ company: 'c1', project: 'p1' });
    expect(JSON.parse(localStorage.getItem('bo.theme.c1.p1')!)).toEqual(AURORA);
    enterThemeScope(null);
    await waitFor(() => expect(result.current).toEqual(INSTALLATION));
  });

  it('opens a project’s address in the project’s theme kept on the device, without asking first (offline too)', async () => {
    localStorage.setItem('bo.theme', JSON.stringify(INSTALLATION));
    localStorage.setItem('bo.theme.c1.p1', JSON.stringify(AURORA));
    server.use(http.post('/api/theme/load', () => HttpResponse.error()));
    expect(await storedTheme('/app/in/company/c1/project/p1/options/theme')).toEqual(AURORA);
    expect(await storedTheme('/app/in/admin')).toEqual(INSTALLATION);
    expect(await refreshTheme(SCOPE)).toBeNull();
  });
});
