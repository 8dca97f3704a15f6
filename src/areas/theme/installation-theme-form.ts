import { useRef } from 'react';
import type { ThemeColors, ThemeGraphics } from '../../../contract/theme-defaults.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useRecordEditor } from '../../lib/records/use-record-editor.ts';
import { parseThemeColors, parseThemeGraphics } from '../../lib/theme/parse-theme.ts';
import { colorsText, graphicsText } from '../../lib/theme/theme-texts.ts';
import { refreshTheme } from '../../lib/theme/theme-snapshot.ts';
import { InstallationThemeGet, ThemeSave } from '../../../contract/theme.ts';

/** The installation's stored theme texts at their version; the editor names it by a fixed id, which no call sends. */
export interface InstallationThemeRecord {
  id: string;
  version: number;
  Theme_Colors: string;
  Theme_Graphics: string;
}

const RECORD_ID = 'installation-theme';

type Part = 'Theme_Colors' | 'Theme_Graphics';

interface PartOf<V> {
  text: Part;
  toValues(text: string): V;
  toText(values: V): string;
}

/** The colours half of the installation's theme: every entry merged over the defaults, stored as what differs from them. */
export const COLORS_PART: PartOf<ThemeColors> = { text: 'Theme_Colors', toValues: parseThemeColors, toText: (values) => colorsText(values) };

/** The graphics half of the installation's theme. */
export const GRAPHICS_PART: PartOf<ThemeGraphics> = { text: 'Theme_Graphics', toValues: parseThemeGraphics, toText: (values) => graphicsText(values) };

/**
 * The editor of one half of the installation's theme (colours or graphics): read through the
 * cache, saved at the version it was read (also offline, through the outbox), the other half left
 * as stored. Once the server applied a save the app takes the new theme at once, without a reload.
 */
export function useInstallationThemeEditor<V extends ThemeColors | ThemeGraphics>(part: PartOf<V>, validate: (values: V) => Partial<Record<string, string>> = () => ({})) {
  const { LL } = useI18nContext();
  // The save answers { Success } only: the record it made is the one it was sent on, with its text, one version later.
  const sent = useRef<InstallationThemeRecord | null>(null);
  return useRecordEditor({
    read: {
      endpoint: InstallationThemeGet,
      payload: {},
      record: (answer) => ({ ...answer.entity, id: RECORD_ID }),
      answer: ({ id: _id, ...entity }: InstallationThemeRecord) => ({ entity }),
    },
    save: ThemeSave,
    payload: (values: V, base) => {
      const text = part.toText(values);
      sent.current = { id: RECORD_ID, Theme_Colors: '', Theme_Graphics: '', ...base, [part.text]: text, version: (base?.version ?? 0) + 1 };
      return { [part.text]: text, ...(base ? { version: base.version } : {}) };
    },
    saved: () => sent.current!,
    toValues: (stored: InstallationThemeRecord) => part.toValues(stored[part.text]),
    fromBody: (body) => part.toValues(body[part.text] ?? ''),
    empty: part.toValues(''),
    validate: (values: V) => validate(values) as Partial<Record<keyof V & string, string>>,
    texts: { saved: LL.theme.saved(), unreachable: LL.login.unreachable() },
    onSaved: () => void refreshTheme(),
  });
}
