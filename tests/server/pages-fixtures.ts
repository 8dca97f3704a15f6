// What the landing pages' tests share: documents, a page's input, a world with a project and its forms.
import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { PageSave } from '../../contract/pages.ts';
import type { EndpointInput } from '../../contract/endpoint.ts';
import { forms, formVersions } from '../../server/db/schema/forms.ts';
import { pageRevisions, pages, pageTemplates } from '../../server/db/schema/pages.ts';
import { expectOk } from './accounts.ts';
import type { Browser } from './browser.ts';
import { formsWorld, plainForm, seedForm } from './forms-fixtures.ts';
import type { TestServer } from './harness.ts';
import { seedCompany, seedProject } from './tenancy.ts';

export const paragraph = (text: string) => ({ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] });
export const doc = (...content: unknown[]) => ({ type: 'doc', content }) as never;
export const formBlock = (form: string) => ({ type: 'formBlock', attrs: { form } });
export const phaseSection = (form: string, phases: string[], content: unknown[], days = 7) => ({ type: 'phaseSection', attrs: { form, phases, days }, content });

/** A project in Italian and English with its manager, an open form with dates, and a form of another company's project. */
export async function pagesWorld(server: TestServer) {
  const world = await formsWorld(server);
  const scope = { company: world.company, project: world.project };
  const form = await seedForm(server, world.company, world.project, 'call');
  await publishDirectly(server, form, { opensAt: new Date('2030-02-01T00:00:00Z'), closesAt: new Date('2030-03-31T00:00:00Z'), resultsAt: new Date('2030-05-01T00:00:00Z') });
  const otherCompany = await seedCompany(server, 'other');
  const otherProject = await seedProject(server, otherCompany, 'elsewhere');
  const foreignForm = await seedForm(server, otherCompany, otherProject, 'theirs');
  return { ...world, scope, form, foreignForm, otherCompany, otherProject };
}

/** Marks a seeded form published at version 1 and open, with its dates. */
export async function publishDirectly(server: TestServer, form: string, dates: { opensAt?: Date | null; closesAt?: Date | null; resultsAt?: Date | null }) {
  const [row] = await server.db.select().from(forms).where(eq(forms.id, form));
  await server.db.insert(formVersions).values({ formId: form, number: 1, definition: plainForm(row!.slug), publishedAt: server.clock.now() });
  await server.db.update(forms).set({ status: 'open', publishedVersion: 1, ...dates }).where(eq(forms.id, form));
}

type SaveInput = EndpointInput<typeof PageSave>;

/** A page's input: Italian and English titles and bodies. */
export function pageInput(scope: { company: string; project: string }, slug: string, extra: Partial<SaveInput> = {}): SaveInput {
  return {
    ...scope,
    slug,
    title: { it: `Pagina ${slug}`, en: `Page ${slug}` },
    description: { it: 'Descrizione', en: 'Description' },
    body: { it: doc(paragraph(`Testo ${slug}`)), en: doc(paragraph(`Text ${slug}`)) },
    ...extra,
  };
}

/** Creates a page and returns it. */
export async function createPage(browser: Browser, scope: { company: string; project: string }, slug: string, extra: Partial<SaveInput> = {}) {
  const answer = await browser.call(PageSave, pageInput(scope, slug, extra));
  expectOk(answer);
  return answer.body.entity;
}

export const someId = () => crypto.randomUUID();

/** Stores a draft page of a project directly (for tests about who may reach it), with an edit revision; returns its id. */
export async function seedPage(server: TestServer, company: string, project: string, slug = `page-${crypto.randomUUID().slice(0, 8)}`): Promise<string> {
  const id = crypto.randomUUID();
  const now = server.clock.now();
  const content = { title: { it: 'Pagina', en: 'Page' }, description: {}, body: { en: doc(paragraph('Text')) } };
  const [{ position } = { position: 0 }] = await server.db.select({ position: count() }).from(pages).where(eq(pages.projectId, project));
  await server.db.insert(pages).values({ id, companyId: company, projectId: project, slug, position, ...content, createdAt: now, updatedAt: now });
  await server.db.insert(pageRevisions).values({ id: crypto.randomUUID(), pageId: id, kind: 'edit', createdAt: now, ...content });
  return id;
}

/** Stores a preset directly; returns its id. */
export async function seedTemplate(server: TestServer, name = 'Preset'): Promise<string> {
  const id = crypto.randomUUID();
  const now = server.clock.now();
  await server.db.insert(pageTemplates).values({ id, name, body: { en: doc(paragraph('Preset')) }, createdAt: now, updatedAt: now });
  return id;
}
