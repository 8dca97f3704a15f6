/** The company list's address. */
export const COMPANY_LIST_PATH = '/app/in/admin/companies/list';

/** The id segment that opens Company Details for a new company. */
export const NEW_COMPANY = 'new';

/** Company Details of one company, or of a new one. */
export function companyPath(id: string): string {
  return `/app/in/admin/companies/edit/${encodeURIComponent(id)}`;
}
