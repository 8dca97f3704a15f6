import type { Company } from '../../../contract/companies.ts';
import type { companies } from '../../db/schema/companies.ts';

/** A company row. */
export type CompanyRow = typeof companies.$inferSelect;

/** The company as the contract shows it. */
export function companyEntity(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    contact_email: row.contactEmail,
    notes: row.notes,
    logo_media_id: row.logoMediaId,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
