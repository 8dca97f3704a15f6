import { createContext } from 'react';
import { DEFAULT_THEME_GRAPHICS, type ThemeGraphics } from '../../../contract/theme-defaults.ts';

/** The stored graphics merged over the defaults, provided around the app. */
export const ThemeGraphicsContext = createContext<ThemeGraphics>(DEFAULT_THEME_GRAPHICS);
