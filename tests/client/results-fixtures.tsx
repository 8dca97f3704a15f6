// The results screens as a test renders them: a router at the form's address, Mantine, the English
// texts, and the API scripted with msw (the form, its published version, and the results calls).
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { configure, render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { SetupServer } from 'msw/node';
import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { beforeAll } from 'vitest';
import type { EndpointOutput } from '../../contract/endpoint.ts';
import type { ResultsList, ResultsSummary, SavedFilterList } from '../../contract/results.ts';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { DEMO_APPLICATION } from '../../server/seed/demo-forms.ts';
import { Notices } from '../../src/app/notices.tsx';

// A whole screen draws several times per step, slower when every core runs a test file: waits get time.
configure({ asyncUtilTimeout: 15_000 });

export const COMPANY = '0b0f6f9e-2f6c-4a51-9d5f-3c1f2f0a9e11';
export const PROJECT = '1c1f7fae-3f7c-4b62-8e6f-4d2f3f1b8f22';
export const FORM = '2d2f8fbe-4f8c-4c73-8f7f-5e3f4f2c9f33';

/** The address of a results screen of the test form. */
export const resultsUrl = (screen: string, search = '') => `/app/in/company/${COMPANY}/project/${PROJECT}/forms/${FORM}/results/${screen}${search}`;

/** The path of a results call of the test form. */
export const resultsCall = (tail: string) => `/api/company/${COMPANY}/project/${PROJECT}/form/${FORM}/${tail}`;

const FORM_ENTITY = {
  id: FORM,
  company_id: COMPANY,
  project_id: PROJECT,
  slug: 'candidatura',
  status: 'open',
  opens_at: null,
  closes_at: null,
  access: 'anyone',
  max_submissions: null,
  confirmation: {},
  public_votes: false,
  judged: false,
  notify: false,
  version: 3,
  published_version: 2,
  draft_changed: false,
  draft: DEMO_APPLICATION,
  created_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-02-10T09:00:00.000Z',
};

/** A submission of the test form, as the results table lists it. */
export function item(index: number, change: Partial<EndpointOutput<typeof ResultsList>['items'][number]> = {}): EndpointOutput<typeof ResultsList>['items'][number] {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    user: { id: `u${index}`, email: `person${index}@example.com`, first_name: `Person`, last_name: `${index}` },
    status: 'received',
    version: 2,
    submitted_at: '2026-03-02T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    tags: [],
    lang: 'it',
    notes: 0,
    answers: { categoria: 'arte', budget: 1200 },
    ...change,
  };
}

/** A summary of the test form's results: counts, days, and a chart for three of its fields. */
export const SUMMARY: EndpointOutput<typeof ResultsSummary> = {
  total: 200,
  drafts: 12,
  by_status: { draft: 0, received: 90, in_review: 50, accepted: 30, rejected: 30, withdrawn: 0 },
  per_day: [
    { value: '2026-03-01', count: 4 },
    { value: '2026-03-03', count: 6 },
  ],
  fields: [
    {
      key: 'categoria',
      type: 'single_choice',
      answered: 200,
      empty: 0,
      buckets: [
        { value: 'arte', count: 90 },
        { value: 'scienza', count: 70 },
        { value: 'impresa', count: 40 },
      ],
    },
    { key: 'budget', type: 'number', answered: 40, empty: 160, buckets: [{ value: '1000', to: 11000, count: 40 }], mean: 5200, median: 4000 },
    { key: 'maturita', type: 'rating', answered: 150, empty: 50, buckets: [1, 2, 3, 4, 5].map((step) => ({ value: String(step), to: step, count: step * 10 })), mean: 3.5, median: 4 },
  ],
};

/** A saved filter shared with the project's operators. */
export const SAVED: EndpointOutput<typeof SavedFilterList>['items'][number] = {
  id: '99999999-0000-4000-8000-000000000001',
  name: 'Art, received',
  filters: { status: ['received'], answers: [{ field: 'categoria', op: 'is', values: ['arte'] }] },
  shared: true,
  owner: { id: 'o2', name: 'Marta Manager' },
  mine: false,
  updated_at: '2026-03-01T10:00:00.000Z',
};

/** The bodies of the calls made, by path. */
export type Calls = Map<string, Record<string, unknown>[]>;

function recorder(calls: Calls, path: string, answer: (body: Record<string, unknown>) => JsonBodyType) {
  return http.post(path, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    calls.set(path, [...(calls.get(path) ?? []), body]);
    return HttpResponse.json(answer(body));
  });
}

/** Scripts the form and every results call; `list` answers the table's pages. Returns the bodies each call was sent. */
export function answerResults(server: SetupServer, options: { list?: (body: Record<string, unknown>) => JsonBodyType } = {}): Calls {
  const calls: Calls = new Map();
  const list = options.list ?? (() => ({ items: Array.from({ length: 25 }, (_, index) => item(index)), total: 60 }));
  server.use(
    http.post('/api/accounting/operator/current', () =>
      HttpResponse.json({ entity: { first_name: 'Dana', installation_admin: true, preferred_lang: 'en', email: 'dana@example.com' } }),
    ),
    http.post(resultsCall('get'), () => HttpResponse.json({ entity: FORM_ENTITY })),
    http.post(resultsCall('version/get'), () => HttpResponse.json({ number: 2, definition: DEMO_APPLICATION })),
    http.post(resultsCall('versions'), () =>
      HttpResponse.json({ items: [1, 2].map((number) => ({ number, published_at: '2026-01-10T09:00:00.000Z', published_by: 'Elio', fields: 13 })) }),
    ),
    recorder(calls, resultsCall('results/summary'), () => SUMMARY),
    recorder(calls, resultsCall('results/list'), list),
    recorder(calls, resultsCall('results/ids'), () => ({ ids: Array.from({ length: 60 }, (_, index) => item(index).id) })),
    recorder(calls, resultsCall('results/tags'), () => ({ items: [{ tag: 'shortlist', count: 3 }] })),
    recorder(calls, resultsCall('results/filters/list'), () => ({ items: [SAVED] })),
    recorder(calls, resultsCall('results/filters/save'), (body) => ({ entity: { ...SAVED, id: '99999999-0000-4000-8000-000000000002', name: body.name, mine: true } })),
    recorder(calls, resultsCall('results/change'), () => ({ changed: 2 })),
  );
  return calls;
}

/** Recharts measures its container: jsdom has no layout, so every element is 600 by 240 here (and no font ever loads). */
export function giveElementsASize(): void {
  class SizedObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target, contentRect: { width: 600, height: 240 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver = SizedObserver as unknown as typeof ResizeObserver;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 240 });
  // An autosized text area follows the fonts as they load; jsdom loads none.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
  HTMLElement.prototype.getBoundingClientRect = () => ({ width: 600, height: 240, top: 0, left: 0, right: 600, bottom: 240, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect;
}

/** The screen's width as Mantine's media queries read it: a desktop's (tables), or a phone's (cards). */
export function atWidth(width: 'desktop' | 'phone'): void {
  window.matchMedia = ((query: string) => ({
    matches: width === 'desktop' && query.includes('min-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** Loads the English texts the results screens read. */
export function withResultsTexts(): void {
  beforeAll(async () => {
    await loadLocaleAsync('en');
    await Promise.all((['shell', 'results'] as const).map((namespace) => loadNamespaceAsync('en', namespace)));
  });
}

/** Renders a results screen at an address of the test form, with the notices it tells its outcomes in. */
export function showResults(Screen: ComponentType, url: string, tail = '*') {
  window.history.replaceState(null, '', url);
  const path = `/app/in/company/:company/project/:project/forms/:form/results/${tail}`;
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

/** The filters' part of the address, as the screen wrote it. */
export const search = () => decodeURIComponent(window.location.search.replace(/\+/g, ' '));
