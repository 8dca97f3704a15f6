import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCall } from '../../contract/endpoint.ts';
import type { FormDefinition } from '../../contract/form-definition.ts';
import { FormDraftSave, FormGet, type Form } from '../../contract/forms.ts';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { useFormDraft } from '../../src/areas/forms/editor/use-form-draft.ts';
import { db } from '../../src/lib/db/database.ts';
import { writeSnapshot } from '../../src/lib/db/snapshots.ts';
import { enqueue } from '../../src/lib/outbox/store.ts';
import { DANA, rememberSignedIn, scriptedApi } from './cache-fixtures.ts';

const server = scriptedApi();
const SCOPE = { company: '5b0f3c52-7d1e-4f8a-9c21-0a1b2c3d4e01', project: '5b0f3c52-7d1e-4f8a-9c21-0a1b2c3d4e02', form: '5b0f3c52-7d1e-4f8a-9c21-0a1b2c3d4e03' };
const VALUE = 'blocks.0.fields.1.show_if.all.0.value';

const DRAFT: FormDefinition = {
  format: 'form/1',
  slug: 'call',
  title: { en: 'Call' },
  languages: ['en'],
  default_lang: 'en',
  blocks: [
    {
      key: 'main',
      title: { en: 'Main' },
      fields: [
        { key: 'sector', type: 'single_choice', label: { en: 'Sector' }, options: [{ value: 'ai', label: { en: 'AI' } }] },
        { key: 'models', type: 'long_text', label: { en: 'Models' } },
      ],
    },
  ],
};

const FORM: Form = {
  id: SCOPE.form,
  company_id: SCOPE.company,
  project_id: SCOPE.project,
  slug: 'call',
  status: 'draft',
  opens_at: null,
  closes_at: null,
  access: 'anyone',
  max_submissions: null,
  confirmation: {},
  public_votes: false,
  judged: false,
  notify: false,
  vote_opens_at: null,
  vote_closes_at: null,
  votes_per_email: null,
  voter_fields: [],
  assistants_export: false,
  version: 3,
  published_version: null,
  draft_changed: true,
  draft: DRAFT,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-02T08:00:00.000Z',
};

// "Models" shows only when the sector equals a value not chosen yet.
function withCondition(draft: FormDefinition): FormDefinition {
  const [sector, models] = draft.blocks[0]!.fields;
  return { ...draft, blocks: [{ ...draft.blocks[0]!, fields: [sector!, { ...models!, show_if: { all: [{ field: 'sector', op: 'equals' }] } }] }] };
}

const wrapper = ({ children }: { children: ReactNode }) => <TypesafeI18n locale="en">{children}</TypesafeI18n>;

beforeAll(async () => {
  await loadLocaleAsync('en');
  await loadNamespaceAsync('en', 'forms');
});

/** The form stored on this device and no answer from the server's `get`; every draft save is recorded. */
async function storedOffline(answer: (body: Record<string, unknown>) => Response) {
  await rememberSignedIn();
  await writeSnapshot(FormGet.path, SCOPE, { entity: FORM });
  const saves: Array<Record<string, unknown>> = [];
  server.use(
    http.post(`/api/${buildCall(FormGet.path, SCOPE).path}`, () => HttpResponse.error()),
    http.post(`/api/${buildCall(FormDraftSave.path, SCOPE).path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push(body);
      return answer(body);
    }),
  );
  return saves;
}

describe("the Field Editor's draft on the editing engine", () => {
  it('saves a draft whose condition has no value yet, a quiet moment after the change, and marks the condition only once touched or on publishing', async () => {
    const saves = await storedOffline((body) => HttpResponse.json({ entity: { ...FORM, draft: body.draft, version: 4 } }));
    const { result } = renderHook(() => useFormDraft(SCOPE), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));

    act(() => result.current.change(withCondition(result.current.value!)));

    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 3000 });
    expect(saves[0]).toEqual({ version: 3, draft: withCondition(DRAFT) });
    await waitFor(() => expect(result.current).toMatchObject({ state: 'saved', version: 4 }));
    expect([...result.current.issues.keys()]).toEqual([VALUE]);
    expect(result.current.shown.size).toBe(0);
    act(() => result.current.touch('blocks.0.fields.1.show_if.all.0.field'));
    expect(result.current.shown.size).toBe(0);
    act(() => result.current.reveal());
    expect([...result.current.shown.keys()]).toEqual([VALUE]);
  });

  it('opens, after a reload without a connection, on the draft kept on the device, saying it is kept', async () => {
    const saves = await storedOffline(() => HttpResponse.error());
    const kept = withCondition(DRAFT);
    const { path, body } = buildCall(FormDraftSave.path, { ...SCOPE, version: 3, draft: kept });
    await enqueue(db, { key: crypto.randomUUID(), path, body, headers: {}, operator: DANA.email }, Date.now());

    const { result } = renderHook(() => useFormDraft(SCOPE), { wrapper });

    await waitFor(() => expect(result.current.value).toEqual(kept));
    expect(result.current.state).toBe('kept');
    expect(saves).toEqual([]);
  });

  it('tells a refused save and sends again at the next change', async () => {
    let refuse = true;
    const saves = await storedOffline((body) =>
      refuse
        ? HttpResponse.json({ error: { code: 'validation_failed', message: 'The form has 501 fields.' } }, { status: 400 })
        : HttpResponse.json({ entity: { ...FORM, draft: body.draft, version: 4 } }),
    );
    const { result } = renderHook(() => useFormDraft(SCOPE), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));

    act(() => result.current.change({ ...result.current.value!, title: { en: 'Call for ideas' } }));
    await waitFor(() => expect(result.current).toMatchObject({ state: 'refused', error: 'The form has 501 fields.' }), { timeout: 3000 });
    refuse = false;
    act(() => result.current.change({ ...result.current.value!, title: { en: 'Call for projects' } }));

    await waitFor(() => expect(result.current.state).toBe('saved'), { timeout: 3000 });
    expect(saves.map((save) => (save.draft as FormDefinition).title)).toEqual([{ en: 'Call for ideas' }, { en: 'Call for projects' }]);
  });

  it("moves to another form's draft when the screen stays and the address changes, sending what waited of the first", async () => {
    const saves = await storedOffline((body) => HttpResponse.json({ entity: { ...FORM, draft: body.draft, version: 4 } }));
    const second = { ...SCOPE, form: '5b0f3c52-7d1e-4f8a-9c21-0a1b2c3d4e04' };
    const other: Form = { ...FORM, id: second.form, version: 9, draft: { ...DRAFT, slug: 'other', title: { en: 'Other call' } } };
    await writeSnapshot(FormGet.path, second, { entity: other });
    server.use(http.post(`/api/${buildCall(FormGet.path, second).path}`, () => HttpResponse.error()));
    const { result, rerender } = renderHook(({ scope }) => useFormDraft(scope), { wrapper, initialProps: { scope: SCOPE } });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.change({ ...result.current.value!, title: { en: 'Call, renamed' } }));

    rerender({ scope: second });

    await waitFor(() => expect(result.current).toMatchObject({ value: other.draft, version: 9, state: 'saved' }));
    await waitFor(() => expect(saves).toEqual([{ version: 3, draft: { ...DRAFT, title: { en: 'Call, renamed' } } }]));
  });
});
