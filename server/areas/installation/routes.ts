import * as contract from '../../../contract/installation.ts';
import { handle } from '../../http/handler.ts';
import { exportLog, installationInfo, listLog } from './service.ts';

/** The handlers of the installation admins' log and info calls. */
export const installationHandlers = [
  handle(contract.LogList, async (ctx, input) => listLog(ctx.db, input)),
  handle(contract.LogExport, async (ctx, input) => exportLog(ctx.db, input)),
  handle(contract.InstallationInfo, async (ctx) => installationInfo(ctx.deps, ctx.now)),
];
