import { IconHome, IconSettings } from '@tabler/icons-react';
import { clientArea } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

const PROJECT = 'company/:company/project/:project';

/** A company's projects and Home. */
export const projectsArea = clientArea({
  name: 'projects',
  routes: [
    signedIn('home', 'home', {
      area: 'home',
      icon: IconHome,
      screen: () => import('./home/home-page.tsx').then((m) => m.HomePage),
      namespaces: ['projects'],
    }),
    signedIn(`${PROJECT}/options/main`, 'projectDetails', {
      area: 'project',
      icon: IconSettings,
      screen: () => import('./project-details-page.tsx').then((m) => m.ProjectDetailsPage),
      namespaces: ['projects'],
    }),
  ],
  operations: () => import('./operations.ts').then((m) => m.OPERATIONS),
});
