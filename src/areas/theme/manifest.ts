import { IconColorSwatch, IconCookie, IconPalette, IconPhoto, IconSettings } from '@tabler/icons-react';
import { clientArea } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

const PROJECT = 'company/:company/project/:project';

/** The look of the installation and of each project. */
export const themeArea = clientArea({
  name: 'theme',
  routes: [
    signedIn(`${PROJECT}/options/theme`, 'projectTheme', {
      area: 'project',
      icon: IconPalette,
      screen: () => import('./project-theme-page.tsx').then((m) => m.ProjectThemePage),
      namespaces: ['theme'],
    }),
    signedIn('admin/installation/theme/colors', 'themeColors', {
      area: 'admin',
      icon: IconColorSwatch,
      screen: () => import('./theme-colors-page.tsx').then((m) => m.ThemeColorsPage),
      namespaces: ['theme'],
      section: 'theme',
    }),
    signedIn('admin/installation/theme/graphics', 'themeGraphics', {
      area: 'admin',
      icon: IconPhoto,
      screen: () => import('./theme-graphics-page.tsx').then((m) => m.ThemeGraphicsPage),
      namespaces: ['theme'],
      section: 'theme',
    }),
    signedIn('admin/installation/theme/prj-defaults', 'projectDefaults', {
      area: 'admin',
      icon: IconSettings,
      screen: () => import('./project-defaults-page.tsx').then((m) => m.ProjectDefaultsPage),
      namespaces: ['theme'],
      section: 'theme',
    }),
    signedIn('admin/installation/theme/cookie-law', 'cookieLaw', {
      area: 'admin',
      icon: IconCookie,
      screen: () => import('./cookie-law-page.tsx').then((m) => m.CookieLawPage),
      namespaces: ['theme'],
      section: 'theme',
    }),
  ],
  operations: () => import('./operations.ts').then((m) => m.OPERATIONS),
});
