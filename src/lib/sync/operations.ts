import type { Translation } from '../../../i18n/i18n-types';
import type { OutboxEntry } from '../outbox/entry.ts';

/** A key of the `sync.operations` dictionary: what a queued change does, in words. */
export type OperationKey = keyof Translation['sync']['operations'];

// Path templates of the changes the app makes, as the contract writes them.
const OPERATIONS: [template: string, key: OperationKey][] = [
  ['admin/companies/save', 'companySave'],
  ['admin/companies/archive', 'companyArchive'],
  ['company/:company/projects/create', 'projectCreate'],
  ['company/:company/project/:project/save', 'projectSave'],
  ['company/:company/operators/invite', 'operatorInvite'],
  ['company/:company/operators/resend-invite', 'operatorResend'],
  ['company/:company/operators/set-role', 'operatorRole'],
  ['company/:company/operators/revoke', 'operatorRevoke'],
  ['admin/operators/invite', 'adminInvite'],
  ['admin/operators/set-installation-admin', 'adminFlag'],
  ['admin/installation/theme/save', 'themeSave'],
];

const MATCHERS = OPERATIONS.map(([template, key]) => ({
  pattern: new RegExp(`^${template.replace(/:\w+/g, '[^/]+')}$`),
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
