/** The palette entries of a theme's colours (spec section 3). */
export const PALETTE_KEYS = ['primary', 'secondary', 'accent', 'error', 'info', 'success', 'warning'] as const;

/** One palette entry name. */
export type PaletteKey = (typeof PALETTE_KEYS)[number];

/** A foreground and background pair, for page titles and tooltips. */
export interface ColorPair {
  foreground: string;
  background: string;
}

/** The colours object stored in Theme_Colors. */
export interface ThemeColors {
  vuetify: Record<PaletteKey, string>;
  pageTitles: ColorPair;
  tooltips: ColorPair;
}

/** The graphics object stored in Theme_Graphics. */
export interface ThemeGraphics {
  logo: { media_id: string | null };
  pages: { background: { mode: 'color' | 'image'; color: string; media_id: string | null } };
}

/** The default colours (spec section 9). */
export const DEFAULT_THEME_COLORS: ThemeColors = {
  vuetify: {
    primary: '#1976D2',
    secondary: '#424242',
    accent: '#82B1FF',
    error: '#FF5252',
    info: '#2196F3',
    success: '#4CAF50',
    warning: '#FFC107',
  },
  pageTitles: { foreground: '#FFFFFF', background: '#2196F3' },
  tooltips: { foreground: '#FFFFFF', background: '#a7a7a7' },
};

/** The default graphics (spec section 9). */
export const DEFAULT_THEME_GRAPHICS: ThemeGraphics = {
  logo: { media_id: null },
  pages: { background: { mode: 'color', color: '#ffffff', media_id: null } },
};
