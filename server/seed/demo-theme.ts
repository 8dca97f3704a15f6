// The demo's project theme: Premio Aurora 2026 looks like its sponsor, a deep teal with page
// titles that read (white on #004D40 is 9.8:1, on the primary #00695C 6.6:1, on the accent #00796B 5.3:1).
import type { Db } from '../db/db.ts';
import { readTheme, writeTheme } from '../theme/store.ts';

/** Premio Aurora 2026's own colours over the installation's: only the members it sets. */
export const AURORA_THEME_COLORS = JSON.stringify({
  vuetify: { primary: '#00695C', secondary: '#37474F', accent: '#00796B', info: '#0277BD' },
  pageTitles: { foreground: '#FFFFFF', background: '#004D40' },
  tooltips: { foreground: '#FFFFFF', background: '#37474F' },
});

/** Gives the project its theme unless it has one (or someone changed it since); how many themes were stored. */
export async function seedDemoTheme(db: Db, projectId: string, now: Date): Promise<number> {
  const owner = { scope: 'project', id: projectId } as const;
  const stored = await readTheme(db, owner);
  if (stored.version > 1 || stored.Theme_Colors !== '') return 0;
  return (await writeTheme(db, owner, { Theme_Colors: AURORA_THEME_COLORS }, 1, now)) ? 1 : 0;
}
