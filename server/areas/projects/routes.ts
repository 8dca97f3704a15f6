import * as contract from '../../../contract/projects.ts';
import { handle } from '../../http/handler.ts';
import { recordChanges } from '../../http/oplog.ts';
import { presetProject, readProjectDefaults, startProjectTheme } from '../../theme/project-defaults.ts';
import { navigation } from './navigation.ts';
import { projectEntity } from './presenter.ts';
import { createProject, getProject, homeCompanies, saveProject } from './service.ts';

/** The handlers of the project calls. */
export const projectHandlers = [
  handle(contract.HomeCompanies, async (ctx, input) => homeCompanies(ctx.db, await ctx.grantee(), input)),

  handle(contract.Navigation, async (ctx, input) => navigation(ctx.db, await ctx.grantee(), input.current)),

  handle(contract.ProjectCreate, async (ctx, { company, ...fields }) => {
    // The installation's project defaults fill in what the creator left out, and give the project its theme.
    const defaults = await readProjectDefaults(ctx.db);
    const row = await createProject(ctx.db, company, presetProject(fields, defaults), ctx.now);
    await startProjectTheme(ctx.db, row.id, defaults, ctx.now);
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
