// The theme of a project's public pages. One function, so that the merged theme of the shared
// theme module takes its place in one line: for now it merges the spec's defaults, the
// installation's theme, then the company's and the project's own where they have one.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { DEFAULT_THEME_COLORS, DEFAULT_THEME_GRAPHICS, type ThemeColors, type ThemeGraphics } from '../../../../contract/theme-defaults.ts';
import type { Db } from '../../../db/db.ts';
import { projects } from '../../../db/schema/projects.ts';
import { themes } from '../../../db/schema/theme.ts';

type Json = Record<string, unknown>;

/** A project's theme as its pages draw it. */
export interface PageTheme {
  colors: ThemeColors;
  graphics: ThemeGraphics;
}

// An empty or invalid text reads as an empty object.
function parse(text: string | null | undefined): Json {
  if (!text || text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
  } catch {
    return {};
  }
}

// Objects merge member by member; anything else of the later one wins.
function merge(base: Json, over: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = out[key];
    const objects = [value, below].every((item) => typeof item === 'object' && item !== null && !Array.isArray(item));
    out[key] = objects ? merge(below as Json, value as Json) : value;
  }
  return out;
}

/** The project's theme: defaults ← installation ← company ← project. */
export async function pageTheme(db: Db, projectId: string): Promise<PageTheme> {
  const [project] = await db.select({ companyId: projects.companyId }).from(projects).where(eq(projects.id, projectId)).limit(1);
  const owners = [projectId, ...(project ? [project.companyId] : [])];
  const rows = await db
    .select({ scope: themes.scope, colors: themes.colors, graphics: themes.graphics })
    .from(themes)
    .where(or(and(eq(themes.scope, 'installation'), isNull(themes.ownerId)), and(inArray(themes.scope, ['company', 'project']), inArray(themes.ownerId, owners))));
  let colors = DEFAULT_THEME_COLORS as unknown as Json;
  let graphics = DEFAULT_THEME_GRAPHICS as unknown as Json;
  for (const scope of ['installation', 'company', 'project'] as const) {
    const row = rows.find((candidate) => candidate.scope === scope);
    colors = merge(colors, parse(row?.colors));
    graphics = merge(graphics, parse(row?.graphics));
  }
  return { colors: colors as unknown as ThemeColors, graphics: graphics as unknown as ThemeGraphics };
}
