// The mail-merge screens as a test renders them: the pages screens' router, Mantine and notices,
// the English texts of the area, and the API scripted with msw (templates, tags, senders, people,
// campaigns, the check and the ledger).
import 'fake-indexeddb/auto';
import { beforeAll } from 'vitest';
import type { CampaignCheck, CampaignEntity, TemplateEntity } from '../../contract/mail-merge.ts';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { COMPANY, FORM, PROJECT } from './pages-fixtures.tsx';

export { answerProject, COMPANY, FORM, PROJECT, projectCall, recorder, showScreen, type Calls } from './pages-fixtures.tsx';

export const TEMPLATE_IDS = ['8a000000-0000-4000-8000-000000000001', '8a000000-0000-4000-8000-000000000002'];
export const CAMPAIGN_IDS = ['9b000000-0000-4000-8000-000000000001', '9b000000-0000-4000-8000-000000000002', '9b000000-0000-4000-8000-000000000003'];
export const SENDER = 'ac000000-0000-4000-8000-000000000001';
export const REVISION = 'bd000000-0000-4000-8000-000000000001';
export const FILTER = 'ce000000-0000-4000-8000-000000000001';

/** The path of a mail-merge call of the test project. */
export const mmCall = (tail: string) => `/api/company/${COMPANY}/project/${PROJECT}/mail-merge/${tail}`;

export const doc = (text: string) => ({ type: 'doc' as const, content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }] });

/** A template of the test project, whole. */
export function templateEntity(index: number, change: Partial<TemplateEntity> = {}): TemplateEntity {
  const names = ['Draft reminder', 'Shortlist'];
  return {
    id: TEMPLATE_IDS[index]!,
    name: names[index]!,
    sender: null,
    subject: { en: 'Your draft waits, {{first_name}}', it: 'La tua bozza aspetta, {{first_name}}' },
    body: { en: doc('Hello {{first_name}}'), it: doc('Ciao {{first_name}}') },
    version: 3,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    ...change,
  };
}

/** The tags of the test project: the fixed ones and the call's fields. */
export const TAGS = {
  fixed: ['first_name', 'last_name', 'email', 'project', 'form', 'form_link', 'draft_link', 'closes_at', 'unsubscribe_link'],
  forms: [{ id: FORM, name: 'Call 2026', fields: [{ key: 'title', label: 'Title of the work' }] }],
};

/** The senders of the test project and the one in effect. */
export const SENDERS = {
  items: [{ id: SENDER, name: 'Aurora office', from_email: 'office@aurora.example', from_name: 'Premio Aurora', level: 'project' }],
  effective: { id: null, name: 'Installation', from_email: 'noreply@example.com', from_name: 'Back office' },
};

/** People of the test project a preview or a test takes values from. */
export const PEOPLE = { items: [{ email: 'maria@example.com', first_name: 'Maria', last_name: 'Rossi', lang: 'it' }] };

/** A campaign of the test project, whole. */
export function campaignEntity(index: number, change: Partial<CampaignEntity> = {}): CampaignEntity {
  const names = ['Three days left', 'Shortlist out', 'Results'];
  const states = ['draft', 'sending', 'done'] as const;
  return {
    id: CAMPAIGN_IDS[index]!,
    name: names[index]!,
    template: TEMPLATE_IDS[0]!,
    template_name: 'Draft reminder',
    audience: { kind: 'submissions', form: FORM, status: ['draft'] },
    rate_per_second: 100,
    cap_per_hour: null,
    send_at: null,
    state: states[index]!,
    paused_reason: null,
    counts: index === 0 ? { total: 0, queued: 0, sent: 0, failed: 0, left_out: 0 } : { total: 12, queued: 4, sent: 6, failed: 1, left_out: 1 },
    possible_duplicates: 0,
    started_at: index === 0 ? null : '2026-03-03T10:00:00.000Z',
    finished_at: index === 2 ? '2026-03-03T11:00:00.000Z' : null,
    version: 2,
    updated_at: '2026-03-03T10:00:00.000Z',
    ...change,
  };
}

/** What the check of the draft campaign finds. */
export const CHECK: CampaignCheck = {
  recipients: 42,
  by_language: { it: 30, en: 12 },
  left_out: { unsubscribed: 2, erased: 1, blocked: 0, duplicate: 3 },
  empty_tags: [{ tag: 'title', count: 5 }],
  size: { average: 2048, largest: 4096 },
  finish_estimate: { seconds: 1, at: '2026-03-04T10:00:00.000Z', closes_at: '2026-03-04T09:00:00.000Z', after_close: true },
  took_ms: 120,
};

/** Loads the English texts the mail-merge screens read. */
export function withMailMergeTexts(): void {
  beforeAll(async () => {
    await loadLocaleAsync('en');
    await Promise.all((['shell', 'mailMerge', 'richText'] as const).map((namespace) => loadNamespaceAsync('en', namespace)));
  });
}

/** Stubs what jsdom lacks for the rich-text editor and Mantine's popovers. */
export function withEditorStubs(): void {
  beforeAll(() => {
    const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getClientRects = noRects;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
    Element.prototype.getClientRects = noRects;
    document.elementFromPoint = () => null;
  });
}
