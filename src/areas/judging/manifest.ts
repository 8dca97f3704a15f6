import { IconGavel, IconListNumbers, IconProgressCheck, IconSettings } from '@tabler/icons-react';
import { clientArea } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

const PROJECT = 'company/:company/project/:project';
const FORM = `${PROJECT}/forms/:form`;

/** Judging: the organisers' sessions and the judges' screens. */
export const judgingArea = clientArea({
  name: 'judging',
  routes: [
    signedIn(`${FORM}/judging`, 'judgingSessions', {
      area: 'project',
      icon: IconGavel,
      screen: () => import('./organise/sessions-page.tsx').then((m) => m.SessionsPage),
      namespaces: ['judging'],
      editorsOnly: true,
    }),
    signedIn(`${FORM}/judging/:session`, 'judgingSessionSettings', {
      area: 'project',
      icon: IconSettings,
      screen: () => import('./organise/session-editor-page.tsx').then((m) => m.SessionEditorPage),
      namespaces: ['judging'],
      editorsOnly: true,
    }),
    signedIn(`${FORM}/judging/:session/progress`, 'judgingProgress', {
      area: 'project',
      icon: IconProgressCheck,
      screen: () => import('./organise/session-progress-page.tsx').then((m) => m.SessionProgressPage),
      namespaces: ['judging'],
      editorsOnly: true,
    }),
    signedIn(`${FORM}/judging/:session/ranking`, 'judgingRanking', {
      area: 'project',
      icon: IconListNumbers,
      screen: () => import('./organise/session-ranking-page.tsx').then((m) => m.SessionRankingPage),
      namespaces: ['judging'],
      editorsOnly: true,
    }),
    signedIn('judges/dashboard', 'judgesDashboard', {
      area: 'judges',
      icon: IconGavel,
      screen: () => import('./judges-dashboard-page.tsx').then((m) => m.JudgesDashboardPage),
      namespaces: ['judging'],
    }),
    signedIn('judges/session/:company/:project/:form/:session', 'judgingSession', {
      area: 'judges',
      icon: IconGavel,
      screen: () => import('./judging-session-page.tsx').then((m) => m.JudgingSessionPage),
      namespaces: ['judging'],
    }),
  ],
  operations: () => import('./operations.ts').then((m) => m.OPERATIONS),
  crumbs: { session: () => import('./session-crumb.tsx') },
});
