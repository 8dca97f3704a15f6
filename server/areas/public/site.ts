import type { Db } from '../../db/db.ts';
import type { Site } from '../../respondents/site.ts';
import { loadMergedTheme } from '../../theme/store.ts';

/**
 * A project's theme as its public pages show it: the spec's defaults, the installation's theme,
 * then the company's and the project's own where they have one, each merged over the one before.
 */
export async function siteTheme(db: Db, site: Site): Promise<{ Theme_Colors: string; Theme_Graphics: string }> {
  return loadMergedTheme(db, { companyId: site.companyId, projectId: site.project.id });
}
