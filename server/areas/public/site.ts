import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { DEFAULT_THEME_COLORS, DEFAULT_THEME_GRAPHICS } from '../../../contract/theme-defaults.ts';
import type { Db } from '../../db/db.ts';
import { themes } from '../../db/schema/theme.ts';
import type { Site } from '../../respondents/site.ts';

type Json = Record<string, unknown>;

function parse(text: string | undefined): Json {
  if (!text || text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
  } catch {
    return {};
  }
}

// Objects merge member by member; anything else from the later one wins.
function merge(base: Json, over: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = out[key];
    out[key] =
      typeof value === 'object' && value !== null && !Array.isArray(value) && typeof below === 'object' && below !== null && !Array.isArray(below)
        ? merge(below as Json, value as Json)
        : value;
  }
  return out;
}

/**
 * A project's theme as its public pages show it: the spec's defaults, the installation's theme,
 * then the company's and the project's own where they have one, each merged over the one before.
 */
export async function siteTheme(db: Db, site: Site): Promise<{ Theme_Colors: string; Theme_Graphics: string }> {
  const rows = await db
    .select({ scope: themes.scope, colors: themes.colors, graphics: themes.graphics })
    .from(themes)
    .where(
      or(
        and(eq(themes.scope, 'installation'), isNull(themes.ownerId)),
        and(inArray(themes.scope, ['company', 'project']), inArray(themes.ownerId, [site.companyId, site.project.id])),
      ),
    );
  const order = ['installation', 'company', 'project'] as const;
  let colors: Json = DEFAULT_THEME_COLORS as unknown as Json;
  let graphics: Json = DEFAULT_THEME_GRAPHICS as unknown as Json;
  for (const scope of order) {
    const row = rows.find((candidate) => candidate.scope === scope);
    colors = merge(colors, parse(row?.colors));
    graphics = merge(graphics, parse(row?.graphics));
  }
  return { Theme_Colors: JSON.stringify(colors), Theme_Graphics: JSON.stringify(graphics) };
}
