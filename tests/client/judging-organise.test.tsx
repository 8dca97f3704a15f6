import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Job } from '../../contract/jobs.ts';
import { RANKING_EXPORT_JOB } from '../../contract/judging.ts';
import TypesafeI18n from '../../i18n/i18n-react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../contract/validation-texts/all.ts';
import { i18nObject } from '../../i18n/i18n-util';
import { loadLocale } from '../../i18n/i18n-util.sync';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { previewText, type LoadPreview } from '../../src/areas/judging/organise/load-preview-text.ts';
import { useLoadPreview } from '../../src/areas/judging/organise/use-load-preview.ts';
import { useRankingExport } from '../../src/areas/judging/organise/use-ranking-export.ts';
import { sessionLabels } from '../../src/areas/judging/organise/use-session-editor.ts';
import {
  emptySession,
  fieldOf,
  newCriterion,
  sessionErrors,
  sessionPayload,
  sessionValues,
  type Session,
  type SessionValues,
} from '../../src/areas/judging/organise/session-values.ts';
import { scriptedApi } from './cache-fixtures.ts';

const server = scriptedApi();
const SCOPE = { company: '3f1e1d9c-1b7a-4c6e-9a51-6d0f3c2b1a01', project: '3f1e1d9c-1b7a-4c6e-9a51-6d0f3c2b1a02', form: '3f1e1d9c-1b7a-4c6e-9a51-6d0f3c2b1a03' };
const ANNA = '3f1e1d9c-1b7a-4c6e-9a51-6d0f3c2b1a11';
const BRUNO = '3f1e1d9c-1b7a-4c6e-9a51-6d0f3c2b1a12';
const CARLA = '3f1e1d9c-1b7a-4c6e-9a51-6d0f3c2b1a13';
const CONTEXT = { scope: SCOPE, lang: 'it' as const, tz: 'Europe/Rome' };

let LL: TranslationFunctions;
beforeAll(() => {
  loadLocale('en');
  LL = i18nObject('en');
});

const preview = (submissions: number, short: number, counts: number[]): LoadPreview => ({
  submissions,
  short,
  loads: counts.map((count, index) => ({ judge: { id: [ANNA, BRUNO, CARLA][index]!, name: ['Anna', 'Bruno', 'Carla'][index]! }, count })),
});

describe('the load preview in words', () => {
  it('says how many submissions there are and what each judge would hold', () => {
    const words = LL.judging.organise.editor;
    expect(previewText(preview(12, 0, [8, 8, 8]), words, 'en')).toEqual({ summary: '12 submissions · Anna 8, Bruno 8, Carla 8', short: null });
    expect(previewText(preview(1, 0, [1]), words, 'en').summary).toBe('1 submission · Anna 1');
    expect(previewText(preview(1500, 0, [1500]), words, 'en').summary).toBe('1500 submissions · Anna 1,500');
  });

  it('warns when some submissions would get fewer judges than the mode asks', () => {
    const words = LL.judging.organise.editor;
    expect(previewText(preview(12, 3, [12, 12]), words, 'en').short).toBe(
      '3 submissions would get fewer judges than asked: add judges or ask for fewer per submission.',
    );
    expect(previewText(preview(12, 1, [12, 11]), words, 'en').short).toMatch(/^1 submission would get fewer judges/);
  });
});

describe('the load preview as the organiser changes the panel', () => {
  const choice = (values: Partial<SessionValues>) => ({ ...emptySession(), ...values });

  it('asks once the choice is complete and has stood still, with the panel, the mode and the scope, and follows each change', async () => {
    const asked: Array<Record<string, unknown>> = [];
    server.use(
      http.post('/api/company/:company/project/:project/form/:form/sessions/preview', async ({ request, params }) => {
        expect(params).toEqual(SCOPE);
        const body = (await request.json()) as { judges: string[]; assignment: { mode: string; per_submission?: number } };
        asked.push(body);
        const each = body.assignment.mode === 'all' ? 12 : Math.ceil((12 * body.assignment.per_submission!) / body.judges.length);
        return HttpResponse.json(preview(12, body.assignment.per_submission === 4 ? 12 : 0, body.judges.map(() => each)));
      }),
    );
    const { result, rerender } = renderHook(({ values }) => useLoadPreview(SCOPE, null, values, 'Europe/Rome'), { initialProps: { values: choice({}) } });
    // No judge yet: nothing to ask.
    expect(result.current).toEqual({ kind: 'none' });

    rerender({ values: choice({ judges: [ANNA, BRUNO, CARLA], mode: 'per_submission', per_submission: 2 }) });
    expect(result.current.kind).toBe('loading');
    await waitFor(() => expect(result.current).toEqual({ kind: 'ready', preview: preview(12, 0, [8, 8, 8]) }));
    expect(asked).toEqual([{ judges: [ANNA, BRUNO, CARLA], assignment: { mode: 'per_submission', per_submission: 2 }, scope: { kind: 'submitted' } }]);

    // A number being typed is no choice yet; two changes in a row ask once, for the last.
    rerender({ values: choice({ judges: [ANNA, BRUNO, CARLA], mode: 'per_submission', per_submission: '' }) });
    expect(result.current).toEqual({ kind: 'none' });
    rerender({ values: choice({ judges: [ANNA, BRUNO, CARLA], mode: 'per_submission', per_submission: 3 }) });
    rerender({ values: choice({ judges: [ANNA, BRUNO, CARLA], mode: 'per_submission', per_submission: 4 }) });
    await waitFor(() => expect(result.current).toMatchObject({ kind: 'ready', preview: { short: 12 } }));
    expect(asked.map((body) => (body.assignment as { per_submission: number }).per_submission)).toEqual([2, 4]);

    // The scope counts too: a status chosen is asked about once one is ticked.
    rerender({ values: choice({ judges: [ANNA], scope_kind: 'status', statuses: [] }) });
    expect(result.current).toEqual({ kind: 'none' });
    rerender({ values: choice({ judges: [ANNA], scope_kind: 'status', statuses: ['received'] }) });
    await waitFor(() => expect(result.current).toMatchObject({ kind: 'ready' }));
    expect(asked.at(-1)).toMatchObject({ judges: [ANNA], assignment: { mode: 'all' }, scope: { kind: 'status', statuses: ['received'] } });
  });

  it('says the load cannot be worked out when the server refuses or does not answer', async () => {
    server.use(http.post('/api/company/:company/project/:project/form/:form/sessions/preview', () => HttpResponse.json({ error: { code: 'forbidden', message: 'No' } }, { status: 403 })));
    const { result } = renderHook(() => useLoadPreview(SCOPE, null, choice({ judges: [ANNA] }), 'Europe/Rome'));
    await waitFor(() => expect(result.current).toEqual({ kind: 'failed' }));
  });
});

describe("the session editor's check", () => {
  const labels = () => sessionLabels(LL);
  const valid = (): SessionValues => ({
    ...emptySession(),
    name: 'First round',
    judges: [ANNA],
    criteria: [{ ...newCriterion(), key: 'quality', label: 'Qualità' }],
  });

  it('passes a complete session and names each missing field on its own input', () => {
    expect(sessionErrors(valid(), CONTEXT, labels(), 'en')).toEqual({});
    const errors = sessionErrors({ ...emptySession(), per_submission: '', mode: 'per_submission' }, CONTEXT, labels(), 'en');
    expect(errors).toEqual({
      name: 'Name field is required',
      'criteria.0.key': 'Key field is required',
      'criteria.0.label': 'Label field is required',
      per_submission: 'Judges per submission field is required',
    });
  });

  it("holds a criterion's scale, weight and key to the save's rules, and names a key used twice on the later criterion", () => {
    const values = valid();
    values.criteria = [
      { ...values.criteria[0]!, min: 5, max: 5 },
      { ...newCriterion(), key: 'quality', label: 'Impatto', weight: 120 },
      { ...newCriterion(), key: 'Bad key', label: 'Fattibilità' },
    ];
    expect(sessionErrors(values, CONTEXT, labels(), 'en')).toEqual({
      'criteria.0.max': 'To field is not valid',
      'criteria.1.weight': 'Weight field must not exceed 100',
      'criteria.1.key': VALIDATION_MESSAGES.keyTaken.en,
      'criteria.2.key': VALIDATION_MESSAGES.slug.en,
    });
  });

  it('asks for a status or a saved filter when the scope names them, and a closing after the opening', () => {
    expect(sessionErrors({ ...valid(), scope_kind: 'status' }, CONTEXT, labels(), 'en')).toEqual({ statuses: 'Statuses field is required' });
    expect(sessionErrors({ ...valid(), scope_kind: 'filter' }, CONTEXT, labels(), 'en')).toEqual({ filter: 'Saved filter field is required' });
    const backwards = sessionErrors({ ...valid(), opens_at: '2030-03-02T10:00', closes_at: '2030-03-01T10:00' }, CONTEXT, labels(), 'en');
    expect(backwards).toEqual({ closes_at: VALIDATION_MESSAGES.closesAfterOpens.en });
  });

  it("puts the server's refusals on the fields that show them", () => {
    expect(fieldOf('name')).toBe('name');
    expect(fieldOf('judges.2')).toBe('judges');
    expect(fieldOf('assignment.per_submission')).toBe('per_submission');
    expect(fieldOf('scope')).toBe('filter');
    expect(fieldOf('scope.statuses.0')).toBe('statuses');
    expect(fieldOf('criteria.1.label.en')).toBe('criteria.1.label');
    expect(fieldOf('criteria.0.max')).toBe('criteria.0.max');
    expect(fieldOf('criteria')).toBe('criteria');
    expect(fieldOf('company')).toBeNull();
  });

  it("writes a criterion's texts in the form's default language and keeps its other languages", () => {
    const stored: Session = {
      id: '3f1e1d9c-1b7a-4c6e-9a51-6d0f3c2b1a21',
      company_id: SCOPE.company,
      project_id: SCOPE.project,
      form_id: SCOPE.form,
      version: 4,
      name: 'First round',
      criteria: [{ key: 'quality', label: { it: 'Qualità', en: 'Quality' }, help: { en: 'How good' }, min: 1, max: 10, weight: 2, required: true, counted: false }],
      judges: [{ id: ANNA, name: 'Anna', email: 'anna@example.com' }],
      assignment: { mode: 'per_submission', per_submission: 2 },
      blind: true,
      others_scores: 'after_own',
      status: 'open',
      scope: { kind: 'status', statuses: ['received'] },
      opens_at: null,
      closes_at: '2030-03-01T10:00:00.000Z',
      submissions: 12,
      short: 0,
      created_at: '2030-01-01T10:00:00.000Z',
      updated_at: '2030-01-01T10:00:00.000Z',
    };
    const values = sessionValues(stored, 'it');
    expect(values.criteria[0]).toMatchObject({ label: 'Qualità', help: '' });
    values.criteria[0]!.label = 'Qualità del progetto';
    values.criteria[0]!.help = 'Quanto è buono';
    const payload = sessionPayload(values, stored, CONTEXT);
    expect(payload).toMatchObject({
      id: stored.id,
      version: 4,
      judges: [ANNA],
      assignment: { mode: 'per_submission', per_submission: 2 },
      scope: { kind: 'status', statuses: ['received'] },
      closes_at: '2030-03-01T10:00:00.000Z',
      criteria: [{ key: 'quality', label: { it: 'Qualità del progetto', en: 'Quality' }, help: { en: 'How good', it: 'Quanto è buono' }, counted: false }],
    });
  });
});

describe("a session's ranking export on coming back", () => {
  const SESSION = '3f1e1d9c-1b7a-4c6e-9a51-6d0f3c2b1a21';
  const OTHER = '3f1e1d9c-1b7a-4c6e-9a51-6d0f3c2b1a22';
  const job = (id: string, change: Partial<Job>): Job => ({
    id: `3f1e1d9c-1b7a-4c6e-9a51-6d0f3c2b1b${id}`,
    kind: RANKING_EXPORT_JOB,
    state: 'done',
    done: 10,
    total: 10,
    attempts: 1,
    error: null,
    cancel_requested: false,
    created_at: '2030-01-15T09:00:00.000Z',
    started_at: '2030-01-15T09:00:00.000Z',
    finished_at: '2030-01-15T09:00:01.000Z',
    form: SCOPE.form,
    session: SESSION,
    file: { name: 'ranking.xlsx', size: 100 },
    ...change,
  });
  const wrapper = ({ children }: { children: ReactNode }) => <TypesafeI18n locale="en">{children}</TypesafeI18n>;
  const listing = (items: Job[]) => {
    const asked = { count: 0 };
    server.use(
      http.post('/api/jobs/list', () => {
        asked.count += 1;
        return HttpResponse.json({ items });
      }),
    );
    return asked;
  };

  it("finds the organiser's newest export of this session among their jobs, on any device", async () => {
    // Newest first: another session's export, then a results export of the form, then this session's two.
    listing([job('01', { session: OTHER }), job('02', { kind: 'results/export', session: null }), job('03', { state: 'running', file: null }), job('04', {})]);
    const { result } = renderHook(() => useRankingExport(SCOPE, SESSION), { wrapper });
    await waitFor(() => expect(result.current.job?.id).toBe(job('03', {}).id));
  });

  it('shows none when the newest one was cancelled or failed', async () => {
    const asked = listing([job('05', { state: 'failed', file: null }), job('06', {})]);
    const { result } = renderHook(() => useRankingExport(SCOPE, SESSION), { wrapper });
    await waitFor(() => expect(asked.count).toBe(1));
    // Time for the answer to be read (the first test finds its job well within it).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(result.current.job).toBeNull();
  });
});
