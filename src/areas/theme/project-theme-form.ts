import { useRef } from 'react';
import { mergeTheme, type ThemeLayers, type ThemeLevel, type ThemeObject } from '../../../contract/theme-merge.ts';
import type { ThemeColors, ThemeGraphics } from '../../../contract/theme-defaults.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useRecordEditor } from '../../lib/records/use-record-editor.ts';
import { parseThemeColors, parseThemeGraphics, parseThemeText } from '../../lib/theme/parse-theme.ts';
import { isHexColor } from '../../lib/theme/shades.ts';
import { refreshScopes } from '../../lib/theme/theme-snapshot.ts';
import { COLOR_PATHS } from './color-paths.ts';
import { ProjectThemeGet, ProjectThemeSave } from '../../../contract/theme.ts';

/** The graphics a project may set, by path. */
export const GRAPHICS_PATHS = ['logo.media_id', 'pages.background.mode', 'pages.background.color', 'pages.background.media_id'] as const;

type ColorPath = (typeof COLOR_PATHS)[number];
type GraphicsPath = (typeof GRAPHICS_PATHS)[number];

/** A value a project may set. */
export type ThemePath = ColorPath | GraphicsPath;

/** What the project sets itself, by path; a path left out is inherited. `logo.media_id: null` is "no logo" set here. */
export type ThemeOwn = Partial<Record<ThemePath, string | null>>;

/** The screen's values: the project's own values. */
export interface ProjectThemeValues {
  own: ThemeOwn;
}

/** The texts of the levels under a project (or under the defaults of new projects). */
export interface ThemeLayerTexts {
  installation: { Theme_Colors: string; Theme_Graphics: string };
  company: { Theme_Colors: string; Theme_Graphics: string };
}

type Layers = ThemeLayerTexts & { defaults: { Theme_Colors: string; Theme_Graphics: string } };

/** The project's stored texts at their version, with the levels under them. */
export interface ProjectThemeRecord {
  id: string;
  version: number;
  Theme_Colors: string;
  Theme_Graphics: string;
  layers: Layers;
}

function at(object: ThemeObject, path: string): unknown {
  let value: unknown = object;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as ThemeObject)[key];
  }
  return value;
}

function isOwnValue(path: ThemePath, value: unknown): value is string | null {
  if (path === 'logo.media_id' || path === 'pages.background.media_id') return value === null || typeof value === 'string';
  if (path === 'pages.background.mode') return value === 'color' || value === 'image';
  return isHexColor(value);
}

/** The values a project's stored texts set, by path (members of the wrong kind are not the project's). */
export function ownOf(colors: string, graphics: string): ThemeOwn {
  const own: ThemeOwn = {};
  const texts = { colors: parseThemeText(colors), graphics: parseThemeText(graphics) };
  for (const path of COLOR_PATHS) {
    const value = at(texts.colors, path);
    if (isOwnValue(path, value)) own[path] = value;
  }
  for (const path of GRAPHICS_PATHS) {
    const value = at(texts.graphics, path);
    if (isOwnValue(path, value)) own[path] = value;
  }
  return own;
}

function textOf(own: ThemeOwn, paths: readonly ThemePath[]): string {
  const out: ThemeObject = {};
  for (const path of paths) {
    if (!(path in own)) continue;
    const keys = path.split('.');
    let node = out;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as ThemeObject;
    node[keys.at(-1)!] = own[path];
  }
  return Object.keys(out).length > 0 ? JSON.stringify(out) : '';
}

/** The texts a save sends: each holds what the project sets; an empty one removes the project's override. */
export function ownTexts(own: ThemeOwn): { Theme_Colors: string; Theme_Graphics: string } {
  return { Theme_Colors: textOf(own, COLOR_PATHS), Theme_Graphics: textOf(own, GRAPHICS_PATHS) };
}

/** The theme a project's values make over its levels: the merged colours and graphics, where each value comes from, and what it would inherit. */
export function projectTheme(layers: ThemeLayerTexts, own: ThemeOwn) {
  const under: ThemeLayers = { installation: layers.installation, company: layers.company };
  const merged = mergeTheme({ ...under, project: ownTexts(own) });
  const inherited = mergeTheme(under);
  const source = (path: ThemePath): ThemeLevel => {
    const sources = (COLOR_PATHS as readonly string[]).includes(path) ? merged.sources.colors : merged.sources.graphics;
    return sources[path] ?? 'defaults';
  };
  const inheritedValue = (path: ThemePath): unknown => at((COLOR_PATHS as readonly string[]).includes(path) ? inherited.colors : inherited.graphics, path);
  return {
    colors: parseThemeColors(JSON.stringify(merged.colors)) satisfies ThemeColors,
    graphics: parseThemeGraphics(JSON.stringify(merged.graphics)) satisfies ThemeGraphics,
    source,
    inheritedValue,
  };
}

/**
 * The project theme's editor: the project's own values over what it inherits, read through the
 * cache, saved at the version read (also offline, through the outbox); once applied, the project's
 * screens take the new theme at once.
 */
export function useProjectThemeEditor(company: string, project: string) {
  const { LL } = useI18nContext();
  const sent = useRef<ProjectThemeRecord | null>(null);
  const id = `project-theme:${project}`;
  return useRecordEditor({
    read: {
      endpoint: ProjectThemeGet,
      payload: { company, project },
      record: (answer) => ({ ...answer.entity, layers: answer.layers, id }),
      answer: ({ id: _id, layers, ...entity }: ProjectThemeRecord) => ({ entity, layers }),
    },
    save: ProjectThemeSave,
    payload: (values: ProjectThemeValues, base) => {
      const texts = ownTexts(values.own);
      if (base) sent.current = { ...base, ...texts, version: base.version + 1 };
      return { company, project, ...texts, ...(base ? { version: base.version } : {}) };
    },
    saved: () => sent.current!,
    toValues: (stored: ProjectThemeRecord) => ({ own: ownOf(stored.Theme_Colors, stored.Theme_Graphics) }),
    fromBody: (body) => ({ own: ownOf(body.Theme_Colors ?? '', body.Theme_Graphics ?? '') }),
    empty: { own: {} },
    validate: (values) => {
      const bad = COLOR_PATHS.filter((path) => path in values.own && !isHexColor(values.own[path]));
      if ('pages.background.color' in values.own && !isHexColor(values.own['pages.background.color'])) bad.push('pages.background.color' as never);
      return bad.length > 0 ? ({ own: LL.theme.colors.invalid() } as Partial<Record<'own', string>>) : {};
    },
    texts: { saved: LL.theme.project.saved(), unreachable: LL.login.unreachable() },
    onSaved: () => void refreshScopes(),
  });
}
