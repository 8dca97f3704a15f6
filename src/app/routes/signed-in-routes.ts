import type { Namespaces } from '../../../i18n/i18n-types';
import type { SignedInTitle } from '../../components/screen-handle.ts';
import { signedIn, type ScreenRoute, type SignedInRoute } from './screen-route.ts';

const PROJECT = 'company/:company/project/:project';
const FORM = `${PROJECT}/forms/:form`;
// The results screens' own words, and the submissions' statuses, which the registered users' screen words too.
const RESULTS_TEXTS: readonly Namespaces[] = ['results', 'users'];
// The organisers' judging screens, and the submissions' statuses a session may take.
const JUDGING_TEXTS: readonly Namespaces[] = ['judging', 'users'];

/** The signed-in screens of spec section 2, in the spec's order; they load with the shell, not with the sign-in page. */
export const SIGNED_IN_ROUTES: readonly SignedInRoute[] = [
  signedIn('home', 'home', 'home', () => import('../../areas/projects/home/home-page.tsx').then((m) => m.HomePage), ['projects']),
  signedIn('account/password/:force?', 'changePassword', 'account', () =>
    import('../../areas/accounting/account/change-password-page.tsx').then((m) => m.ChangePasswordPage), ['accounting'],
  ),
  signedIn('account/options', 'loginOptions', 'account', () =>
    import('../../areas/accounting/account/login-options-page.tsx').then((m) => m.LoginOptionsPage), ['accounting'],
  ),
  ...projectRoutes(),
  ...formRoutes(),
  ...mailMergeRoutes(),
  ...companyRoutes(),
  ...judgesRoutes(),
  ...adminRoutes(),
];

function projectRoutes(): SignedInRoute[] {
  return [
    signedIn(`${PROJECT}/options/main`, 'projectDetails', 'project', () =>
      import('../../areas/projects/project-details-page.tsx').then((m) => m.ProjectDetailsPage), ['projects'],
    ),
    signedIn(`${PROJECT}/options/theme`, 'projectTheme', 'project', () =>
      import('../../areas/theme/project-theme-page.tsx').then((m) => m.ProjectThemePage),
    ),
    signedIn(`${PROJECT}/options/menu`, 'siteMenus', 'project', () =>
      import('../../areas/pages/site-menus-page.tsx').then((m) => m.SiteMenusPage),
    ),
    signedIn(`${PROJECT}/options/noty/sender`, 'notificationSenders', 'project', () =>
      import('../../areas/notifications/project-senders-page.tsx').then((m) => m.ProjectSendersPage),
    ),
    signedIn(`${PROJECT}/options/noty/texts`, 'notificationTexts', 'project', () =>
      import('../../areas/notifications/project-texts-page.tsx').then((m) => m.ProjectTextsPage),
    ),
    signedIn(`${PROJECT}/forms`, 'forms', 'project', () => import('../../areas/forms/form-list-page.tsx').then((m) => m.FormListPage), ['forms']),
    signedIn(`${PROJECT}/pages/:page`, 'landingPage', 'project', () =>
      import('../../areas/pages/landing-page-page.tsx').then((m) => m.LandingPagePage),
    ),
    signedIn(`${PROJECT}/users`, 'registeredUsers', 'project', () =>
      import('../../areas/users/registered-users-page.tsx').then((m) => m.RegisteredUsersPage), ['users'],
    ),
  ];
}

function formRoutes(): SignedInRoute[] {
  return [
    signedIn(`${FORM}/options`, 'formOptions', 'project', () =>
      import('../../areas/forms/form-options-page.tsx').then((m) => m.FormOptionsPage), ['forms'],
    ),
    signedIn(`${FORM}/editor`, 'fieldEditor', 'project', () =>
      import('../../areas/forms/field-editor-page.tsx').then((m) => m.FieldEditorPage), ['forms'],
    ),
    signedIn(`${FORM}/suggester`, 'autocomposer', 'project', () =>
      import('../../areas/forms/autocomposer-page.tsx').then((m) => m.AutocomposerPage), ['forms'],
    ),
    signedIn(`${FORM}/results/dashboard`, 'resultsDashboard', 'project', () =>
      import('../../areas/results/results-dashboard-page.tsx').then((m) => m.ResultsDashboardPage), RESULTS_TEXTS,
    ),
    signedIn(`${FORM}/results/submissions`, 'submissions', 'project', () =>
      import('../../areas/results/submissions-page.tsx').then((m) => m.SubmissionsPage), RESULTS_TEXTS,
    ),
    signedIn(`${FORM}/results/submissions/block-:block`, 'blockSubmissions', 'project', () =>
      import('../../areas/results/block-submissions-page.tsx').then((m) => m.BlockSubmissionsPage), RESULTS_TEXTS,
    ),
    signedIn(`${FORM}/results/votes`, 'votes', 'project', () =>
      import('../../areas/results/votes/votes-page.tsx').then((m) => m.VotesPage), [...RESULTS_TEXTS, 'votes'],
    ),
    ...judgingRoutes(),
  ];
}

// A form's judging sessions, as their organisers (the project's editors) prepare and follow them.
function judgingRoutes(): SignedInRoute[] {
  return [
    signedIn(`${FORM}/judging`, 'judgingSessions', 'project', () =>
      import('../../areas/judging/organise/sessions-page.tsx').then((m) => m.SessionsPage), JUDGING_TEXTS,
    ),
    signedIn(`${FORM}/judging/:session`, 'judgingSessionSettings', 'project', () =>
      import('../../areas/judging/organise/session-editor-page.tsx').then((m) => m.SessionEditorPage), JUDGING_TEXTS,
    ),
    signedIn(`${FORM}/judging/:session/progress`, 'judgingProgress', 'project', () =>
      import('../../areas/judging/organise/session-progress-page.tsx').then((m) => m.SessionProgressPage), JUDGING_TEXTS,
    ),
    signedIn(`${FORM}/judging/:session/ranking`, 'judgingRanking', 'project', () =>
      import('../../areas/judging/organise/session-ranking-page.tsx').then((m) => m.SessionRankingPage), JUDGING_TEXTS,
    ),
  ];
}

function mailMergeRoutes(): SignedInRoute[] {
  return [
    signedIn(`${PROJECT}/mail-merge/templates`, 'mailMergeTemplates', 'project', () =>
      import('../../areas/mail-merge/templates-page.tsx').then((m) => m.TemplatesPage),
    ),
    signedIn(`${PROJECT}/mail-merge/templates/:template`, 'mailMergeTemplate', 'project', () =>
      import('../../areas/mail-merge/template-page.tsx').then((m) => m.TemplatePage),
    ),
    signedIn(`${PROJECT}/mail-merge/campaigns`, 'campaigns', 'project', () =>
      import('../../areas/mail-merge/campaigns-page.tsx').then((m) => m.CampaignsPage),
    ),
    signedIn(`${PROJECT}/mail-merge/campaigns/:campaign`, 'campaign', 'project', () =>
      import('../../areas/mail-merge/campaign-page.tsx').then((m) => m.CampaignPage),
    ),
  ];
}

function companyRoutes(): SignedInRoute[] {
  return [
    signedIn('company/:company/options/operators', 'managers', 'company', () =>
      import('../../areas/operators/managers-page.tsx').then((m) => m.ManagersPage), ['operators'],
    ),
    signedIn('company/:company/noty/templates', 'companyNotificationTemplates', 'company', () =>
      import('../../areas/notifications/company-templates-page.tsx').then((m) => m.CompanyTemplatesPage),
    ),
    signedIn('company/:company/noty/senders', 'companyNotificationSenders', 'company', () =>
      import('../../areas/notifications/company-senders-page.tsx').then((m) => m.CompanySendersPage),
    ),
  ];
}

function judgesRoutes(): SignedInRoute[] {
  return [
    signedIn('judges/dashboard', 'judgesDashboard', 'judges', () =>
      import('../../areas/judging/judges-dashboard-page.tsx').then((m) => m.JudgesDashboardPage), ['judging'],
    ),
    signedIn('judges/session/:company/:project/:form/:session', 'judgingSession', 'judges', () =>
      import('../../areas/judging/judging-session-page.tsx').then((m) => m.JudgingSessionPage), ['judging'],
    ),
  ];
}

function adminRoutes(): SignedInRoute[] {
  const admin = (path: string, title: SignedInTitle, screen: ScreenRoute['screen'], namespaces: readonly Namespaces[] = []) =>
    signedIn(path, title, 'admin', screen, namespaces);
  return [
    admin('admin/installation/noty/senders', 'installationSenders', () =>
      import('../../areas/notifications/installation-senders-page.tsx').then((m) => m.InstallationSendersPage),
    ),
    admin('admin/installation/noty/templates', 'installationTemplates', () =>
      import('../../areas/notifications/installation-templates-page.tsx').then((m) => m.InstallationTemplatesPage),
    ),
    admin('admin/installation/theme/colors', 'themeColors', () =>
      import('../../areas/theme/theme-colors-page.tsx').then((m) => m.ThemeColorsPage),
    ),
    admin('admin/installation/theme/graphics', 'themeGraphics', () =>
      import('../../areas/theme/theme-graphics-page.tsx').then((m) => m.ThemeGraphicsPage),
    ),
    admin('admin/installation/theme/prj-defaults', 'projectDefaults', () =>
      import('../../areas/theme/project-defaults-page.tsx').then((m) => m.ProjectDefaultsPage),
    ),
    admin('admin/installation/theme/cookie-law', 'cookieLaw', () =>
      import('../../areas/theme/cookie-law-page.tsx').then((m) => m.CookieLawPage), ['theme'],
    ),
    admin('admin/installation/conditions', 'conditions', () =>
      import('../../areas/installation/conditions-page.tsx').then((m) => m.ConditionsPage), ['installation'],
    ),
    admin('admin/installation/page-templates', 'landingPagePresets', () =>
      import('../../areas/pages/page-templates-page.tsx').then((m) => m.PageTemplatesPage),
    ),
    admin('admin/installation/export', 'userExport', () =>
      import('../../areas/users/user-export-page.tsx').then((m) => m.UserExportPage),
    ),
    admin('admin/installation/alerts', 'alerts', () => import('../../areas/installation/alerts-page.tsx').then((m) => m.AlertsPage)),
    admin('admin/installation/logs', 'operationsLog', () =>
      import('../../areas/installation/logs/operations-log-page.tsx').then((m) => m.OperationsLogPage), ['installation'],
    ),
    admin('admin/installation/info', 'info', () => import('../../areas/installation/info/info-page.tsx').then((m) => m.InfoPage), ['installation']),
    admin('admin/i18n/translations', 'translations', () =>
      import('../../areas/installation/translations-page.tsx').then((m) => m.TranslationsPage),
    ),
    admin('admin/companies/list', 'companyList', () =>
      import('../../areas/companies/company-list-page.tsx').then((m) => m.CompanyListPage), ['companies'],
    ),
    admin('admin/companies/edit/:id', 'companyDetails', () =>
      import('../../areas/companies/company-details-page.tsx').then((m) => m.CompanyDetailsPage), ['companies'],
    ),
  ];
}

