// The pages screens as a test renders them: a router at the screen's address, Mantine, the English
// texts, and the API scripted with msw (the project, its pages, the presets, its forms).
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { configure, render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { SetupServer } from 'msw/node';
import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { beforeAll } from 'vitest';
import type { EndpointOutput } from '../../contract/endpoint.ts';
import type { PageGet, PageList, PageTemplateList, ProjectPageTemplateList } from '../../contract/pages.ts';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { Notices } from '../../src/app/notices.tsx';

configure({ asyncUtilTimeout: 15_000 });

export const COMPANY = '0b0f6f9e-2f6c-4a51-9d5f-3c1f2f0a9e11';
export const PROJECT = '1c1f7fae-3f7c-4b62-8e6f-4d2f3f1b8f22';
export const FORM = '2d2f8fbe-4f8c-4c73-8f7f-5e3f4f2c9f33';
export const PAGE_IDS = ['5a000000-0000-4000-8000-000000000001', '5a000000-0000-4000-8000-000000000002', '5a000000-0000-4000-8000-000000000003'];
export const PRESET = '6b000000-0000-4000-8000-000000000001';

/** The path of a project call. */
export const projectCall = (tail: string) => `/api/company/${COMPANY}/project/${PROJECT}/${tail}`;

type PageItem = EndpointOutput<typeof PageList>['items'][number];
type PageEntity = EndpointOutput<typeof PageGet>['entity'];

const doc = (text: string) => ({ type: 'doc' as const, content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }] });

/** A page of the test project, whole. */
export function pageEntity(index: number, change: Partial<PageEntity> = {}): PageEntity {
  const slugs = ['bando', 'regolamento', 'risultati'];
  const titles = ['Call 2026', 'Rules', 'Results'];
  return {
    id: PAGE_IDS[index]!,
    slug: slugs[index]!,
    title: { en: titles[index]!, it: `IT ${titles[index]!}` },
    description: { en: `About ${titles[index]!}` },
    body: { en: doc(`English ${titles[index]!}`), it: doc(`Italiano ${titles[index]!}`) },
    home: index === 0,
    status: index === 2 ? 'draft' : 'published',
    has_unpublished_changes: index === 1,
    position: index,
    version: 3,
    published_version: index === 2 ? null : 2,
    published_at: index === 2 ? null : '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    ...change,
  };
}

/** A page of the test project as the list shows it. */
export function pageItem(index: number, change: Partial<PageEntity> = {}): PageItem {
  const { id, slug, title, status, home, position, has_unpublished_changes, updated_at, published_at, version } = pageEntity(index, change);
  return { id, slug, title, status, home, position, has_unpublished_changes, updated_at, published_at, version };
}

/** The presets as a project's editors choose among them. */
export const PRESET_CHOICES: EndpointOutput<typeof ProjectPageTemplateList>['items'] = [
  { id: PRESET, name: 'Call announcement', description: 'Dates, who may apply, the form.', languages: ['en'] },
];

/** The installation's presets. */
export const PRESETS: EndpointOutput<typeof PageTemplateList>['items'] = [
  { id: PRESET, name: 'Call announcement', description: 'Dates, who may apply, the form.', body: { en: doc('Announce') }, version: 1, updated_at: '2026-01-01T10:00:00.000Z' },
];

const PROJECT_ENTITY = {
  id: PROJECT,
  company_id: COMPANY,
  name: 'Premio Aurora',
  slug: 'aurora',
  languages: ['en', 'it'],
  default_lang: 'en',
  version: 1,
};

/** The bodies of the calls made, by path. */
export type Calls = Map<string, Record<string, unknown>[]>;

/** A scripted call that keeps the bodies it was sent. */
export function recorder(calls: Calls, path: string, answer: (body: Record<string, unknown>) => JsonBodyType, status = 200) {
  return http.post(path, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    calls.set(path, [...(calls.get(path) ?? []), body]);
    return HttpResponse.json(answer(body), { status });
  });
}

/** Where `keyedRecorder` keeps the Idempotency-Key each call came with (null for a call sent without). */
export const KEYS = 'save keys';

/** A scripted call that keeps the bodies it was sent, and under `KEYS` the key of each. */
export function keyedRecorder(calls: Calls, path: string, answer: (body: Record<string, unknown>) => JsonBodyType) {
  return http.post(path, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    calls.set(path, [...(calls.get(path) ?? []), body]);
    calls.set(KEYS, [...(calls.get(KEYS) ?? []), { key: request.headers.get('idempotency-key') }]);
    return HttpResponse.json(answer(body));
  });
}

/** Scripts the project and the operator. */
export function answerProject(server: SetupServer): void {
  server.use(
    http.post('/api/accounting/operator/current', () =>
      HttpResponse.json({ entity: { first_name: 'Dana', installation_admin: true, preferred_lang: 'en', email: 'dana@example.com' } }),
    ),
    http.post(projectCall('get'), () => HttpResponse.json({ entity: PROJECT_ENTITY })),
  );
}

/** Loads the English texts the pages screens read. */
export function withPagesTexts(): void {
  beforeAll(async () => {
    await loadLocaleAsync('en');
    await Promise.all((['shell', 'pages', 'richText'] as const).map((namespace) => loadNamespaceAsync('en', namespace)));
  });
}

/** Renders a pages screen at an address, with the notices it tells its outcomes in. */
export function showScreen(Screen: ComponentType, path: string, url: string, others: Record<string, ComponentType> = {}) {
  window.history.replaceState(null, '', url);
  const router = createBrowserRouter([
    { path, element: <Screen /> },
    ...Object.entries(others).map(([other, Other]) => ({ path: other, element: <Other /> })),
  ]);
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
