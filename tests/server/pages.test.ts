import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRESET_FORM } from '../../contract/page-doc-model.ts';
import {
  MenuGet,
  MenuSave,
  PageArchive,
  PageDuplicate,
  PageGet,
  PageList,
  PagePreview,
  PagePublish,
  PageReorder,
  PageRestore,
  PageRevisions,
  PageSave,
  PageTemplateDelete,
  PageTemplateList,
  PageTemplateSave,
  ProjectPageTemplateList,
  RESERVED_PAGE_SLUGS,
} from '../../contract/pages.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { pageRevisions } from '../../server/db/schema/pages.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import { MINUTE } from './clock.ts';
import { useTestServer } from './harness.ts';
import { expectError } from './public-fixtures.ts';
import { HOSTILE_CASES } from './rich-text-hostile-fixtures.ts';
import { createPage, doc, formBlock, pageInput, pagesWorld, paragraph, phaseSection, publishDirectly } from './pages-fixtures.ts';

import { seedForm } from './forms-fixtures.ts';

const server = useTestServer();

// A document too deep for this test's own JSON.stringify cannot be sent from here: the schema's
// refusal of it is tested on the document itself (page-doc.test.ts).
function sendable(hostile: { doc: unknown }): boolean {
  try {
    JSON.stringify(hostile.doc);
    return true;
  } catch {
    return false;
  }
}

describe('a project’s pages', () => {
  it('creates a page, saves its draft at its version, and refuses a stale one with the page as it stands', async () => {
    const w = await pagesWorld(server);
    const page = await createPage(w.manager, w.scope, 'bando');
    expect(page).toMatchObject({ slug: 'bando', status: 'draft', home: false, version: 1, position: 0, published_version: null, has_unpublished_changes: true });
    const saved = await w.manager.call(PageSave, pageInput(w.scope, 'bando', { id: page.id, version: 1, title: { it: 'Il bando', en: 'The call' } }));
    expectOk(saved);
    expect(saved.body.entity).toMatchObject({ version: 2, title: { it: 'Il bando', en: 'The call' } });
    const stale = await w.manager.call(PageSave, pageInput(w.scope, 'bando', { id: page.id, version: 1 }));
    expectError(stale, 409, 'conflict');
    expect((stale.body as unknown as { current: { version: number } }).current.version).toBe(2);
    expect((await w.manager.call(PageGet, { ...w.scope, page: page.id })).body.entity.title.en).toBe('The call');
    const [logged] = await server.db.select().from(operationsLog).where(eq(operationsLog.endpoint, PageSave.path));
    expect(logged).toMatchObject({ status: 200, target: `page:${page.id}` });
  });

  it('refuses every slug the public side uses itself on the slug field, and a slug another page holds with slug_taken', async () => {
    const w = await pagesWorld(server);
    for (const slug of RESERVED_PAGE_SLUGS) {
      const answer = await w.manager.call(PageSave, pageInput(w.scope, slug));
      expectError(answer, 400, 'validation_failed');
      expect(Object.keys(answer.error!.fields!)).toEqual(['slug']);
    }
    await createPage(w.manager, w.scope, 'rules');
    const taken = await w.manager.call(PageSave, pageInput(w.scope, 'rules'));
    expectError(taken, 409, 'slug_taken');
    expect(Object.keys(taken.error!.fields!)).toEqual(['slug']);
    expectError(await w.manager.call(PageSave, pageInput(w.scope, 'Bad Slug')), 400, 'validation_failed');
    // The project is in Italian and English: a page in French is refused where it says so.
    const french = await w.manager.call(PageSave, pageInput(w.scope, 'french', { title: { it: 'Pagina', fr: 'Page' }, body: { fr: doc(paragraph('Bonjour')) } }));
    expectError(french, 400, 'validation_failed');
    expect(Object.keys(french.error!.fields!).sort()).toEqual(['body.fr', 'title.fr']);
  });

  it('keeps one home page per project, lists pages in their order, reorders and duplicates them', async () => {
    const w = await pagesWorld(server);
    const first = await createPage(w.manager, w.scope, 'first', { home: true });
    const second = await createPage(w.manager, w.scope, 'second');
    const made = await w.manager.call(PageSave, pageInput(w.scope, 'second', { id: second.id, version: second.version, home: true }));
    expectOk(made);
    let list = (await w.manager.call(PageList, w.scope)).body.items;
    expect(list.map((item) => [item.slug, item.home, item.position])).toEqual([
      ['first', false, 0],
      ['second', true, 1],
    ]);
    const copy = await w.manager.call(PageDuplicate, { ...w.scope, page: first.id });
    expectOk(copy);
    expect(copy.body.entity).toMatchObject({ slug: 'first-copy', status: 'draft', home: false, position: 2, title: first.title });
    expect((await w.manager.call(PageDuplicate, { ...w.scope, page: first.id })).body.entity.slug).toBe('first-copy-2');

    list = (await w.manager.call(PageList, w.scope)).body.items;
    const order = [list[3]!.id, list[1]!.id, list[0]!.id, list[2]!.id];
    expectOk(await w.manager.call(PageReorder, { ...w.scope, ids: order }));
    expect((await w.manager.call(PageList, w.scope)).body.items.map((item) => item.id)).toEqual(order);
    expectError(await w.manager.call(PageReorder, { ...w.scope, ids: order.slice(1) }), 409, 'page_order_mismatch');
  });

  it('publishes the draft, tells unpublished changes, archives and brings a page back', async () => {
    const w = await pagesWorld(server);
    const page = await createPage(w.manager, w.scope, 'bando', { home: true });
    expectError(await w.manager.call(PagePublish, { ...w.scope, page: page.id, version: 7 }), 409, 'conflict');
    const published = await w.manager.call(PagePublish, { ...w.scope, page: page.id, version: page.version });
    expectOk(published);
    expect(published.body.entity).toMatchObject({ status: 'published', published_version: 2, version: 2, has_unpublished_changes: false, published_at: server.clock.now().toISOString() });
    const edited = await w.manager.call(PageSave, pageInput(w.scope, 'bando', { id: page.id, version: 2, title: { it: 'Nuovo', en: 'New' } }));
    expect(edited.body.entity).toMatchObject({ status: 'published', has_unpublished_changes: true, published_version: 2 });
    const archived = await w.manager.call(PageArchive, { ...w.scope, page: page.id, archived: true, version: 3 });
    expect(archived.body.entity).toMatchObject({ status: 'archived', home: false });
    expectError(await w.manager.call(PagePublish, { ...w.scope, page: page.id, version: 4 }), 409, 'page_archived');
    const back = await w.manager.call(PageArchive, { ...w.scope, page: page.id, archived: false, version: 4 });
    expect(back.body.entity).toMatchObject({ status: 'published', home: false });
    expect((await w.manager.call(PageList, w.scope)).body.items[0]).toMatchObject({ status: 'published' });
  });

  it('records a revision at each publication and one per 10 minutes of editing, keeps 10 of each, and restores any one', async () => {
    const w = await pagesWorld(server);
    let page = await createPage(w.manager, w.scope, 'bando');
    const save = async (word: string) => {
      const answer = await w.manager.call(PageSave, pageInput(w.scope, 'bando', { id: page.id, version: page.version, body: { it: doc(paragraph(word)), en: doc(paragraph(word)) } }));
      expectOk(answer);
      page = answer.body.entity;
    };
    await save('uno');
    server.clock.advance(5 * MINUTE);
    await save('due');
    let revisions = (await w.manager.call(PageRevisions, { ...w.scope, page: page.id })).body.items;
    // Within 10 minutes of editing: one revision, holding the draft as it stands.
    expect(revisions.map((revision) => revision.kind)).toEqual(['edit']);
    expect(revisions[0]!.by).toBe('marta');
    server.clock.advance(6 * MINUTE);
    await save('tre');
    const published = await w.manager.call(PagePublish, { ...w.scope, page: page.id, version: page.version });
    page = published.body.entity;
    revisions = (await w.manager.call(PageRevisions, { ...w.scope, page: page.id })).body.items;
    expect(revisions.map((revision) => revision.kind)).toEqual(['publish', 'edit', 'edit']);

    // The oldest edit revision holds "due": restored, it is the draft again, as a new version.
    const oldest = revisions[2]!;
    const restored = await w.manager.call(PageRestore, { ...w.scope, page: page.id, revision: oldest.id, version: page.version });
    expectOk(restored);
    expect(restored.body.entity.body.en).toEqual(doc(paragraph('due')));
    expect(restored.body.entity).toMatchObject({ version: page.version + 1, has_unpublished_changes: true });
    expectError(await w.manager.call(PageRestore, { ...w.scope, page: page.id, revision: oldest.id, version: page.version }), 409, 'conflict');

    for (let n = 0; n < 14; n++) {
      page = (await w.manager.call(PageGet, { ...w.scope, page: page.id })).body.entity;
      server.clock.advance(11 * MINUTE);
      await save(`giro ${n}`);
      page = (await w.manager.call(PagePublish, { ...w.scope, page: page.id, version: page.version })).body.entity;
    }
    const kept = await server.db.select().from(pageRevisions).where(eq(pageRevisions.pageId, page.id));
    expect(kept.filter((revision) => revision.kind === 'edit')).toHaveLength(10);
    expect(kept.filter((revision) => revision.kind === 'publish')).toHaveLength(10);
    const other = await createPage(w.manager, w.scope, 'altro');
    const foreign = (await server.db.select().from(pageRevisions).where(and(eq(pageRevisions.pageId, other.id))))[0]!;
    expectError(await w.manager.call(PageRestore, { ...w.scope, page: page.id, revision: foreign.id, version: page.version }), 404, 'not_found');
  });
});

describe('what a page names', () => {
  it('takes the project’s forms in form blocks and phase sections, and refuses another project’s by its path', async () => {
    const w = await pagesWorld(server);
    const body = { en: doc(paragraph('x'), formBlock(w.form), phaseSection(w.form, ['open'], [formBlock(w.foreignForm)])) };
    const refused = await w.manager.call(PageSave, pageInput(w.scope, 'bando', { body }));
    expectError(refused, 400, 'validation_failed');
    expect(Object.keys(refused.error!.fields!)).toEqual(['body.en.content.2.content.0.attrs.form']);
    const good = { en: doc(formBlock(w.form), phaseSection(w.form, ['before', 'closing'], [paragraph('Soon')], 10)) };
    expectOk(await w.manager.call(PageSave, pageInput(w.scope, 'bando', { body: good })));
  });

  it('refuses every hostile document of the rich-text corpus, naming the body', async () => {
    const w = await pagesWorld(server);
    const refused = HOSTILE_CASES.filter((hostile) => hostile.verdict === 'refused');
    for (const hostile of refused.filter(sendable)) {
      const answer = await w.manager.call(PageSave, pageInput(w.scope, 'hostile', { body: { en: hostile.doc as never } }));
      if (answer.status === 413) continue; // Over the call's own 1 MiB body: refused before it is read.
      expect(answer.status, hostile.name).toBe(400);
      expect(Object.keys(answer.error?.fields ?? {}).every((field) => field.startsWith('body')), hostile.name).toBe(true);
    }
    expect((await w.manager.call(PageList, w.scope)).body.items).toEqual([]);
  });

  it('checks a menu’s pages and forms are the project’s, and its addresses https', async () => {
    const w = await pagesWorld(server);
    const page = await createPage(w.manager, w.scope, 'rules');
    expect((await w.manager.call(MenuGet, w.scope)).body.entity).toEqual({ items: [], version: 0 });
    const label = { it: 'Voce', en: 'Item' };
    const items = [
      { label, target: { kind: 'page' as const, id: page.id } },
      { label, target: { kind: 'form' as const, id: w.form } },
      { label, target: { kind: 'me' as const } },
      { label, target: { kind: 'url' as const, url: 'https://example.org/info' } },
    ];
    const saved = await w.manager.call(MenuSave, { ...w.scope, items });
    expectOk(saved);
    expect(saved.body.entity).toEqual({ items, version: 1 });
    const foreign = await w.manager.call(MenuSave, { ...w.scope, version: 1, items: [{ label, target: { kind: 'form', id: w.foreignForm } }] });
    expectError(foreign, 400, 'validation_failed');
    expect(Object.keys(foreign.error!.fields!)).toEqual(['items.0.target.id']);
    for (const url of ['http://example.org', 'javascript:alert(1)', 'https://user@example.org', '//example.org']) {
      expectError(await w.manager.call(MenuSave, { ...w.scope, items: [{ label, target: { kind: 'url', url } }] }), 400, 'validation_failed');
    }
    expectError(await w.manager.call(MenuSave, { ...w.scope, items: [{ label, target: { kind: 'page' } as never }] }), 400, 'validation_failed');
    expectError(await w.manager.call(MenuSave, { ...w.scope, items: [{ label, target: { kind: 'me', url: 'https://x.org' } as never }] }), 400, 'validation_failed');
    expectError(await w.manager.call(MenuSave, { ...w.scope, items: Array.from({ length: 21 }, () => items[2]!) }), 400, 'validation_failed');
    expectError(await w.manager.call(MenuSave, { ...w.scope, version: 7, items }), 409, 'conflict');
  });
});

describe('presets', () => {
  it('are saved by installation admins, copied into a new page with the project’s form for the page’s call, and deleted', async () => {
    const w = await pagesWorld(server);
    const admin = await signInAsAdmin(server);
    const body = { it: doc(paragraph('Bando'), formBlock(PRESET_FORM), phaseSection(PRESET_FORM, ['open'], [paragraph('Aperto')])), en: doc(paragraph('Call'), formBlock(PRESET_FORM)) };
    const saved = await admin.call(PageTemplateSave, { name: 'Call announcement', description: 'A call', body });
    expectOk(saved);
    const template = saved.body.entity;
    expect(template).toMatchObject({ name: 'Call announcement', version: 1 });
    const named = await admin.call(PageTemplateSave, { name: 'Wrong', body: { en: doc(formBlock(w.form)) } });
    expectError(named, 400, 'validation_failed');
    expect(Object.keys(named.error!.fields!)).toEqual(['body.en.content.0.attrs.form']);

    const page = await w.manager.call(PageSave, { ...w.scope, slug: 'home', title: { it: 'Casa' }, body: {}, template: template.id });
    expectOk(page);
    expect(page.body.entity.body.it).toEqual(doc(paragraph('Bando'), formBlock(w.form), phaseSection(w.form, ['open'], [paragraph('Aperto')])));
    expect(page.body.entity.body.en).toEqual(doc(paragraph('Call'), formBlock(w.form)));

    expectOk(await admin.call(PageTemplateSave, { id: template.id, version: 1, name: 'Announcement', body }));
    expectError(await admin.call(PageTemplateSave, { id: template.id, version: 1, name: 'Again', body }), 409, 'conflict');
    expect((await admin.call(PageTemplateList, {})).body.items.map((item) => item.name)).toEqual(['Announcement']);
    // The project's people who make its pages choose among them by name, description and languages.
    expect((await w.manager.call(ProjectPageTemplateList, w.scope)).body.items).toEqual([
      { id: template.id, name: 'Announcement', description: '', languages: ['it', 'en'] },
    ]);
    expectOk(await admin.call(PageTemplateDelete, { id: template.id }));
    expectError(await admin.call(PageTemplateDelete, { id: template.id }), 404, 'not_found');
    // The page keeps its copy.
    expect((await w.manager.call(PageGet, { ...w.scope, page: page.body.entity.id })).body.entity.body.en).toEqual(doc(paragraph('Call'), formBlock(w.form)));
  });

  it('refuses every hostile document of the rich-text corpus', async () => {
    const admin = await signInAsAdmin(server);
    for (const hostile of HOSTILE_CASES.filter((item) => item.verdict === 'refused' && sendable(item))) {
      const answer = await admin.call(PageTemplateSave, { name: 'Hostile', body: { it: hostile.doc as never } });
      if (answer.status === 413) continue;
      expect(answer.status, hostile.name).toBe(400);
    }
    expect((await admin.call(PageTemplateList, {})).body.items).toEqual([]);
  });
});

describe('the preview', () => {
  it('renders the draft or the published copy as of a date: form blocks with their state, phase sections in their phases', async () => {
    const w = await pagesWorld(server);
    const body = {
      en: doc(
        paragraph('Welcome <script>'),
        formBlock(w.form),
        phaseSection(w.form, ['before'], [paragraph('Coming soon')]),
        phaseSection(w.form, ['closing'], [paragraph('Last days')], 5),
        phaseSection(w.form, ['closed'], [paragraph('Thanks, closed')]),
        phaseSection(w.form, ['results'], [paragraph('The winners')]),
      ),
    };
    const page = await createPage(w.manager, w.scope, 'bando', { body });
    const preview = async (at: string, draft = true) => {
      const answer = await w.manager.call(PagePreview, { ...w.scope, page: page.id, lang: 'en', at, draft });
      expectOk(answer);
      return answer.body.html;
    };
    const before = await preview('2030-01-20T00:00:00Z');
    expect(before).toContain('<h1>Page bando</h1>');
    expect(before).toContain('Welcome &lt;script&gt;');
    expect(before).toContain('Coming soon');
    expect(before).toContain('Opens on');
    expect(before).not.toContain('Last days');
    const open = await preview('2030-03-01T00:00:00Z');
    expect(open).toContain('Open until');
    expect(open).toContain(`href="/p/aurora/prize/f/call?lang=en"`);
    expect(open).not.toContain('Coming soon');
    expect(open).not.toContain('Last days');
    expect(await preview('2030-03-27T00:00:00Z')).toContain('Last days');
    const closed = await preview('2030-04-10T00:00:00Z');
    expect(closed).toContain('Thanks, closed');
    expect(closed).not.toContain('href="/p/aurora/prize/f/call');
    const results = await preview('2030-05-02T00:00:00Z');
    expect(results).toContain('The winners');
    expect(results).not.toContain('Thanks, closed');
    // Never published: the published copy is nothing yet.
    expect(await preview('2030-05-02T00:00:00Z', false)).toBe('');
  });

  it('shows nothing of a form the public cannot see', async () => {
    const w = await pagesWorld(server);
    const draftForm = await seedForm(server, w.company, w.project, 'not-yet');
    const page = await createPage(w.manager, w.scope, 'bando', { body: { en: doc(formBlock(draftForm), phaseSection(draftForm, ['open', 'before'], [paragraph('Hidden')])) } });
    const html = (await w.manager.call(PagePreview, { ...w.scope, page: page.id, lang: 'en', draft: true })).body.html;
    expect(html).toBe('<h1>Page bando</h1>');
    await publishDirectly(server, draftForm, {});
    const shown = await w.manager.call(PagePreview, { ...w.scope, page: page.id, lang: 'en', draft: true });
    expectOk(shown);
    expect(shown.body.html).toContain('Hidden');
  });
});
