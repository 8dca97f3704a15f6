import { IconLanguage } from '@tabler/icons-react';
import { clientArea } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

/** The installation's wording: every text with its built-in versions and the admins' overrides. */
export const translationsArea = clientArea({
  name: 'translations',
  routes: [
    signedIn('admin/i18n/translations', 'translations', {
      area: 'admin',
      icon: IconLanguage,
      screen: () => import('./translations-page.tsx').then((m) => m.TranslationsPage),
      namespaces: ['translations'],
    }),
  ],
  operations: () => import('./operations.ts').then((m) => m.OPERATIONS),
});
