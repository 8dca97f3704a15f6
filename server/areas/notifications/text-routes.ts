import { NOTY_ENDPOINTS, type NotyLevel } from '../../../contract/notifications.ts';
import { handle, type CallContext, type Handler } from '../../http/handler.ts';
import { recordChanges } from '../../http/oplog.ts';
import { getText, listTexts, previewText, resetText, saveText, type TextLevel } from './texts.ts';

// The level a call names: the company and project of its path, when it has them.
function levelOf(level: NotyLevel, input: object): TextLevel {
  if (level === 'installation') return { level };
  const { company, project } = input as { company?: string; project?: string };
  if (level === 'company') return { level, companyId: company! };
  return { level, companyId: company!, projectId: project! };
}

// The log's row of a change: the level's owner as its target, the cell in its summary.
function audited(ctx: CallContext, at: TextLevel, summary: Record<string, unknown>, changes?: ReturnType<typeof recordChanges>): void {
  const target = at.level === 'installation' ? 'noty:installation' : at.level === 'company' ? `company:${at.companyId}` : `project:${at.projectId}`;
  ctx.audit({ target, ...(at.companyId ? { companyId: at.companyId } : {}), summary, ...(changes ? { changes } : {}) });
}

function levelHandlers(level: NotyLevel): Handler[] {
  const calls = NOTY_ENDPOINTS[level];
  return [
    handle(calls.textsList, async (ctx, input) => ({ items: await listTexts(ctx.db, levelOf(level, input)) })),

    handle(calls.textsGet, async (ctx, input) => getText(ctx.db, levelOf(level, input), input)),

    handle(calls.textsSave, async (ctx, input) => {
      const at = levelOf(level, input);
      const { before, entity } = await saveText(ctx.db, at, input, ctx.session?.operator.id ?? null, ctx.now);
      const words = (text: { subject: string } | null) => (text ? { subject: text.subject } : null);
      audited(ctx, at, { key: input.key, lang: input.lang, created: before === null }, recordChanges(words(before), words(entity)!));
      return { entity };
    }),

    handle(calls.textsReset, async (ctx, input) => {
      const at = levelOf(level, input);
      const removed = await resetText(ctx.db, at, input);
      audited(ctx, at, { key: input.key, lang: input.lang, removed: removed !== null });
      return { Success: true as const };
    }),

    handle(calls.textsPreview, async (ctx, input) => previewText(ctx.db, ctx.deps.config, levelOf(level, input), input)),
  ];
}

/** The handlers of the texts' calls at the three levels. */
export const textHandlers: readonly Handler[] = [...levelHandlers('installation'), ...levelHandlers('company'), ...levelHandlers('project')];
