import type { CompanyRole } from '../../../contract/roles.ts';
import {
  USER_EXPORT_COLUMNS,
  USER_EXPORT_DEFAULT_COLUMNS,
  USER_EXPORT_PURPOSE_MAX,
  USER_EXPORT_PURPOSE_MIN,
  type UserExportColumn,
  type UserExportFilters,
  type UserExportKind,
  type UserExportStartInput,
} from '../../../contract/users.ts';

/** A yes-or-no filter as a select holds it: '' for either. */
export type Either = '' | 'yes' | 'no';

/** The export's form as the screen holds it. */
export interface ExportValues {
  kind: UserExportKind;
  companies: string[];
  projects: string[];
  from: string;
  to: string;
  condition: string;
  submitted: Either;
  blocked: Either;
  roles: CompanyRole[];
  admins: Either;
  columns: UserExportColumn[];
  format: 'csv' | 'xlsx';
  purpose: string;
}

/** A new export: registered users of everywhere, the default columns, CSV, no purpose yet. */
export const NEW_EXPORT: ExportValues = {
  kind: 'registered_users',
  companies: [],
  projects: [],
  from: '',
  to: '',
  condition: '',
  submitted: '',
  blocked: '',
  roles: [],
  admins: '',
  columns: [...USER_EXPORT_DEFAULT_COLUMNS.registered_users],
  format: 'csv',
  purpose: '',
};

/** The values after a change of kind: the filters the other kind has not are cleared, its default columns chosen. */
export function withKind(values: ExportValues, kind: UserExportKind): ExportValues {
  if (kind === values.kind) return values;
  return { ...NEW_EXPORT, kind, companies: values.companies, from: values.from, to: values.to, format: values.format, purpose: values.purpose, columns: [...USER_EXPORT_DEFAULT_COLUMNS[kind]] };
}

const either = (value: Either) => (value === '' ? undefined : value === 'yes');

/** The start's payload: only the kind's filters, those set; the columns in the kind's order; days read in the screen's time zone. */
export function exportPayload(values: ExportValues, zone: string): UserExportStartInput {
  const filters: UserExportFilters = {};
  if (values.companies.length > 0) filters.companies = values.companies;
  if (values.from) filters.from = values.from;
  if (values.to) filters.to = values.to;
  if (values.from || values.to) filters.zone = zone;
  if (values.kind === 'registered_users') {
    if (values.projects.length > 0) filters.projects = values.projects;
    if (values.condition) filters.condition = values.condition;
    if (either(values.submitted) !== undefined) filters.submitted = either(values.submitted);
    if (either(values.blocked) !== undefined) filters.blocked = either(values.blocked);
  } else {
    if (values.roles.length > 0) filters.roles = values.roles;
    if (either(values.admins) !== undefined) filters.installation_admin = either(values.admins);
  }
  const columns = USER_EXPORT_COLUMNS[values.kind].filter((column) => values.columns.includes(column));
  return { kind: values.kind, filters, columns, format: values.format, purpose: values.purpose.trim() };
}

/** The screen's field a refusal names: `filters.installation_admin` is the admins' select, `columns.2` the columns. */
export function fieldOf(name: string): keyof ExportValues | null {
  const [head, tail] = name.split('.');
  if (head === 'filters' && tail) return tail === 'installation_admin' ? 'admins' : tail === 'zone' ? 'from' : (tail as keyof ExportValues);
  if (head === 'columns' || head === 'purpose' || head === 'format' || head === 'kind') return head;
  return null;
}

/** Whether the purpose is long enough and not too long, as the server holds it. */
export function purposeFits(purpose: string): boolean {
  const length = purpose.trim().length;
  return length >= USER_EXPORT_PURPOSE_MIN && length <= USER_EXPORT_PURPOSE_MAX;
}
