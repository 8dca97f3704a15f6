// Who may call what, written out by hand: a change to a permission must change a row here too.

/**
 * What a call answers a caller, as far as access goes: 'ok' is any answer but 401 and 403;
 * 'not_found' is the 404 a call kept from strangers (`strangers: 'not_found'`) answers a caller
 * with no grant in the company, as for a project that does not exist.
 */
export type Expected = 'ok' | 'unauthenticated' | 'forbidden' | 'not_found';

/**
 * The callers every endpoint is tried with; every call names company A and a project of A (and
 * a form of that project). `assistantA` assists that form, `otherAssistantA` another form of the same project.
 * `respondentA` is a registered user of that project, signed in with their own session, whose cookie
 * the browser sends to every path: the back office must take them for nobody.
 */
export const CALLERS = [
  'anonymous',
  'operator',
  'admin',
  'managerA',
  'managerB',
  'editorA',
  'judgeA',
  'assistantA',
  'otherAssistantA',
  'respondentA',
] as const;

/** One caller of the matrix. */
export type Caller = (typeof CALLERS)[number];

type Row = Record<Caller, Expected>;

const EVERYONE: Row = {
  anonymous: 'ok',
  operator: 'ok',
  admin: 'ok',
  managerA: 'ok',
  managerB: 'ok',
  editorA: 'ok',
  judgeA: 'ok',
  assistantA: 'ok',
  otherAssistantA: 'ok',
  respondentA: 'ok',
};
const SIGNED_IN: Row = { ...EVERYONE, anonymous: 'unauthenticated', respondentA: 'unauthenticated' };
const ADMINS: Row = {
  anonymous: 'unauthenticated',
  operator: 'forbidden',
  admin: 'ok',
  managerA: 'forbidden',
  managerB: 'forbidden',
  editorA: 'forbidden',
  judgeA: 'forbidden',
  assistantA: 'forbidden',
  otherAssistantA: 'forbidden',
  respondentA: 'unauthenticated',
};
const MANAGERS_OF_A: Row = { ...ADMINS, managerA: 'ok' };
const EDITORS_OF_THE_PROJECT: Row = { ...MANAGERS_OF_A, editorA: 'ok' };
const ASSISTANTS_OF_THE_FORM: Row = { ...EDITORS_OF_THE_PROJECT, assistantA: 'ok' };
const JUDGES_OF_THE_PROJECT: Row = { ...EDITORS_OF_THE_PROJECT, judgeA: 'ok' };
/** A company's own records kept from strangers: another company's manager, or an operator of no company, is told they do not exist. */
const STRANGERS_NOT_FOUND = { operator: 'not_found', managerB: 'not_found' } as const;
const MANAGERS_OF_A_ONLY: Row = { ...MANAGERS_OF_A, ...STRANGERS_NOT_FOUND };
const EDITORS_OF_THE_PROJECT_ONLY: Row = { ...EDITORS_OF_THE_PROJECT, ...STRANGERS_NOT_FOUND };
/** The public side's calls that need a registered user's own session: nobody else, operators included. */
const REGISTERED_USER: Row = { ...Object.fromEntries(CALLERS.map((caller) => [caller, 'unauthenticated'])), respondentA: 'ok' } as Row;

/** Endpoint path -> caller -> what the call answers. */
export const AUTHORIZATION_TABLE: Record<string, Row> = {
  'accounting/checklogin': EVERYONE,
  'accounting/login-start': EVERYONE,
  'accounting/login-unlock': EVERYONE,
  'accounting/logout': EVERYONE,
  'accounting/recovery/start': EVERYONE,
  'accounting/recovery/complete': EVERYONE,
  'accounting/invite/check': EVERYONE,
  'accounting/invite/accept': EVERYONE,
  'theme/load': EVERYONE,

  'accounting/operator/current': SIGNED_IN,
  'accounting/operator/set-preferred-lang/:lang': SIGNED_IN,
  'accounting/operator/can-access-company/:company': SIGNED_IN,
  'accounting/operator/can-manage-company/:company': SIGNED_IN,
  'accounting/operator/can-edit-project/:company/:project': SIGNED_IN,
  'accounting/operator/is-form-assistant/:company/:project/:form': SIGNED_IN,
  'accounting/password/change': SIGNED_IN,
  'accounting/sessions/list': SIGNED_IN,
  'accounting/sessions/end-others': SIGNED_IN,
  'accounting/totp/status': SIGNED_IN,
  'accounting/totp/start': SIGNED_IN,
  'accounting/totp/confirm': SIGNED_IN,
  'accounting/totp/disable': SIGNED_IN,
  'accounting/totp/recovery-codes': SIGNED_IN,
  'home/companies': SIGNED_IN,
  'home/navigation': SIGNED_IN,
  'jobs/get': SIGNED_IN,
  'jobs/list': SIGNED_IN,
  'jobs/cancel': SIGNED_IN,

  'admin/operators/invite': ADMINS,
  'admin/operators/set-installation-admin': ADMINS,
  'admin/companies/list': ADMINS,
  'admin/companies/get': ADMINS,
  'admin/companies/save': ADMINS,
  'admin/companies/archive': ADMINS,
  'admin/installation/logs/list': ADMINS,
  'admin/installation/logs/export': ADMINS,
  'admin/installation/logs/choices': ADMINS,
  'admin/installation/logs/areas': ADMINS,
  'admin/installation/info': ADMINS,
  'admin/installation/theme/get': ADMINS,
  'admin/installation/theme/save': ADMINS,
  'admin/installation/theme/prj-defaults/get': ADMINS,
  'admin/installation/theme/prj-defaults/save': ADMINS,
  'admin/installation/theme/cookie-law/get': ADMINS,
  'admin/installation/theme/cookie-law/save': ADMINS,
  'admin/installation/conditions/list': ADMINS,
  'admin/installation/conditions/versions': ADMINS,
  'admin/installation/conditions/publish': ADMINS,
  'admin/installation/conditions/withdraw': ADMINS,

  'company/:company/operators/list': MANAGERS_OF_A,
  'company/:company/operators/invite': MANAGERS_OF_A,
  'company/:company/operators/resend-invite': MANAGERS_OF_A,
  'company/:company/operators/set-role': MANAGERS_OF_A,
  'company/:company/operators/revoke': MANAGERS_OF_A,
  'company/:company/operators/form-assistant/grant': MANAGERS_OF_A,
  'company/:company/operators/form-assistant/invite': MANAGERS_OF_A,
  'company/:company/operators/form-assistant/revoke': MANAGERS_OF_A,
  'company/:company/projects/start': MANAGERS_OF_A,
  'company/:company/projects/create': MANAGERS_OF_A,

  'company/:company/project/:project/get': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/save': EDITORS_OF_THE_PROJECT,
  'company/:company/theme/get': MANAGERS_OF_A_ONLY,
  'company/:company/theme/save': MANAGERS_OF_A_ONLY,
  'company/:company/project/:project/theme/get': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/theme/save': EDITORS_OF_THE_PROJECT_ONLY,
  // Notification texts: the installation's by its admins, a company's by its managers, a project's by its editors.
  'admin/installation/noty/texts/list': ADMINS,
  'admin/installation/noty/texts/get': ADMINS,
  'admin/installation/noty/texts/save': ADMINS,
  'admin/installation/noty/texts/reset': ADMINS,
  'admin/installation/noty/texts/preview': ADMINS,
  'company/:company/noty/texts/list': MANAGERS_OF_A_ONLY,
  'company/:company/noty/texts/get': MANAGERS_OF_A_ONLY,
  'company/:company/noty/texts/save': MANAGERS_OF_A_ONLY,
  'company/:company/noty/texts/reset': MANAGERS_OF_A_ONLY,
  'company/:company/noty/texts/preview': MANAGERS_OF_A_ONLY,
  'company/:company/project/:project/noty/texts/list': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/noty/texts/get': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/noty/texts/save': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/noty/texts/reset': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/noty/texts/preview': EDITORS_OF_THE_PROJECT_ONLY,

  'company/:company/project/:project/forms/list': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/forms/create': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/forms/import': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/draft/save': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/options/save': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/publish': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/version/restore': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/duplicate': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/archive': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/compose': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/invitations/list': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/invitations/send': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/invitations/revoke': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/get': ASSISTANTS_OF_THE_FORM,
  'company/:company/project/:project/form/:form/export': ASSISTANTS_OF_THE_FORM,
  'company/:company/project/:project/form/:form/versions': ASSISTANTS_OF_THE_FORM,
  'company/:company/project/:project/form/:form/version/get': ASSISTANTS_OF_THE_FORM,
  'company/:company/project/:project/form/:form/submissions/list': ASSISTANTS_OF_THE_FORM,
  'company/:company/project/:project/form/:form/results/export': ASSISTANTS_OF_THE_FORM,
  'company/:company/project/:project/form/:form/results/summary': ASSISTANTS_OF_THE_FORM,
  'company/:company/project/:project/form/:form/results/list': ASSISTANTS_OF_THE_FORM,
  'company/:company/project/:project/form/:form/results/ids': ASSISTANTS_OF_THE_FORM,
  'company/:company/project/:project/form/:form/results/submission/get': ASSISTANTS_OF_THE_FORM,
  'company/:company/project/:project/form/:form/results/change': ASSISTANTS_OF_THE_FORM,
  'company/:company/project/:project/form/:form/results/note/add': ASSISTANTS_OF_THE_FORM,
  'company/:company/project/:project/form/:form/results/note/delete': ASSISTANTS_OF_THE_FORM,
  'company/:company/project/:project/form/:form/results/tags': ASSISTANTS_OF_THE_FORM,
  'company/:company/project/:project/form/:form/results/filters/list': ASSISTANTS_OF_THE_FORM,
  'company/:company/project/:project/form/:form/results/filters/save': ASSISTANTS_OF_THE_FORM,
  'company/:company/project/:project/form/:form/results/filters/delete': ASSISTANTS_OF_THE_FORM,

  'company/:company/project/:project/users/list': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/users/get': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/users/block': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/users/export': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/users/erase': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/users/conditions': EDITORS_OF_THE_PROJECT,

  // Votes: the form's assistants read them; the project's editors invalidate, restore and export them (with the addresses).
  'company/:company/project/:project/form/:form/votes/summary': ASSISTANTS_OF_THE_FORM,
  'company/:company/project/:project/form/:form/votes/list': ASSISTANTS_OF_THE_FORM,
  'company/:company/project/:project/form/:form/votes/invalidate': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/votes/restore': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/votes/export': EDITORS_OF_THE_PROJECT,

  // Judging: the project's editors organise sessions and read the ranking; its judges read and score
  // theirs (the editors pass the judges' permission, and are told a session they do not sit on is not found).
  'company/:company/project/:project/form/:form/sessions/save': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/sessions/list': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/session/:session/get': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/session/:session/ranking': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/session/:session/ranking/export': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/session/:session/judges': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/form/:form/sessions/preview': EDITORS_OF_THE_PROJECT,
  'company/:company/project/:project/judges/list': EDITORS_OF_THE_PROJECT,
  // Landing pages: the project's editors make its pages and menu (kept from another company's people: 404); presets are the installation's.
  'company/:company/project/:project/pages/list': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/pages/save': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/pages/reorder': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/page/:page/get': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/page/:page/publish': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/page/:page/revisions': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/page/:page/restore': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/page/:page/archive': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/page/:page/duplicate': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/page/:page/preview': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/menu/get': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/menu/save': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/page-templates/list': EDITORS_OF_THE_PROJECT_ONLY,
  'admin/installation/page-templates/list': ADMINS,
  'admin/installation/page-templates/save': ADMINS,
  'admin/installation/page-templates/delete': ADMINS,
  'admin/installation/noty/senders/list': ADMINS,
  'admin/installation/noty/senders/save': ADMINS,
  'admin/installation/noty/senders/delete': ADMINS,
  'admin/installation/noty/senders/test': ADMINS,
  'company/:company/noty/senders/list': MANAGERS_OF_A_ONLY,
  'company/:company/noty/senders/save': MANAGERS_OF_A_ONLY,
  'company/:company/noty/senders/delete': MANAGERS_OF_A_ONLY,
  'company/:company/noty/senders/test': MANAGERS_OF_A_ONLY,
  'company/:company/project/:project/noty/senders/list': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/noty/senders/save': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/noty/senders/delete': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/noty/senders/test': EDITORS_OF_THE_PROJECT_ONLY,
  // Any operator may check a domain before adding a sender; it reads only public DNS records.
  'noty/spf/check': SIGNED_IN,
  'judges/sessions/list': SIGNED_IN,
  'judges/organised/list': SIGNED_IN,
  // Any operator may report a device; what it names of sessions they do not judge is left out.
  'judges/devices/report': SIGNED_IN,
  'judges/session/:company/:project/:form/:session/get': JUDGES_OF_THE_PROJECT,
  'judges/session/:company/:project/:form/:session/score': JUDGES_OF_THE_PROJECT,

  // Mail-merge: the project's editors write templates and run campaigns (kept from another company's people: 404);
  // the unsubscribe page of a mail's link is public.
  'company/:company/project/:project/mail-merge/templates/list': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/templates/save': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/template/:template/get': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/template/:template/preview': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/template/:template/duplicate': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/template/:template/delete': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/template/:template/revisions': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/template/:template/restore': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/tags': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/senders': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/people': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/campaigns/list': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/campaigns/save': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/campaign/:campaign/get': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/campaign/:campaign/check': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/campaign/:campaign/test': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/campaign/:campaign/start': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/campaign/:campaign/pause': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/campaign/:campaign/resume': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/campaign/:campaign/cancel': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/campaign/:campaign/retry-failed': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/campaign/:campaign/recipients': EDITORS_OF_THE_PROJECT_ONLY,
  'company/:company/project/:project/mail-merge/campaign/:campaign/recipients/export': EDITORS_OF_THE_PROJECT_ONLY,
  'p/:company/:project/unsubscribe/get': EVERYONE,
  'p/:company/:project/unsubscribe/save': EVERYONE,

  'p/:company/:project/site': EVERYONE,
  'p/:company/:project/form/:form': EVERYONE,
  'p/:company/:project/code/send': EVERYONE,
  'p/:company/:project/code/check': EVERYONE,
  'p/:company/:project/sign-out': EVERYONE,
  'p/:company/:project/profile/save': REGISTERED_USER,
  'p/:company/:project/conditions/accept': REGISTERED_USER,
  'p/:company/:project/form/:form/draft/save': REGISTERED_USER,
  'p/:company/:project/form/:form/submit': REGISTERED_USER,
  'p/:company/:project/submissions': REGISTERED_USER,
  'p/:company/:project/submission/:submission/withdraw': REGISTERED_USER,
  'p/:company/:project/me/export': REGISTERED_USER,
  'p/:company/:project/me/erase': REGISTERED_USER,
  'p/:company/:project/form/:form/vote/gallery': EVERYONE,
  'p/:company/:project/form/:form/vote/cast': REGISTERED_USER,

  // Translations: the installation's own wording (the list, saves and imports to installation admins; the overrides to anyone).
  'admin/i18n/translations/list': ADMINS,
  'admin/i18n/translations/save': ADMINS,
  'admin/i18n/translations/import': ADMINS,
  'i18n/overrides': EVERYONE,
  // Alerts: the announcements and system alerts are the installation admins'; every operator reads
  // and acknowledges only the alerts meant for them (an announcement meant for someone else is not found).
  'admin/installation/alerts/list': ADMINS,
  'admin/installation/alerts/save': ADMINS,
  'admin/installation/alerts/delete': ADMINS,
  'admin/installation/alerts/receipts': ADMINS,
  'admin/installation/alerts/system': ADMINS,
  'alerts/current': SIGNED_IN,
  'alerts/ack': SIGNED_IN,
  'p/:company/:project/alerts': EVERYONE,
  // User export: the installation admins' export of people, its list and its filters' choices.
  'admin/installation/export/start': ADMINS,
  'admin/installation/export/list': ADMINS,
  'admin/installation/export/choices': ADMINS,
  // Single sign-on: the providers are the installation admins'; the sign-in page's buttons and the
  // result page's exchange are anyone's (a result is bound to its browser, a test's report to its admin).
  // The test's start (`GET /api/sso/:id/start?test=1`) is refused to anyone but an installation admin: sso-admin.test.ts.
  'admin/installation/sso/list': ADMINS,
  'admin/installation/sso/save': ADMINS,
  'admin/installation/sso/delete': ADMINS,
  'sso/providers': EVERYONE,
  'sso/result': EVERYONE,
  // The outbox's batch: any operator sends their queued writes; each write is then held to its own call's row.
  'outbox/batch': SIGNED_IN,
};
