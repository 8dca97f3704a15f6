import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanySave } from '../../../contract/companies.ts';
import type { Db } from '../../db/db.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { companies } from '../../db/schema/companies.ts';
import { areThemeGraphicsOf } from '../../storage/media-refs.ts';
import { AppError, fieldError } from '../../errors.ts';
import { checkVersion } from '../../http/versions.ts';
import { companyEntity, type CompanyRow } from './presenter.ts';

type SaveInput = z.output<typeof CompanySave.input>;

/** A company by id, or 404. */
export async function getCompany(db: Db, id: string): Promise<CompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

async function checkSlugFree(db: Db, slug: string, id: string | undefined): Promise<void> {
  const [taken] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug)).limit(1);
  if (taken && taken.id !== id) throw fieldError({ slug: { code: 'slug_taken' } }, 'slug_taken');
}

// A logo is one of the company's own theme graphics, or one of the installation's.
async function checkLogo(db: Db, mediaId: string | null, company: string | null): Promise<void> {
  if (mediaId && !(await areThemeGraphicsOf(db, [mediaId], { company }))) throw fieldError({ logo_media_id: { rule: 'invalid' } });
}

/** A company as it was before a change, and as the change left it. */
export interface CompanyChange {
  before: CompanyRow | undefined;
  row: CompanyRow;
}

/** Creates or changes a company; a taken slug and a stale version are refused with 409. */
export async function saveCompany(db: Db, input: SaveInput, now: Date): Promise<CompanyChange> {
  const existing = input.id ? await getCompany(db, input.id) : undefined;
  if (existing) checkVersion(existing, input.version, () => companyEntity(existing));
  // A slug kept as it was is the company's own; the unique index still answers a race below.
  if (existing?.slug !== input.slug) await checkSlugFree(db, input.slug, input.id);
  await checkLogo(db, input.logo_media_id, existing?.id ?? null);
  const fields = {
    name: input.name,
    slug: input.slug,
    contactEmail: input.contact_email,
    notes: input.notes,
    status: input.status,
    logoMediaId: input.logo_media_id,
    updatedAt: now,
  };
  try {
    const [row] = existing
      ? await db
          .update(companies)
          .set({ ...fields, version: existing.version + 1 })
          .where(and(eq(companies.id, existing.id), eq(companies.version, existing.version)))
          .returning()
      : await db
          .insert(companies)
          .values({ ...fields, id: crypto.randomUUID(), createdAt: now })
          .returning();
    // Another change landed between the read and the write.
    if (!row) throw new AppError('conflict', { extra: { current: companyEntity(await getCompany(db, input.id!)) } });
    return { before: existing, row };
  } catch (error) {
    if (isUniqueViolation(error, 'companies_slug_key')) throw fieldError({ slug: { code: 'slug_taken' } }, 'slug_taken');
    throw error;
  }
}

/** Archives a company. */
export async function archiveCompany(db: Db, id: string, version: number | undefined, now: Date): Promise<CompanyChange & { before: CompanyRow }> {
  const existing = await getCompany(db, id);
  checkVersion(existing, version, () => companyEntity(existing));
  const [row] = await db
    .update(companies)
    .set({ status: 'archived', version: existing.version + 1, updatedAt: now })
    .where(eq(companies.id, id))
    .returning();
  return { before: existing, row: row! };
}
