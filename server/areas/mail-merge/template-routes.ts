import {
  MERGE_TAGS,
  MergePeople,
  MergeSenderList,
  MergeTagList,
  TemplateDelete,
  TemplateDuplicate,
  TemplateGet,
  TemplateList,
  TemplatePreview,
  TemplateRestore,
  TemplateRevisions,
  TemplateSave,
} from '../../../contract/mail-merge.ts';
import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema/projects.ts';
import { handle, type CallContext, type Handler } from '../../http/handler.ts';
import { recordChanges } from '../../http/oplog.ts';
import { taggedForms } from './tags.ts';
import { templateEntity, templateListItem, type TemplateRow } from './template-presenter.ts';
import {
  deleteTemplate,
  duplicateTemplate,
  getTemplate,
  listRevisions,
  listTemplates,
  mergePeople,
  mergeSenders,
  previewTemplate,
  restoreTemplate,
  saveTemplate,
  type ProjectRef,
} from './templates.ts';

const refOf = (input: { company: string; project: string }): ProjectRef => ({ company: input.company.toLowerCase(), project: input.project.toLowerCase() });
const operatorOf = (ctx: CallContext): string | null => ctx.session?.operator.id ?? null;

// A template's change, named in the log by its name.
function audit(ctx: CallContext, row: TemplateRow, summary: Record<string, unknown>, before?: TemplateRow | null) {
  ctx.audit({
    target: `mm-template:${row.id}`,
    companyId: row.companyId,
    summary: { project: row.projectId, name: row.name, ...summary },
    ...(before ? { changes: recordChanges(templateEntity(before), templateEntity(row)) } : {}),
  });
}

/** The handlers of the templates' calls, and of the tags, senders and people a template's editor offers. */
export const templateHandlers: Handler[] = [
  handle(TemplateList, async (ctx, input) => ({ items: (await listTemplates(ctx.db, refOf(input))).map(({ row, campaigns }) => templateListItem(row, campaigns)) })),

  handle(TemplateSave, async (ctx, input) => {
    const { before, row } = await saveTemplate(ctx.db, refOf(input), input, operatorOf(ctx), ctx.now);
    audit(ctx, row, { created: before === null }, before);
    return { entity: templateEntity(row) };
  }),

  handle(TemplateGet, async (ctx, input) => ({ entity: templateEntity(await getTemplate(ctx.db, refOf(input), input.template)) })),

  handle(TemplatePreview, async (ctx, input) => previewTemplate(ctx.db, ctx.deps, refOf(input), input)),

  handle(TemplateDuplicate, async (ctx, input) => {
    const row = await duplicateTemplate(ctx.db, refOf(input), input.template, operatorOf(ctx), ctx.now);
    audit(ctx, row, { created: true, copied: input.template.toLowerCase() });
    return { entity: templateEntity(row) };
  }),

  handle(TemplateDelete, async (ctx, input) => {
    const row = await deleteTemplate(ctx.db, refOf(input), input.template);
    audit(ctx, row, { deleted: true });
    return { Success: true as const };
  }),

  handle(TemplateRevisions, async (ctx, input) => {
    const template = await getTemplate(ctx.db, refOf(input), input.template);
    return { items: await listRevisions(ctx.db, template.id) };
  }),

  handle(TemplateRestore, async (ctx, input) => {
    const { before, row } = await restoreTemplate(ctx.db, refOf(input), input.template, input.revision.toLowerCase(), input.version, operatorOf(ctx), ctx.now);
    audit(ctx, row, { revision: input.revision.toLowerCase() }, before);
    return { entity: templateEntity(row) };
  }),

  handle(MergeTagList, async (ctx, input) => ({ fixed: [...MERGE_TAGS], forms: await taggedForms(ctx.db, refOf(input).project, ctx.lang) })),

  handle(MergeSenderList, async (ctx, input) => mergeSenders(ctx.db, ctx.deps, refOf(input))),

  handle(MergePeople, async (ctx, input) => {
    const ref = refOf(input);
    const [project] = await ctx.db.select({ defaultLang: projects.defaultLang }).from(projects).where(eq(projects.id, ref.project)).limit(1);
    return { items: await mergePeople(ctx.db, ref, input.search, project?.defaultLang ?? 'it') };
  }),
];
