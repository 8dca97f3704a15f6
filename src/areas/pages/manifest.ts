import { IconFiles, IconLayout, IconMenu2 } from '@tabler/icons-react';
import { clientArea } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

const PROJECT = 'company/:company/project/:project';

/** A project's landing pages and site menus, and the installation's page presets. */
export const pagesArea = clientArea({
  name: 'pages',
  routes: [
    signedIn(`${PROJECT}/pages`, 'landingPages', {
      area: 'project',
      icon: IconFiles,
      screen: () => import('./page-list-page.tsx').then((m) => m.PageListPage),
      namespaces: ['pages'],
    }),
    signedIn(`${PROJECT}/options/menu`, 'siteMenus', {
      area: 'project',
      icon: IconMenu2,
      screen: () => import('./site-menus-page.tsx').then((m) => m.SiteMenusPage),
      namespaces: ['pages'],
    }),
    signedIn(`${PROJECT}/pages/:page`, 'landingPage', {
      area: 'project',
      icon: IconLayout,
      screen: () => import('./page-editor-page.tsx').then((m) => m.PageEditorPage),
      namespaces: ['pages'],
    }),
    signedIn('admin/installation/page-templates', 'landingPagePresets', {
      area: 'admin',
      icon: IconLayout,
      screen: () => import('./page-templates-page.tsx').then((m) => m.PageTemplatesPage),
      namespaces: ['pages'],
      section: 'theme',
    }),
  ],
  operations: () => import('./operations.ts').then((m) => m.OPERATIONS),
  crumbs: { page: () => import('./page-crumb.tsx') },
});
