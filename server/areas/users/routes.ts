import * as contract from '../../../contract/users.ts';
import type { CallContext } from '../../http/handler.ts';
import { handle } from '../../http/handler.ts';
import { writeLog } from '../../http/oplog.ts';
import { erasePerson, exportPersonalData } from '../../respondents/personal-data.ts';
import { listUsers } from './list.ts';
import { blockUser, findUser, getUser, listConditionVersions, presentUser } from './service.ts';
import type { ProjectScope } from '../../../contract/fields.ts';

// The log names the person by their id only: what it keeps must say nothing about them once they are erased.
const target = (userId: string) => `user:${userId}`;
const scopeOf = (input: ProjectScope): ProjectScope => ({ company: input.company, project: input.project });

// Queries are not logged by the adapter; taking away everything about a person is, like a change.
async function logExport(ctx: CallContext, scope: ProjectScope, userId: string): Promise<void> {
  await writeLog(ctx.db, {
    at: ctx.now,
    operatorId: ctx.session?.operator.id ?? null,
    ip: ctx.ip,
    endpoint: contract.UserExport.path,
    status: 200,
    target: target(userId),
    companyId: scope.company,
    summary: { company: scope.company, project: scope.project, exported: true },
  });
}

/** The handlers of the registered users' calls: every user id is looked for under the company and project of the call. */
export const userHandlers = [
  handle(contract.UserList, async (ctx, input) => listUsers(ctx.db, input)),

  handle(contract.UserGet, async (ctx, input) => ({ entity: await getUser(ctx.db, scopeOf(input), input.user) })),

  handle(contract.UserBlock, async (ctx, input) => {
    const scope = scopeOf(input);
    const row = await blockUser(ctx.db, scope, input.user, input.blocked, ctx.now);
    ctx.audit({ target: target(row.id), summary: { ...scope, blocked: input.blocked } });
    return { entity: await presentUser(ctx.db, row) };
  }),

  handle(contract.UserExport, async (ctx, input) => {
    const scope = scopeOf(input);
    const row = await findUser(ctx.db, scope, input.user);
    const file = await exportPersonalData(ctx.db, ctx.deps.storage, row.id);
    await logExport(ctx, scope, row.id);
    return file;
  }),

  handle(contract.UserErase, async (ctx, input) => {
    const scope = scopeOf(input);
    const row = await findUser(ctx.db, scope, input.user);
    const erased = await erasePerson(ctx.db, ctx.deps.storage, row.id, ctx.now);
    ctx.audit({ target: target(row.id), summary: { ...scope, erased: true, ...erased } });
    return { Success: true };
  }),

  handle(contract.UserConditions, async (ctx) => ({ items: await listConditionVersions(ctx.db) })),
];
