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

const MATCHERS = OPERATIONS.map(([endpoint, key, labels]) => ({
  pattern: new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`),
  key,
  labels,
}));

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
