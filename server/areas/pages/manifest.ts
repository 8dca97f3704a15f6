import { and, eq } from 'drizzle-orm';
import { serverArea } from '../../area.ts';
import { pages } from '../../db/schema/pages.ts';
import type { ScopeOwner } from '../../http/scope-owners.ts';
import { pagesLog } from './log.ts';
import { mountPublicPages } from './public-routes.ts';
import { pagesHandlers } from './routes.ts';

// A page only under its project and company.
const pageOwner: ScopeOwner = {
  field: 'page',
  under: 'project',
  check: async (db, scope) => {
    if (!scope.page || !scope.project) return false;
    const [row] = await db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.id, scope.page.toLowerCase()), eq(pages.projectId, scope.project.toLowerCase()), eq(pages.companyId, scope.company.toLowerCase())))
      .limit(1);
    return row !== undefined;
  },
};

/** Landing pages: a project's pages, the installation's presets, the site menu, and the public pages themselves. */
export const pagesArea = serverArea({
  name: 'pages',
  log: pagesLog,
  handlers: pagesHandlers,
  owners: [pageOwner],
  // The public landing pages, served as HTML before the public app's catch-all.
  mount: mountPublicPages,
});
