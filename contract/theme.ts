import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { RefField, VersionField } from './fields.ts';
import { CookieLawFields } from './cookie-law.ts';
import { CookieLawSchema } from './public.ts';
import { PALETTE_KEYS } from './theme-defaults.ts';
import { languageLabels, type FieldLabels } from './labels.ts';

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

/** The cookie banner's texts as stored, or the defaults until someone saves them (version 1). */
export const CookieLawGet = endpoint({
  path: 'admin/installation/theme/cookie-law/get',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({}),
  output: z.object({ entity: CookieLawSchema.extend({ version: z.number().int() }) }),
});

/** The cookie banner's texts with the version they were read at. */
export type CookieLawEntity = z.infer<typeof CookieLawGet.output>['entity'];

/** Saves the cookie banner's texts; a stale version is refused with 409 and the stored texts. */
export const CookieLawSave = endpoint({
  path: 'admin/installation/theme/cookie-law/save',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: CookieLawFields.extend({ version: VersionField.optional() }),
  output: z.object({ entity: CookieLawSchema.extend({ version: z.number().int() }) }),
});

const BANNER_TITLE = { en: 'Title', it: 'Titolo', es: 'Título', fr: 'Titre', pt: 'Título' };
const BANNER_BODY = { en: 'Text', it: 'Testo', es: 'Texto', fr: 'Texte', pt: 'Texto' };
const BANNER_ACCEPT = { en: 'Button', it: 'Pulsante', es: 'Botón', fr: 'Bouton', pt: 'Botão' };

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = {
  Theme_Colors: { en: 'Colours', it: 'Colori', es: 'Colores', fr: 'Couleurs', pt: 'Cores' },
  Theme_Graphics: { en: 'Graphics', it: 'Grafica', es: 'Gráficos', fr: 'Graphismes', pt: 'Gráficos' },
  enabled: { en: 'Show the banner', it: 'Mostra il banner', es: 'Mostrar el aviso', fr: 'Afficher le bandeau', pt: 'Mostrar o aviso' },
  title: BANNER_TITLE,
  ...languageLabels('title', BANNER_TITLE),
  body: BANNER_BODY,
  ...languageLabels('body', BANNER_BODY),
  accept: BANNER_ACCEPT,
  ...languageLabels('accept', BANNER_ACCEPT),
  policy_url: { en: 'Cookie policy address', it: 'Indirizzo della cookie policy', es: 'Dirección de la política de cookies', fr: 'Adresse de la politique des cookies', pt: 'Endereço da política de cookies' },
} as const satisfies FieldLabels;
