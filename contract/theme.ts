import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { IdField, LanguageSchema, ProjectScope, VersionField } from './fields.ts';
import { CookieLawFields } from './cookie-law.ts';
import { CookieLawSchema } from './public.ts';
import { PALETTE_KEYS } from './theme-defaults.ts';
import { DESCRIPTION_MAX_LENGTH } from './project-fields.ts';
import { languageLabels, type FieldLabels } from './labels.ts';
import { namedFieldLabels } from './text-overrides.ts';

export { ThemeLoad } from './theme-load.ts';

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

/** A Theme_Colors text as a save takes it: empty, or JSON of the colours' shape. */
export const ThemeColorsText = jsonText(ThemeColorsSchema);

/** A Theme_Graphics text as a save takes it: empty, or JSON of the graphics' shape. */
export const ThemeGraphicsText = jsonText(ThemeGraphicsSchema);

/** The texts a theme save takes; a text left out keeps what is stored, an empty text removes that level's override. */
const ThemeTextsInput = {
  Theme_Colors: ThemeColorsText.optional(),
  Theme_Graphics: ThemeGraphicsText.optional(),
  version: VersionField.optional(),
};

/** One level's stored override texts (only the members that level sets) with their version. */
export const ThemeEntitySchema = z.object({ Theme_Colors: z.string(), Theme_Graphics: z.string(), version: z.number().int() });

/** One level's stored override texts with their version. */
export type ThemeEntity = z.infer<typeof ThemeEntitySchema>;

/** Two theme texts without a version: a level as the project theme's layers show it. */
export const ThemeTextsSchema = z.object({ Theme_Colors: z.string(), Theme_Graphics: z.string() });

/** The installation's stored theme texts (not merged: the defaults fill in what they leave out). */
export const InstallationThemeGet = endpoint({
  path: 'admin/installation/theme/get',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({}),
  output: z.object({ entity: ThemeEntitySchema }),
});

/**
 * Saves the installation theme. Each text is checked against its shape; an empty text
 * goes back to the defaults, and a text left out keeps what is stored. A stale version is
 * refused with 409 and the stored texts.
 */
export const ThemeSave = endpoint({
  path: 'admin/installation/theme/save',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: z.object(ThemeTextsInput),
  output: z.object({ Success: z.literal(true) }),
});

/** The input of admin/installation/theme/save. */
export type ThemeSaveInput = z.infer<typeof ThemeSave.input>;

/** A company's own theme texts, over the installation's (its managers). */
export const CompanyThemeGet = endpoint({
  path: 'company/:company/theme/get',
  kind: 'query',
  permission: 'companyManage',
  strangers: 'not_found',
  input: z.object({ company: IdField }),
  output: z.object({ entity: ThemeEntitySchema }),
});

/** Saves a company's theme texts at the version they were read (its managers). */
export const CompanyThemeSave = endpoint({
  path: 'company/:company/theme/save',
  kind: 'mutation',
  permission: 'companyManage',
  strangers: 'not_found',
  input: z.object({ company: IdField, ...ThemeTextsInput }),
  output: z.object({ Success: z.literal(true) }),
});

/**
 * A project's own theme texts with the levels below them (the spec's defaults, the
 * installation's and the company's texts), so a screen shows where each value comes from.
 * Its editors, its company's managers and installation admins; another company's people get 404.
 */
export const ProjectThemeGet = endpoint({
  path: 'company/:company/project/:project/theme/get',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(ProjectScope),
  output: z.object({
    entity: ThemeEntitySchema,
    layers: z.object({ defaults: ThemeTextsSchema, installation: ThemeTextsSchema, company: ThemeTextsSchema }),
  }),
});

/** The answer of a project theme's get. */
export type ProjectThemeAnswer = z.infer<typeof ProjectThemeGet.output>;

/** Saves a project's theme texts at the version they were read; an empty text removes the project's override of it. */
export const ProjectThemeSave = endpoint({
  path: 'company/:company/project/:project/theme/save',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({ ...ProjectScope, ...ThemeTextsInput }),
  output: z.object({ Success: z.literal(true) }),
});

/** What a new project starts with, besides its name and slug: the fields a user would preset, and its theme texts. */
const ProjectDefaultsFields = z.object({
  languages: z.array(LanguageSchema).min(1).max(5),
  default_lang: LanguageSchema,
  description: z.string().max(DESCRIPTION_MAX_LENGTH),
  Theme_Colors: z.string(),
  Theme_Graphics: z.string(),
});

/** The project defaults as stored, with their version (the built-in ones are version 1). */
export const ProjectDefaultsSchema = ProjectDefaultsFields.extend({ version: z.number().int() });

/** The project defaults as stored. */
export type ProjectDefaults = z.infer<typeof ProjectDefaultsSchema>;

/** What new projects start with (installation admins). */
export const ProjectDefaultsGet = endpoint({
  path: 'admin/installation/theme/prj-defaults/get',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({}),
  output: z.object({ entity: ProjectDefaultsSchema }),
});

/**
 * Saves what new projects start with; projects made before are not touched. The default
 * language must be one of the languages, none twice; a stale version is refused with 409.
 */
export const ProjectDefaultsSave = endpoint({
  path: 'admin/installation/theme/prj-defaults/save',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: ProjectDefaultsFields.extend({
    description: ProjectDefaultsFields.shape.description.default(''),
    Theme_Colors: ThemeColorsText.default(''),
    Theme_Graphics: ThemeGraphicsText.default(''),
    version: VersionField.optional(),
  }).superRefine((value, ctx) => {
    if (!value.languages.includes(value.default_lang)) ctx.addIssue({ code: 'custom', path: ['default_lang'], message: 'defaultLanguageOffered' });
    if (new Set(value.languages).size !== value.languages.length) ctx.addIssue({ code: 'custom', path: ['languages'], message: 'invalid' });
  }),
  output: z.object({ entity: ProjectDefaultsSchema }),
});

/** The input of prj-defaults/save. */
export type ProjectDefaultsSaveInput = z.input<typeof ProjectDefaultsSave.input>;

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
export const FIELD_LABELS = namedFieldLabels('theme', {
  languages: { en: 'Languages', it: 'Lingue', es: 'Idiomas', fr: 'Langues', pt: 'Idiomas' },
  default_lang: { en: 'Default language', it: 'Lingua predefinita', es: 'Idioma predeterminado', fr: 'Langue par défaut', pt: 'Idioma padrão' },
  description: { en: 'Description', it: 'Descrizione', es: 'Descripción', fr: 'Description', pt: 'Descrição' },
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
} as const satisfies FieldLabels);
