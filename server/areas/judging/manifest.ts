import { and, eq } from 'drizzle-orm';
import { serverArea } from '../../area.ts';
import { judgingSessions } from '../../db/schema/judging.ts';
import type { ScopeOwner } from '../../http/scope-owners.ts';
import { judgingOrganiserHandlers } from './organiser-routes.ts';
import { rankingExportJob } from './ranking-export.ts';
import { judgingHandlers } from './routes.ts';
import { judgingLog } from './log.ts';

// A judging session only under its form, project and company.
const sessionOwner: ScopeOwner = {
  field: 'session',
  under: 'form',
  check: async (db, scope) => {
    if (!scope.session || !scope.form || !scope.project) return false;
    const [row] = await db
      .select({ id: judgingSessions.id })
      .from(judgingSessions)
      .where(
        and(
          eq(judgingSessions.id, scope.session.toLowerCase()),
          eq(judgingSessions.formId, scope.form.toLowerCase()),
          eq(judgingSessions.projectId, scope.project.toLowerCase()),
          eq(judgingSessions.companyId, scope.company.toLowerCase()),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};

/** Judging: the organisers' sessions, progress and ranking, and the judges' sessions and scores. */
export const judgingArea = serverArea({
  name: 'judging',
  log: judgingLog,
  handlers: [...judgingHandlers, ...judgingOrganiserHandlers],
  jobs: [rankingExportJob],
  owners: [sessionOwner],
});
