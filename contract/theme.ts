import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { RefField } from './fields.ts';
import { PALETTE_KEYS } from './theme-defaults.ts';
import type { FieldLabels } from './labels.ts';

/** The theme of the installation, a company or a project, as serialised JSON texts. */
export const ThemeLoad = endpoint({
  path: 'theme/load',
  kind: 'query',
  permission: 'anonymous',
  duringPasswordChange: true,
  input: z.object({ company: RefField.optional(), project: RefField.optional() }),
  output: z.object({ Theme_Colors: z.string(), Theme_Graphics: z.string() }),
});

/** The longest theme text accepted; a real theme is well under 1 kB. */
export const THEME_TEXT_MAX_LENGTH = 20_000;

/** A colour as the theme stores it: `#rgb` or `#rrggbb`. */
export const HexColorSchema = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i);

const ColorPairSchema = z.strictObject({ foreground: HexColorSchema, background: HexColorSchema }).partial();

/** The colours object of Theme_Colors; every member may be left out, the defaults fill it in. */
export const ThemeColorsSchema = z
  .strictObject({
    vuetify: z.strictObject(Object.fromEntries(PALETTE_KEYS.map((key) => [key, HexColorSchema.optional()]))),
    pageTitles: ColorPairSchema,
    tooltips: ColorPairSchema,
  })
  .partial();

/** The graphics object of Theme_Graphics; every member may be left out, the defaults fill it in. */
export const ThemeGraphicsSchema = z
  .strictObject({
    logo: z.strictObject({ media_id: z.uuid().nullable() }).partial(),
    pages: z
      .strictObject({
        background: z
          .strictObject({ mode: z.enum(['color', 'image']), color: HexColorSchema, media_id: z.uuid().nullable() })
          .partial(),
      })
      .partial(),
  })
  .partial();

// One issue on the text itself, so the field error names the field and says "not valid" (spec section 5).
function jsonText(schema: z.ZodType) {
  return z
    .string()
    .max(THEME_TEXT_MAX_LENGTH)
    .refine((text) => text.trim() === '' || schema.safeParse(parseJson(text)).success, { message: 'invalid' });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Saves the installation theme. Each text is checked against its shape; an empty text
 * goes back to the defaults, and a text left out keeps what is stored.
 */
export const ThemeSave = endpoint({
  path: 'admin/installation/theme/save',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: z.object({ Theme_Colors: jsonText(ThemeColorsSchema).optional(), Theme_Graphics: jsonText(ThemeGraphicsSchema).optional() }),
  output: z.object({ Success: z.literal(true) }),
});

/** The input of admin/installation/theme/save. */
export type ThemeSaveInput = z.infer<typeof ThemeSave.input>;

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = {
  Theme_Colors: { en: 'Colours', it: 'Colori', es: 'Colores', fr: 'Couleurs', pt: 'Cores' },
  Theme_Graphics: { en: 'Graphics', it: 'Grafica', es: 'Gráficos', fr: 'Graphismes', pt: 'Gráficos' },
} as const satisfies FieldLabels;
