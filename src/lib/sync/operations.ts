import { CompanyArchive, CompanySave } from '../../../contract/companies.ts';
import {
  AdminOperatorInvite,
  AdminOperatorSetInstallationAdmin,
  CompanyOperatorInvite,
  CompanyOperatorResendInvite,
  CompanyOperatorRevoke,
  CompanyOperatorSetRole,
} from '../../../contract/operators.ts';
import type { Endpoint } from '../../../contract/endpoint.ts';
import { ENDPOINTS, labelsOf } from '../../../contract/endpoints.ts';
import type { FieldLabels } from '../../../contract/labels.ts';
import { ProjectCreate, ProjectSave } from '../../../contract/projects.ts';
import { ThemeSave } from '../../../contract/theme.ts';
import type { NamespaceShellTranslation } from '../../../i18n/i18n-types';
import type { OutboxEntry } from '../outbox/entry.ts';

/** A key of the `sync.operations` dictionary: what a queued change does, in words. */
export type OperationKey = keyof NamespaceShellTranslation['sync']['operations'];

// The changes the app makes, by their contract endpoints: a renamed path follows here by itself.
const OPERATIONS: [endpoint: Endpoint, key: OperationKey][] = [
  [CompanySave, 'companySave'],
  [CompanyArchive, 'companyArchive'],
  [ProjectCreate, 'projectCreate'],
  [ProjectSave, 'projectSave'],
  [CompanyOperatorInvite, 'operatorInvite'],
  [CompanyOperatorResendInvite, 'operatorResend'],
  [CompanyOperatorSetRole, 'operatorRole'],
  [CompanyOperatorRevoke, 'operatorRevoke'],
  [AdminOperatorInvite, 'adminInvite'],
  [AdminOperatorSetInstallationAdmin, 'adminFlag'],
  [ThemeSave, 'themeSave'],
];

const MATCHERS = OPERATIONS.map(([endpoint, key]) => ({
  pattern: new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`),
  key,
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

const ENDPOINT_MATCHERS = ENDPOINTS.map((endpoint) => ({ pattern: new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`), endpoint }));

/** The names of the fields of a queued change, as the area of its call names them. */
export function labelsOfPath(path: string): FieldLabels {
  const found = ENDPOINT_MATCHERS.find((matcher) => matcher.pattern.test(path));
  return found ? labelsOf(found.endpoint) : {};
}
