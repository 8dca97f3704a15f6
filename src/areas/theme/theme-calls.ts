import { z } from 'zod';
import { endpoint } from '../../../contract/endpoint.ts';
import { LanguageSchema, ProjectScope, VersionField } from '../../../contract/fields.ts';
import { ThemeSave } from '../../../contract/theme.ts';

/** A level's stored theme texts: only the members that level sets. */
const ThemeTextsSchema = z.object({ Theme_Colors: z.string(), Theme_Graphics: z.string() });

/** The installation's stored theme texts (not merged) with the version they were read at. */
export const InstallationThemeGet = endpoint({
  path: 'admin/installation/theme/get',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({}),
  output: z.object({ entity: ThemeTextsSchema.extend({ version: z.number().int() }) }),
});

/** Saves the installation's theme texts at the version they were read. */
export const InstallationThemeSave = endpoint({ ...ThemeSave, input: ThemeSave.input.extend({ version: VersionField.optional() }) });

/** A project's own theme texts, and the texts of each level it inherits from. */
export const ProjectThemeGet = endpoint({
  path: 'company/:company/project/:project/theme/get',
  kind: 'query',
  permission: 'projectEdit',
  input: z.object(ProjectScope),
  output: z.object({
    entity: ThemeTextsSchema.extend({ version: z.number().int() }),
    layers: z.object({ defaults: ThemeTextsSchema, installation: ThemeTextsSchema, company: ThemeTextsSchema }),
  }),
});

/** Saves a project's own theme texts; an empty text removes that override. */
export const ProjectThemeSave = endpoint({
  path: 'company/:company/project/:project/theme/save',
  kind: 'mutation',
  permission: 'projectEdit',
  input: ThemeSave.input.extend({ ...ProjectScope, version: VersionField.optional() }),
  output: z.object({ Success: z.literal(true) }),
});

const ProjectDefaultsShape = z.object({
  languages: z.array(LanguageSchema).min(1).max(5),
  default_lang: LanguageSchema,
  description: z.string(),
  Theme_Colors: z.string(),
  Theme_Graphics: z.string(),
});

/** What a new project starts with. */
export const ProjectDefaultsGet = endpoint({
  path: 'admin/installation/theme/prj-defaults/get',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({}),
  output: z.object({ entity: ProjectDefaultsShape.extend({ version: z.number().int() }) }),
});

/** Saves what a new project starts with, at the version it was read. */
export const ProjectDefaultsSave = endpoint({
  path: 'admin/installation/theme/prj-defaults/save',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: ProjectDefaultsShape.extend({ version: VersionField.optional() }),
  output: z.object({ entity: ProjectDefaultsShape.extend({ version: z.number().int() }) }),
});
