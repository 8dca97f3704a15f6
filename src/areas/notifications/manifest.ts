import { IconFileText, IconSend, IconTemplate } from '@tabler/icons-react';
import { clientArea } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

const PROJECT = 'company/:company/project/:project';

/** Notification senders and texts at the installation, company and project levels. */
export const notificationsArea = clientArea({
  name: 'notifications',
  routes: [
    signedIn(`${PROJECT}/options/noty/sender`, 'notificationSenders', {
      area: 'project',
      icon: IconSend,
      screen: () => import('./senders-screen.tsx').then((m) => m.ProjectSendersPage),
      namespaces: ['notifications'],
    }),
    signedIn(`${PROJECT}/options/noty/texts`, 'notificationTexts', {
      area: 'project',
      icon: IconFileText,
      screen: () => import('./project-texts-page.tsx').then((m) => m.ProjectTextsPage),
      namespaces: ['notifications'],
    }),
    signedIn('company/:company/noty/templates', 'companyNotificationTemplates', {
      area: 'company',
      icon: IconTemplate,
      screen: () => import('./company-templates-page.tsx').then((m) => m.CompanyTemplatesPage),
      namespaces: ['notifications'],
    }),
    signedIn('company/:company/noty/senders', 'companyNotificationSenders', {
      area: 'company',
      icon: IconSend,
      screen: () => import('./senders-screen.tsx').then((m) => m.CompanySendersPage),
      namespaces: ['notifications'],
    }),
    signedIn('admin/installation/noty/senders', 'installationSenders', {
      area: 'admin',
      icon: IconSend,
      screen: () => import('./senders-screen.tsx').then((m) => m.InstallationSendersPage),
      namespaces: ['notifications'],
      section: 'notifications',
    }),
    signedIn('admin/installation/noty/templates', 'installationTemplates', {
      area: 'admin',
      icon: IconTemplate,
      screen: () => import('./installation-templates-page.tsx').then((m) => m.InstallationTemplatesPage),
      section: 'notifications',
      namespaces: ['notifications'],
    }),
  ],
  operations: () => import('./operations.ts').then((m) => m.OPERATIONS),
});
