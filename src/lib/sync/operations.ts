import { CompanyArchive, CompanySave, FIELD_LABELS as COMPANY_LABELS } from '../../../contract/companies.ts';
import {
  AdminOperatorInvite,
  AdminOperatorSetInstallationAdmin,
  CompanyOperatorInvite,
  CompanyOperatorResendInvite,
  CompanyOperatorRevoke,
  CompanyOperatorSetRole,
  FIELD_LABELS as OPERATOR_LABELS,
} from '../../../contract/operators.ts';
import type { Endpoint } from '../../../contract/endpoint.ts';
import type { FieldLabels } from '../../../contract/labels.ts';
import { ProjectCreate, ProjectSave, FIELD_LABELS as PROJECT_LABELS } from '../../../contract/projects.ts';
import { CookieLawSave, ThemeSave, FIELD_LABELS as THEME_LABELS } from '../../../contract/theme.ts';
import { ConditionPublish, ConditionWithdraw, FIELD_LABELS as INSTALLATION_LABELS } from '../../../contract/installation.ts';
import type { NamespaceShellTranslation } from '../../../i18n/i18n-types';
import type { OutboxEntry } from '../outbox/entry.ts';

/** A key of the `sync.operations` dictionary: what a queued change does, in words. */
export type OperationKey = keyof NamespaceShellTranslation['sync']['operations'];

// The changes the app makes, by their contract endpoints, with the names of their area's fields:
// a renamed path follows here by itself. (Not the contract's list of every endpoint: reading it
// would keep every schema of the contract, and zod, in the app's first chunk.)
const OPERATIONS: [endpoint: Endpoint, key: OperationKey, labels: FieldLabels][] = [
  [CompanySave, 'companySave', COMPANY_LABELS],
  [CompanyArchive, 'companyArchive', COMPANY_LABELS],
  [ProjectCreate, 'projectCreate', PROJECT_LABELS],
  [ProjectSave, 'projectSave', PROJECT_LABELS],
  [CompanyOperatorInvite, 'operatorInvite', OPERATOR_LABELS],
  [CompanyOperatorResendInvite, 'operatorResend', OPERATOR_LABELS],
  [CompanyOperatorSetRole, 'operatorRole', OPERATOR_LABELS],
  [CompanyOperatorRevoke, 'operatorRevoke', OPERATOR_LABELS],
  [AdminOperatorInvite, 'adminInvite', OPERATOR_LABELS],
  [AdminOperatorSetInstallationAdmin, 'adminFlag', OPERATOR_LABELS],
  [ThemeSave, 'themeSave', THEME_LABELS],
  [CookieLawSave, 'cookieLawSave', THEME_LABELS],
  [ConditionPublish, 'conditionPublish', INSTALLATION_LABELS],
  [ConditionWithdraw, 'conditionWithdraw', INSTALLATION_LABELS],
];

/**
 * The other changes the app queues, named by their paths only: their contracts hold the forms',
 * results' and votes' schemas, which the app's first chunk does without. A test holds each path
 * equal to its contract endpoint's, so a renamed path cannot be missed here.
 */
export const PATH_OPERATIONS: [path: string, key: OperationKey][] = [
  ['company/:company/project/:project/forms/create', 'formCreate'],
  ['company/:company/project/:project/forms/import', 'formCreate'],
  ['company/:company/project/:project/form/:form/draft/save', 'formDraftSave'],
  ['company/:company/project/:project/form/:form/options/save', 'formOptionsSave'],
  ['company/:company/project/:project/form/:form/publish', 'formPublish'],
  ['company/:company/project/:project/form/:form/version/restore', 'formDraftSave'],
  ['company/:company/project/:project/form/:form/duplicate', 'formDuplicate'],
  ['company/:company/project/:project/form/:form/archive', 'formArchive'],
  ['company/:company/project/:project/form/:form/invitations/send', 'formInvite'],
  ['company/:company/project/:project/form/:form/invitations/revoke', 'formInviteRevoke'],
  ['company/:company/project/:project/form/:form/results/change', 'resultsChange'],
  ['company/:company/project/:project/form/:form/results/note/add', 'noteAdd'],
  ['company/:company/project/:project/form/:form/results/note/delete', 'noteDelete'],
  ['company/:company/project/:project/form/:form/results/filters/save', 'filterSave'],
  ['company/:company/project/:project/form/:form/results/filters/delete', 'filterDelete'],
  ['company/:company/project/:project/form/:form/results/export', 'exportStart'],
  ['company/:company/project/:project/form/:form/votes/invalidate', 'voteInvalidate'],
  ['company/:company/project/:project/form/:form/votes/restore', 'voteRestore'],
  ['company/:company/project/:project/form/:form/votes/export', 'exportStart'],
  ['company/:company/project/:project/users/block', 'userBlock'],
  ['company/:company/project/:project/users/erase', 'userErase'],
  ['admin/installation/logs/export', 'exportStart'],
  ['jobs/cancel', 'jobCancel'],
  ['company/:company/project/:project/form/:form/sessions/save', 'sessionSave'],
  ['judges/session/:company/:project/:form/:session/score', 'scoreSave'],
  ['company/:company/project/:project/form/:form/session/:session/ranking/export', 'exportStart'],
];

const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);

const MATCHERS = [
  ...OPERATIONS.map(([endpoint, key, labels]) => ({ pattern: patternOf(endpoint.path), key, labels })),
  ...PATH_OPERATIONS.map(([path, key]) => ({ pattern: patternOf(path), key, labels: {} as FieldLabels })),
];

/** What a queued change does, as a dictionary key. */
export function operationOf(path: string): OperationKey {
  return MATCHERS.find((matcher) => matcher.pattern.test(path))?.key ?? 'other';
}

/** The name the change gives its record (a company's or project's name, an address), if any. */
export function subjectOf(entry: Pick<OutboxEntry, 'body'>): string {
  const { name, Email, slug } = entry.body;
  for (const value of [name, Email, slug]) if (typeof value === 'string' && value.trim() !== '') return value;
  return '';
}

/** The names of the fields of a queued change, as the area of its call names them. */
export function labelsOfPath(path: string): FieldLabels {
  return MATCHERS.find((matcher) => matcher.pattern.test(path))?.labels ?? {};
}
