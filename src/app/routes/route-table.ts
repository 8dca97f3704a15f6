import type { ComponentType } from 'react';
import type { Namespaces } from '../../../i18n/i18n-types';
import type { NavArea, SignedInTitle, SignedOutTitle } from '../../components/screen-handle.ts';

/** Which half of the app a route lives in: /app/in (signed in) or /app/out (signed out). */
export type Side = 'in' | 'out';

interface RouteBase {
  /** The path under /app/in or /app/out, as the spec writes it (`block-:block` included). */
  path: string;
  area: NavArea;
  /** Loads the screen's module; called only when the route is opened. */
  screen: () => Promise<ComponentType>;
  /** The i18n namespaces the screen reads beyond the root dictionary (and, signed in, the shell's). */
  namespaces: readonly Namespaces[];
}

/** A signed-in screen: its title is in the shell's namespace. */
export interface SignedInRoute extends RouteBase {
  side: 'in';
  title: SignedInTitle;
}

/** A signed-out screen: its title is in the root dictionary the sign-in page loads. */
export interface SignedOutRoute extends RouteBase {
  side: 'out';
  title: SignedOutTitle;
}

/** One screen of the app. */
export type ScreenRoute = SignedInRoute | SignedOutRoute;

const PROJECT = 'company/:company/project/:project';
const FORM = `${PROJECT}/forms/:form`;

const signedIn = (
  path: string,
  title: SignedInTitle,
  area: NavArea,
  screen: ScreenRoute['screen'],
  namespaces: readonly Namespaces[] = [],
): SignedInRoute => ({ side: 'in', path, title, area, screen, namespaces });

const signedOut = (path: string, title: SignedOutTitle, screen: ScreenRoute['screen']): SignedOutRoute => ({
  side: 'out',
  path,
  title,
  area: 'signedOut',
  screen,
  namespaces: [],
});

/** Every screen of spec section 2, in the spec's order. */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
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
  ...signedOutRoutes(),
];

function projectRoutes(): ScreenRoute[] {
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
    signedIn(`${PROJECT}/pages/:page`, 'landingPage', 'project', () =>
      import('../../areas/pages/landing-page-page.tsx').then((m) => m.LandingPagePage),
    ),
    signedIn(`${PROJECT}/users`, 'registeredUsers', 'project', () =>
      import('../../areas/users/registered-users-page.tsx').then((m) => m.RegisteredUsersPage),
    ),
  ];
}

function formRoutes(): ScreenRoute[] {
  return [
    signedIn(`${FORM}/options`, 'formOptions', 'project', () =>
      import('../../areas/forms/form-options-page.tsx').then((m) => m.FormOptionsPage),
    ),
    signedIn(`${FORM}/editor`, 'fieldEditor', 'project', () =>
      import('../../areas/forms/field-editor-page.tsx').then((m) => m.FieldEditorPage),
    ),
    signedIn(`${FORM}/suggester`, 'autocomposer', 'project', () =>
      import('../../areas/forms/autocomposer-page.tsx').then((m) => m.AutocomposerPage),
    ),
    signedIn(`${FORM}/results/dashboard`, 'resultsDashboard', 'project', () =>
      import('../../areas/submissions/results-dashboard-page.tsx').then((m) => m.ResultsDashboardPage),
    ),
    signedIn(`${FORM}/results/submissions`, 'submissions', 'project', () =>
      import('../../areas/submissions/submissions-page.tsx').then((m) => m.SubmissionsPage),
    ),
    signedIn(`${FORM}/results/submissions/block-:block`, 'blockSubmissions', 'project', () =>
      import('../../areas/submissions/block-submissions-page.tsx').then((m) => m.BlockSubmissionsPage),
    ),
    signedIn(`${FORM}/results/votes`, 'votes', 'project', () =>
      import('../../areas/votes/votes-page.tsx').then((m) => m.VotesPage),
    ),
  ];
}

function mailMergeRoutes(): ScreenRoute[] {
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

function companyRoutes(): ScreenRoute[] {
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

function judgesRoutes(): ScreenRoute[] {
  return [
    signedIn('judges/dashboard', 'judgesDashboard', 'judges', () =>
      import('../../areas/judging/judges-dashboard-page.tsx').then((m) => m.JudgesDashboardPage),
    ),
    signedIn('judges/session/:company/:project/:form/:session', 'judgingSession', 'judges', () =>
      import('../../areas/judging/judging-session-page.tsx').then((m) => m.JudgingSessionPage),
    ),
  ];
}

function adminRoutes(): ScreenRoute[] {
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
      import('../../areas/theme/cookie-law-page.tsx').then((m) => m.CookieLawPage),
    ),
    admin('admin/installation/conditions', 'conditions', () =>
      import('../../areas/installation/conditions-page.tsx').then((m) => m.ConditionsPage),
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

function signedOutRoutes(): ScreenRoute[] {
  return [
    signedOut('login', 'login', () => import('../../areas/accounting/sign-in/login-page.tsx').then((m) => m.LoginPage)),
    signedOut('recovery', 'recovery', () =>
      import('../../areas/accounting/recovery/recovery-page.tsx').then((m) => m.RecoveryPage),
    ),
    signedOut('recovery/:token', 'recoveryComplete', () =>
      import('../../areas/accounting/recovery/recovery-complete-page.tsx').then((m) => m.RecoveryCompletePage),
    ),
    signedOut('invite/:token', 'invite', () => import('../../areas/accounting/invite/invite-page.tsx').then((m) => m.InvitePage)),
    signedOut('fia-sso/result/:token', 'ssoResult', () =>
      import('../../areas/accounting/sso/sso-result-page.tsx').then((m) => m.SsoResultPage),
    ),
    signedOut('fia-sso/test/start/:id', 'ssoTest', () =>
      import('../../areas/accounting/sso/sso-test-page.tsx').then((m) => m.SsoTestPage),
    ),
  ];
}
