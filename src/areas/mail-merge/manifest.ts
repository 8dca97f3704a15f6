import { IconMail, IconTemplate } from '@tabler/icons-react';
import { clientArea } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

const PROJECT = 'company/:company/project/:project';

/** A project's mail-merge templates and campaigns. */
export const mailMergeArea = clientArea({
  name: 'mail-merge',
  routes: [
    signedIn(`${PROJECT}/mail-merge/templates`, 'mailMergeTemplates', {
      area: 'project',
      icon: IconTemplate,
      screen: () => import('./templates-page.tsx').then((m) => m.TemplatesPage),
      namespaces: ['mailMerge'],
    }),
    signedIn(`${PROJECT}/mail-merge/templates/:template`, 'mailMergeTemplate', {
      area: 'project',
      icon: IconTemplate,
      screen: () => import('./template-page.tsx').then((m) => m.TemplatePage),
      namespaces: ['mailMerge'],
    }),
    signedIn(`${PROJECT}/mail-merge/campaigns`, 'campaigns', {
      area: 'project',
      icon: IconMail,
      screen: () => import('./campaigns-page.tsx').then((m) => m.CampaignsPage),
      namespaces: ['mailMerge'],
    }),
    signedIn(`${PROJECT}/mail-merge/campaigns/:campaign`, 'campaign', {
      area: 'project',
      icon: IconMail,
      screen: () => import('./campaign-page.tsx').then((m) => m.CampaignPage),
      namespaces: ['mailMerge'],
    }),
  ],
  operations: () => import('./operations.ts').then((m) => m.OPERATIONS),
  crumbs: { template: () => import('./template-crumb.tsx'), campaign: () => import('./campaign-crumb.tsx') },
});
