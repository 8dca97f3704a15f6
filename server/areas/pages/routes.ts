import * as contract from '../../../contract/pages.ts';
import type { CallContext } from '../../http/handler.ts';
import { handle } from '../../http/handler.ts';
import { recordChanges } from '../../http/oplog.ts';
import { checkVersion } from '../../http/versions.ts';
import { readMenu, saveMenu } from './menu.ts';
import { pageEntity, pageListItem, templateChoice, templateEntity, type PageRow } from './presenter.ts';
import type { ProjectRef } from './references.ts';
import { previewHtml } from './render/preview.ts';
import { getRevision, listRevisions } from './revisions.ts';
import { archivePage, duplicatePage, getPage, listPages, publishPage, reorderPages, restoreContent, savePage } from './service.ts';
import { deleteTemplate, listTemplates, saveTemplate } from './templates.ts';

const refOf = (input: { company: string; project: string }): ProjectRef => ({ company: input.company, project: input.project });
const operatorOf = (ctx: CallContext): string | null => ctx.session?.operator.id ?? null;

// A page's change, named in the log by its address.
function audit(ctx: CallContext, row: PageRow, summary: Record<string, unknown>, before?: PageRow) {
  ctx.audit({
    target: `page:${row.id}`,
    companyId: row.companyId,
    summary: { project: row.projectId, name: row.slug, ...summary },
    ...(before ? { changes: recordChanges(pageEntity(before), pageEntity(row)) } : {}),
  });
}

/** The handlers of the landing pages' calls: pages, presets and the site menu. */
export const pagesHandlers = [
  handle(contract.PageList, async (ctx, input) => ({ items: (await listPages(ctx.db, refOf(input))).map(pageListItem) })),

  handle(contract.PageGet, async (ctx, input) => ({ entity: pageEntity(await getPage(ctx.db, refOf(input), input.page)) })),

  handle(contract.PageSave, async (ctx, input) => {
    const before = input.id ? await getPage(ctx.db, refOf(input), input.id) : undefined;
    const row = await savePage(ctx.db, refOf(input), input, operatorOf(ctx), ctx.now);
    audit(ctx, row, { created: !before }, before);
    return { entity: pageEntity(row) };
  }),

  handle(contract.PagePublish, async (ctx, input) => {
    const row = await publishPage(ctx.db, refOf(input), input.page, input.version, operatorOf(ctx), ctx.now);
    audit(ctx, row, { status: 'published' });
    return { entity: pageEntity(row) };
  }),

  handle(contract.PageRevisions, async (ctx, input) => {
    const page = await getPage(ctx.db, refOf(input), input.page);
    return { items: await listRevisions(ctx.db, page.id) };
  }),

  handle(contract.PageRestore, async (ctx, input) => {
    const page = await getPage(ctx.db, refOf(input), input.page);
    checkVersion(page, input.version, () => pageEntity(page));
    const revision = await getRevision(ctx.db, page.id, input.revision);
    const row = await restoreContent(ctx.db, refOf(input), page, revision, operatorOf(ctx), ctx.now);
    audit(ctx, row, { revision: revision.id, kind: revision.kind }, page);
    return { entity: pageEntity(row) };
  }),

  handle(contract.PageArchive, async (ctx, input) => {
    const row = await archivePage(ctx.db, refOf(input), input.page, input.archived, input.version, ctx.now);
    audit(ctx, row, { archived: input.archived });
    return { entity: pageEntity(row) };
  }),

  handle(contract.PageDuplicate, async (ctx, input) => {
    const row = await duplicatePage(ctx.db, refOf(input), input.page, operatorOf(ctx), ctx.now);
    audit(ctx, row, { created: true, copied: input.page });
    return { entity: pageEntity(row) };
  }),

  handle(contract.PageReorder, async (ctx, input) => {
    await reorderPages(ctx.db, refOf(input), input.ids, ctx.now);
    ctx.audit({ target: `project:${input.project}`, companyId: input.company, summary: { project: input.project, pages: input.ids.length } });
    return { Success: true };
  }),

  handle(contract.PagePreview, async (ctx, input) => {
    const page = await getPage(ctx.db, refOf(input), input.page);
    const at = input.at ? new Date(input.at) : ctx.now;
    return { html: await previewHtml(ctx.db, page, input.lang, at, input.draft === true) };
  }),

  handle(contract.PageTemplateList, async (ctx) => ({ items: (await listTemplates(ctx.db)).map(templateEntity) })),
  handle(contract.ProjectPageTemplateList, async (ctx) => ({ items: (await listTemplates(ctx.db)).map(templateChoice) })),

  handle(contract.PageTemplateSave, async (ctx, input) => {
    const row = await saveTemplate(ctx.db, input, ctx.now);
    ctx.audit({ target: `page-template:${row.id}`, summary: { name: row.name, created: !input.id } });
    return { entity: templateEntity(row) };
  }),

  handle(contract.PageTemplateDelete, async (ctx, input) => {
    const row = await deleteTemplate(ctx.db, input.id);
    ctx.audit({ target: `page-template:${row.id}`, summary: { name: row.name } });
    return { Success: true };
  }),

  handle(contract.MenuGet, async (ctx, input) => ({ entity: await readMenu(ctx.db, refOf(input)) })),

  handle(contract.MenuSave, async (ctx, input) => {
    const entity = await saveMenu(ctx.db, refOf(input), input.items, input.version, ctx.now);
    ctx.audit({ target: `project:${input.project}`, companyId: input.company, summary: { project: input.project, items: entity.items.length } });
    return { entity };
  }),
];
