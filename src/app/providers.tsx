import '../lib/theme/page-background.css';
import { MantineProvider } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { Language } from '../../contract/languages.ts';
import TypesafeI18n, { useI18nContext } from '../../i18n/i18n-react';
import { buildTheme } from '../lib/theme/build-theme.ts';
import { parseThemeColors, parseThemeGraphics } from '../lib/theme/parse-theme.ts';
import { ThemeGraphicsContext } from '../lib/theme/theme-context.ts';
import { useStoredTheme, type ThemeTexts } from '../lib/theme/theme-snapshot.ts';
import { onNamespacesLoaded } from '../lib/i18n.ts';
import { useLanguageStore } from '../lib/language.ts';
import { look, LOOK_COLOR_SCHEME } from './look.ts';

// The translations provider keeps its own locale; this follows the language store into it, and
// rebuilds the texts when an area's namespace arrives.
function LocaleSync() {
  const lang = useLanguageStore((state) => state.lang);
  const { locale, setLocale } = useI18nContext();
  useEffect(() => {
    if (lang !== locale) setLocale(lang);
  }, [lang, locale, setLocale]);
  useEffect(() => {
    onNamespacesLoaded(() => setLocale(useLanguageStore.getState().lang));
    return () => onNamespacesLoaded(null);
  }, [setLocale]);
  return null;
}

/**
 * Mantine with the stored theme, and the translations, around the whole app. `theme` is the
 * snapshot read before the first render, so the first paint already has the stored colours.
 */
export function Providers({ locale, theme, children }: { locale: Language; theme?: ThemeTexts; children: ReactNode }) {
  const texts = useStoredTheme(theme);
  const { built, graphics } = useMemo(() => {
    const graphics = parseThemeGraphics(texts?.Theme_Graphics);
    return { built: buildTheme(parseThemeColors(texts?.Theme_Colors), graphics, look), graphics };
  }, [texts]);
  return (
    <MantineProvider theme={built.theme} cssVariablesResolver={built.cssVariablesResolver} defaultColorScheme={LOOK_COLOR_SCHEME}>
      <ThemeGraphicsContext value={graphics}>
        <TypesafeI18n locale={locale}>
          <LocaleSync />
          {children}
        </TypesafeI18n>
      </ThemeGraphicsContext>
    </MantineProvider>
  );
}
