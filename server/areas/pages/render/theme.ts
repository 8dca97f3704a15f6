// The theme of a project's public pages: the one merge of the shared theme module (the spec's
// defaults, the installation's theme, then the company's and the project's own where they have one).
import { parseThemeText } from '../../../../contract/theme-merge.ts';
import type { ThemeColors, ThemeGraphics } from '../../../../contract/theme-defaults.ts';
import type { Db } from '../../../db/db.ts';
import { findThemeScope, loadMergedTheme } from '../../../theme/store.ts';

/** A project's theme as its pages draw it. */
export interface PageTheme {
  colors: ThemeColors;
  graphics: ThemeGraphics;
}

/** The project's theme: defaults ← installation ← company ← project. */
export async function pageTheme(db: Db, projectId: string): Promise<PageTheme> {
  const merged = await loadMergedTheme(db, await findThemeScope(db, { project: projectId }));
  return {
    colors: parseThemeText(merged.Theme_Colors) as unknown as ThemeColors,
    graphics: parseThemeText(merged.Theme_Graphics) as unknown as ThemeGraphics,
  };
}
