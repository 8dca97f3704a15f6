import { isLanguage, type Language } from '../../../contract/languages.ts';
import { DESCRIPTION_MAX_LENGTH } from '../../../contract/project-fields.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useRecordEditor } from '../../lib/records/use-record-editor.ts';
import { isHexColor } from '../../lib/theme/shades.ts';
import { COLOR_PATHS } from './color-paths.ts';
import { ownOf, ownTexts, type ThemeOwn } from './project-theme-form.ts';
import { ProjectDefaultsGet, ProjectDefaultsSave } from '../../../contract/theme.ts';

/** What the Project defaults screen edits. */
export interface ProjectDefaultsValues {
  languages: Language[];
  default_lang: string;
  description: string;
  /** The theme's values a new project sets itself; a path left out follows the installation. */
  own: ThemeOwn;
}

/** The defaults as stored, with their version; the editor names them by a fixed id, which no call sends. */
export interface ProjectDefaultsRecord {
  id: string;
  version: number;
  languages: Language[];
  default_lang: Language;
  description: string;
  Theme_Colors: string;
  Theme_Graphics: string;
}

const RECORD_ID = 'project-defaults';

/** The screen's values of stored defaults. */
export function defaultsValues(stored: Omit<ProjectDefaultsRecord, 'id' | 'version'>): ProjectDefaultsValues {
  return { languages: [...stored.languages], default_lang: stored.default_lang, description: stored.description, own: ownOf(stored.Theme_Colors, stored.Theme_Graphics) };
}

/** What a save sends: the languages, the default one, the description and the theme's two texts. */
export function defaultsFields(values: ProjectDefaultsValues) {
  return { languages: values.languages, default_lang: values.default_lang as Language, description: values.description, ...ownTexts(values.own) };
}

/** The form's check, in the screen's words: as the save's own rules. */
export function defaultsErrors(values: ProjectDefaultsValues, words: { languages: string; defaultLang: string; description: string; color: string }) {
  const errors: Partial<Record<keyof ProjectDefaultsValues, string>> = {};
  if (values.languages.length === 0) errors.languages = words.languages;
  if (!isLanguage(values.default_lang) || !values.languages.includes(values.default_lang)) errors.default_lang = words.defaultLang;
  if (values.description.length > DESCRIPTION_MAX_LENGTH) errors.description = words.description;
  const colors = [...COLOR_PATHS, 'pages.background.color' as const].filter((path) => path in values.own);
  if (colors.some((path) => !isHexColor(values.own[path]))) errors.own = words.color;
  return errors;
}

/**
 * The project defaults' editor: read through the cache, saved at the version read (also offline,
 * through the outbox). The server applies them to projects created after the save only.
 */
export function useProjectDefaultsEditor() {
  const { LL } = useI18nContext();
  const texts = LL.theme.defaults;
  return useRecordEditor({
    read: {
      endpoint: ProjectDefaultsGet,
      payload: {},
      record: (answer) => ({ ...answer.entity, id: RECORD_ID }),
      answer: ({ id: _id, ...entity }: ProjectDefaultsRecord) => ({ entity }),
    },
    save: ProjectDefaultsSave,
    payload: (values: ProjectDefaultsValues, base) => ({ ...defaultsFields(values), ...(base ? { version: base.version } : {}) }),
    saved: (answer) => ({ ...answer.entity, id: RECORD_ID }),
    toValues: (stored: ProjectDefaultsRecord) => defaultsValues(stored),
    fromBody: (body) =>
      defaultsValues({
        languages: body.languages,
        default_lang: body.default_lang,
        description: body.description ?? '',
        Theme_Colors: body.Theme_Colors ?? '',
        Theme_Graphics: body.Theme_Graphics ?? '',
      }),
    empty: { languages: [], default_lang: '', description: '', own: {} },
    validate: (values) =>
      defaultsErrors(values, { languages: texts.languagesRequired(), defaultLang: texts.defaultLangOffered(), description: texts.descriptionTooLong({ max: DESCRIPTION_MAX_LENGTH }), color: LL.theme.colors.invalid() }),
    fieldOf: (path) => (path === 'Theme_Colors' || path === 'Theme_Graphics' ? 'own' : ['languages', 'default_lang', 'description'].includes(path) ? path : null),
    texts: { saved: texts.saved(), unreachable: LL.login.unreachable() },
  });
}
