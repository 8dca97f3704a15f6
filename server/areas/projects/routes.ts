import * as contract from '../../../contract/projects.ts';
import { handle } from '../../http/handler.ts';
import { recordChanges } from '../../http/oplog.ts';
import { navigation } from './navigation.ts';
import { projectEntity } from './presenter.ts';
import { createProject, getProject, homeCompanies, saveProject } from './service.ts';

/** The handlers of the project calls. */
export const projectHandlers = [
  handle(contract.HomeCompanies, async (ctx, input) => homeCompanies(ctx.db, await ctx.grantee(), input)),

  handle(contract.Navigation, async (ctx, input) => navigation(ctx.db, await ctx.grantee(), input.current)),

  handle(contract.ProjectCreate, async (ctx, { company, ...fields }) => {
    const row = await createProject(ctx.db, company, fields, ctx.now);
    ctx.audit({ target: `project:${row.id}`, summary: { company, name: row.name, slug: row.slug, created: true } });
    return { entity: projectEntity(row) };
  }),

  handle(contract.ProjectGet, async (ctx, input) => ({ entity: projectEntity(await getProject(ctx.db, input.company, input.project)) })),

  handle(contract.ProjectSave, async (ctx, { company, project, version, ...fields }) => {
    const before = projectEntity(await getProject(ctx.db, company, project));
    const entity = projectEntity(await saveProject(ctx.db, company, project, fields, version, ctx.now));
    ctx.audit({ target: `project:${entity.id}`, summary: { company, name: entity.name, status: entity.status }, changes: recordChanges(before, entity) });
    return { entity };
  }),
];
