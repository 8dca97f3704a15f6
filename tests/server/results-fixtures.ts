// A form's results as the tests of the results calls (list, ids, dashboard, bulk changes, exports)
// read them: one form of every answer type, published twice, seven people's submissions stored
// directly, and the table of filter cases, each with the submissions it must select. A new reader
// of the filters (an export, the votes) checks itself against the same table.
import crypto from 'node:crypto';
import type { Answers } from '../../contract/answer.ts';
import type { FormDefinition, FormField, LocalizedText } from '../../contract/form-definition.ts';
import type { ResultsFilters } from '../../contract/results.ts';
import type { SubmissionStatus } from '../../contract/submission-status.ts';
import type { Db } from '../../server/db/db.ts';
import { grants } from '../../server/db/schema/operators.ts';
import { companies } from '../../server/db/schema/companies.ts';
import { formVersions, forms } from '../../server/db/schema/forms.ts';
import { projects } from '../../server/db/schema/projects.ts';
import { submissions } from '../../server/db/schema/submissions.ts';
import { registeredUsers } from '../../server/db/schema/users.ts';
import type { Browser } from './browser.ts';
import type { TestServer } from './harness.ts';
import { person, seedGrant, seedOperator, sessionBrowser } from './tenancy.ts';

const text = (en: string): LocalizedText => ({ en, it: `${en} (it)` });
const options = (...values: string[]) => values.map((value) => ({ value, label: text(value) }));

// The fields both versions share; version 1 also had `nickname`, version 2 has `extra` instead.
const SHARED: FormField[] = [
  { type: 'text', key: 'name', label: text('Name'), personal: true },
  { type: 'email', key: 'email', label: text('Email'), personal: true },
  { type: 'number', key: 'age', label: text('Age') },
  { type: 'date', key: 'birth', label: text('Birth') },
  { type: 'long_text', key: 'bio', label: text('Bio') },
];
const WORK: FormField[] = [
  { type: 'single_choice', key: 'category', label: text('Category'), options: options('art', 'science', 'music') },
  { type: 'multiple_choice', key: 'topics', label: text('Topics'), options: options('ai', 'climate', 'health') },
  { type: 'dropdown', key: 'region', label: text('Region'), options: options('north', 'south') },
  { type: 'checkbox', key: 'consent', label: text('Consent') },
  { type: 'rating', key: 'confidence', label: text('Confidence'), min: 1, max: 5 },
  { type: 'file', key: 'portfolio', label: text('Portfolio') },
  { type: 'statement', key: 'thanks', label: text('Thanks') },
];

function definition(first: FormField): FormDefinition {
  return {
    format: 'form/1',
    slug: 'grant',
    title: text('Grant'),
    languages: ['it', 'en', 'es', 'fr', 'pt'],
    default_lang: 'en',
    blocks: [
      { key: 'about', title: text('About'), fields: [...SHARED, first] },
      { key: 'work', title: text('Work'), fields: WORK },
    ],
  };
}

/** The form's first published version: its first block ends with `nickname`. */
export const RESULTS_V1 = definition({ type: 'text', key: 'nickname', label: text('Nickname') });
/** The form's last published version: `nickname` gave way to `extra`. */
export const RESULTS_V2 = definition({ type: 'text', key: 'extra', label: text('Extra') });

/** The people who answered, by the name the cases use. */
export const PEOPLE = ['ana', 'ben', 'cleo', 'dan', 'eva', 'fay', 'gil'] as const;

/** One of the people who answered. */
export type Who = (typeof PEOPLE)[number];

interface Seeded {
  status: SubmissionStatus;
  version: number;
  lang: string;
  /** When it was sent (UTC); null for the draft. */
  sent: string | null;
  tags: string[];
  answers: Answers;
  /** The person, or null: erased since. */
  user: { email: string; first: string; last: string } | null;
}

const FILE = { media_id: '7b0c7f0e-2f43-4d8e-9f3c-1d2e3f4a5b6c', name: 'murals.pdf', size: 1024, type: 'application/pdf' };

/** What each person sent. */
export const SEEDED: Record<Who, Seeded> = {
  ana: {
    status: 'received',
    version: 2,
    lang: 'it',
    sent: '2030-01-10T10:00:00Z',
    tags: ['shortlist'],
    user: { email: 'ana@example.com', first: 'Ana', last: 'Lima' },
    answers: {
      name: 'Ana Lima',
      email: 'ana@example.com',
      age: 25,
      birth: '2000-05-01',
      bio: 'I paint large murals in the city',
      category: 'art',
      topics: [],
      region: 'north',
      consent: true,
      confidence: 5,
      portfolio: FILE,
    },
  },
  ben: {
    status: 'in_review',
    version: 2,
    lang: 'en',
    // 00:30 of the 11th in Rome, 08:30 of the 11th in Tokyo.
    sent: '2030-01-10T23:30:00Z',
    tags: ['shortlist', 'late'],
    user: { email: 'ben@example.org', first: 'Ben', last: 'Stone' },
    answers: { name: 'Ben Stone', age: 40, bio: '   ', category: 'science', topics: ['ai', 'climate'], region: 'south', consent: true, confidence: 3 },
  },
  cleo: {
    status: 'accepted',
    version: 1,
    lang: 'fr',
    sent: '2030-01-12T08:00:00Z',
    tags: [],
    user: { email: 'cleo@example.net', first: 'Cléo', last: 'Martin' },
    answers: { name: 'Cléo', birth: '1990-12-31', category: 'science', topics: ['health'], consent: false, confidence: 1, nickname: 'cc' },
  },
  dan: {
    status: 'rejected',
    version: 2,
    lang: 'es',
    sent: '2030-01-13T12:00:00Z',
    tags: ['late'],
    user: { email: 'dan@example.org', first: 'Dan', last: 'Ruiz' },
    answers: { name: 'Dan', age: 18, category: 'music', topics: null, bio: '' },
  },
  eva: {
    status: 'withdrawn',
    version: 2,
    lang: 'pt',
    sent: '2030-01-14T09:00:00Z',
    tags: [],
    user: null,
    answers: { name: 'Eva', bio: '\u00a0\u3000' },
  },
  fay: {
    status: 'draft',
    version: 2,
    lang: 'it',
    sent: null,
    tags: [],
    user: { email: 'fay@example.com', first: 'Fay', last: 'Neri' },
    answers: { category: 'art' },
  },
  gil: {
    status: 'received',
    version: 2,
    lang: 'en',
    // The 14th in UTC, Rome and New York; the 15th in Tokyo.
    sent: '2030-01-14T22:00:00Z',
    tags: [],
    user: { email: 'gil@example.com', first: 'Gil', last: 'Costa' },
    answers: { age: 99.5, category: 'art', topics: ['ai'], bio: 'Robots and AI for schools', confidence: 4, consent: false },
  },
};

/** A filter case: filters (and the time zone they are read in) and who they must select. */
export interface FilterCase {
  name: string;
  filters: ResultsFilters;
  tz?: string;
  expected: Who[];
}

const SENT: Who[] = ['ana', 'ben', 'cleo', 'dan', 'eva', 'gil'];

/** Every kind of filter, each with the submissions it selects from SEEDED. */
export const FILTER_CASES: FilterCase[] = [
  { name: 'no filter: all but the draft', filters: {}, expected: SENT },
  { name: 'status draft', filters: { status: ['draft'] }, expected: ['fay'] },
  { name: 'status accepted or rejected', filters: { status: ['accepted', 'rejected'] }, expected: ['cleo', 'dan'] },
  { name: 'every status', filters: { status: ['draft', 'received', 'in_review', 'accepted', 'rejected', 'withdrawn'] }, expected: [...PEOPLE] },
  { name: 'one tag', filters: { tags: ['shortlist'] }, expected: ['ana', 'ben'] },
  { name: 'two tags, both carried', filters: { tags: ['shortlist', 'late'] }, expected: ['ben'] },
  { name: 'sent from a day, UTC', filters: { submitted_from: '2030-01-11' }, expected: ['cleo', 'dan', 'eva', 'gil'] },
  { name: 'sent from a day, Rome', filters: { submitted_from: '2030-01-11' }, tz: 'Europe/Rome', expected: ['ben', 'cleo', 'dan', 'eva', 'gil'] },
  { name: 'sent until a day, UTC', filters: { submitted_to: '2030-01-14' }, expected: SENT },
  { name: 'sent until a day, Tokyo', filters: { submitted_to: '2030-01-14' }, tz: 'Asia/Tokyo', expected: ['ana', 'ben', 'cleo', 'dan', 'eva'] },
  { name: 'sent on one day, New York', filters: { submitted_from: '2030-01-14', submitted_to: '2030-01-14' }, tz: 'America/New_York', expected: ['eva', 'gil'] },
  { name: 'from after to', filters: { submitted_from: '2030-01-14', submitted_to: '2030-01-10' }, expected: [] },
  { name: 'language', filters: { lang: ['en'] }, expected: ['ben', 'gil'] },
  { name: 'version', filters: { version: [1] }, expected: ['cleo'] },
  { name: 'sender by last name', filters: { user: 'STONE' }, expected: ['ben'] },
  { name: 'sender by full name', filters: { user: 'ana lima' }, expected: ['ana'] },
  { name: 'sender by address', filters: { user: 'example.org' }, expected: ['ben', 'dan'] },
  { name: 'sender, wildcards taken literally', filters: { user: '%' }, expected: [] },
  { name: 'single choice is', filters: { answers: [{ field: 'category', op: 'is', values: ['art'] }] }, expected: ['ana', 'gil'] },
  { name: 'single choice is not (unanswered too)', filters: { answers: [{ field: 'category', op: 'is_not', values: ['art'] }] }, expected: ['ben', 'cleo', 'dan', 'eva'] },
  { name: 'multiple choice holds one', filters: { answers: [{ field: 'topics', op: 'is', values: ['ai'] }] }, expected: ['ben', 'gil'] },
  { name: 'multiple choice holds any', filters: { answers: [{ field: 'topics', op: 'is', values: ['health', 'climate'] }] }, expected: ['ben', 'cleo'] },
  { name: 'multiple choice holds none', filters: { answers: [{ field: 'topics', op: 'is_not', values: ['ai'] }] }, expected: ['ana', 'cleo', 'dan', 'eva'] },
  { name: 'dropdown is', filters: { answers: [{ field: 'region', op: 'is', values: ['south'] }] }, expected: ['ben'] },
  { name: 'checkbox ticked', filters: { answers: [{ field: 'consent', op: 'is', values: ['true'] }] }, expected: ['ana', 'ben'] },
  { name: 'checkbox not ticked', filters: { answers: [{ field: 'consent', op: 'is', values: ['false'] }] }, expected: ['cleo', 'dan', 'eva', 'gil'] },
  { name: 'rating from', filters: { answers: [{ field: 'confidence', op: 'range', min: 3 }] }, expected: ['ana', 'ben', 'gil'] },
  { name: 'number between', filters: { answers: [{ field: 'age', op: 'range', min: 18, max: 40 }] }, expected: ['ana', 'ben', 'dan'] },
  { name: 'number with a fraction', filters: { answers: [{ field: 'age', op: 'range', min: 99.1 }] }, expected: ['gil'] },
  { name: 'number answered (no bound)', filters: { answers: [{ field: 'age', op: 'range' }] }, expected: ['ana', 'ben', 'dan', 'gil'] },
  { name: 'date from', filters: { answers: [{ field: 'birth', op: 'dates', from: '1995-01-01' }] }, expected: ['ana'] },
  { name: 'date until', filters: { answers: [{ field: 'birth', op: 'dates', to: '1990-12-31' }] }, expected: ['cleo'] },
  { name: 'text contains, any case', filters: { answers: [{ field: 'bio', op: 'contains', text: 'ROBOTS' }] }, expected: ['gil'] },
  { name: 'text contains a wildcard, literally', filters: { answers: [{ field: 'bio', op: 'contains', text: '_' }] }, expected: [] },
  { name: 'text answered (blanks are not)', filters: { answers: [{ field: 'bio', op: 'answered' }] }, expected: ['ana', 'gil'] },
  { name: 'text empty', filters: { answers: [{ field: 'bio', op: 'empty' }] }, expected: ['ben', 'cleo', 'dan', 'eva'] },
  { name: 'list empty (null and [] alike)', filters: { answers: [{ field: 'topics', op: 'empty' }] }, expected: ['ana', 'dan', 'eva'] },
  { name: 'checkbox empty (unticked)', filters: { answers: [{ field: 'consent', op: 'empty' }] }, expected: ['cleo', 'dan', 'eva', 'gil'] },
  { name: 'file answered', filters: { answers: [{ field: 'portfolio', op: 'answered' }] }, expected: ['ana'] },
  { name: "a field of an older version: no value matches", filters: { answers: [{ field: 'nickname', op: 'contains', text: 'cc' }] }, expected: [] },
  { name: 'a field of an older version: answered still reads', filters: { answers: [{ field: 'nickname', op: 'answered' }] }, expected: ['cleo'] },
  { name: 'a field no version has', filters: { answers: [{ field: 'zzz', op: 'is', values: ['x'] }] }, expected: [] },
  { name: 'a wrong op for the type', filters: { answers: [{ field: 'category', op: 'range', min: 1 }] }, expected: [] },
  {
    name: 'everything at once',
    filters: {
      status: ['received', 'in_review'],
      tags: ['shortlist'],
      lang: ['it', 'en'],
      version: [2],
      submitted_from: '2030-01-10',
      answers: [
        { field: 'category', op: 'is', values: ['art', 'science'] },
        { field: 'confidence', op: 'range', min: 4, max: 5 },
      ],
    },
    expected: ['ana'],
  },
];

/** The stored form with its people's submissions: ids by name. */
export interface ResultsWorld {
  company: string;
  project: string;
  form: string;
  /** Another form of the same project, with one submission of its own. */
  otherForm: string;
  otherSubmission: string;
  ids: Record<Who, string>;
  users: Partial<Record<Who, string>>;
  /** The person of an id, for readable failures. */
  whoOf(id: string): Who | string;
}

async function storeForm(db: Db, company: string, project: string, slug: string, now: Date): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(forms).values({ id, companyId: company, projectId: project, slug, draft: { ...RESULTS_V2, slug }, status: 'open', publishedVersion: 2, createdAt: now, updatedAt: now });
  await db.insert(formVersions).values([
    { formId: id, number: 1, definition: { ...RESULTS_V1, slug }, publishedAt: now },
    { formId: id, number: 2, definition: { ...RESULTS_V2, slug }, publishedAt: now },
  ]);
  return id;
}

/**
 * Stores the form and SEEDED's submissions under a project (a new company and project unless
 * named), all by direct inserts; the other form of the project gets one submission that every
 * filter of `FILTER_CASES` would select if the form's scope were forgotten.
 */
export async function seedResultsWorld(db: Db, now: Date, at?: { company: string; project: string }): Promise<ResultsWorld> {
  let company = at?.company;
  let project = at?.project;
  if (!company || !project) {
    company = crypto.randomUUID();
    project = crypto.randomUUID();
    await db.insert(companies).values({ id: company, name: 'Results', slug: `results-${company.slice(0, 8)}`, createdAt: now, updatedAt: now });
    await db.insert(projects).values({ id: project, companyId: company, name: 'Grants', slug: 'grants', languages: ['it', 'en'], defaultLang: 'it', createdAt: now, updatedAt: now });
  }
  const form = await storeForm(db, company, project, `grant-${crypto.randomUUID().slice(0, 8)}`, now);
  const otherForm = await storeForm(db, company, project, `other-${crypto.randomUUID().slice(0, 8)}`, now);
  const ids = {} as Record<Who, string>;
  const users: Partial<Record<Who, string>> = {};
  for (const who of PEOPLE) {
    const seeded = SEEDED[who];
    let userId: string | null = null;
    if (seeded.user) {
      userId = crypto.randomUUID();
      users[who] = userId;
      await db.insert(registeredUsers).values({
        id: userId,
        companyId: company,
        projectId: project,
        email: seeded.user.email,
        firstName: seeded.user.first,
        lastName: seeded.user.last,
        preferredLang: seeded.lang,
        createdAt: now,
        updatedAt: now,
      });
    }
    ids[who] = crypto.randomUUID();
    const sent = seeded.sent ? new Date(seeded.sent) : null;
    await db.insert(submissions).values({
      id: ids[who],
      companyId: company,
      projectId: project,
      formId: form,
      userId,
      status: seeded.status,
      formVersion: seeded.version,
      answers: seeded.answers,
      lang: seeded.lang,
      tags: seeded.tags,
      createdAt: sent ?? now,
      updatedAt: sent ?? now,
      submittedAt: sent,
    });
  }
  const otherSubmission = crypto.randomUUID();
  await db.insert(submissions).values({
    id: otherSubmission,
    companyId: company,
    projectId: project,
    formId: otherForm,
    userId: users.ana!,
    status: 'received',
    formVersion: 2,
    answers: SEEDED.ana.answers,
    lang: 'it',
    tags: ['shortlist', 'late'],
    createdAt: now,
    updatedAt: now,
    submittedAt: new Date(SEEDED.ana.sent!),
  });
  const names = new Map(Object.entries(ids).map(([who, id]) => [id, who as Who]));
  return { company, project, form, otherForm, otherSubmission, ids, users, whoOf: (id) => names.get(id) ?? id };
}

/** An operator of the results tests: their id and a browser with their session. */
export interface TeamMember {
  id: string;
  browser: Browser;
}

async function assistantOf(server: TestServer, world: ResultsWorld, name: string, form: string): Promise<TeamMember> {
  const id = await seedOperator(server, person(name));
  await server.db
    .insert(grants)
    .values({ id: crypto.randomUUID(), operatorId: id, companyId: world.company, role: 'assistant', projectId: world.project, formId: form, createdAt: server.clock.now() });
  return { id, browser: await sessionBrowser(server, id) };
}

/**
 * The people who work on the world's form, each signed in: two assistants of the form (`asia`,
 * `alba`), an editor of the project (`elio`), and an assistant of the project's other form (`otto`).
 */
export async function resultsTeam(server: TestServer, world: ResultsWorld) {
  const editorId = await seedOperator(server, person('elio'));
  await seedGrant(server, editorId, 'editor', world.company, world.project);
  return {
    asia: await assistantOf(server, world, 'asia', world.form),
    alba: await assistantOf(server, world, 'alba', world.form),
    elio: { id: editorId, browser: await sessionBrowser(server, editorId) },
    otto: await assistantOf(server, world, 'otto', world.otherForm),
  };
}
