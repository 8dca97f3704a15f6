// Who an announcement is for: its audience checked when saved, and matched against an operator.
import { inArray } from 'drizzle-orm';
import type { Audience } from '../../../contract/alerts.ts';
import type { AnnouncementAudience as StoredAudience } from '../../db/schema/alerts.ts';
import type { Grantee } from '../../auth/grants.ts';
import type { Db } from '../../db/db.ts';
import { companies } from '../../db/schema/companies.ts';
import { projects } from '../../db/schema/projects.ts';
import { fieldError } from '../../errors.ts';

/** The audience as stored: each list once, sorted, empty lists left out. */
export function normalAudience(audience: Audience): Audience {
  const normal: Audience = {};
  for (const key of ['roles', 'companies', 'public_projects'] as const) {
    const values = [...new Set(audience[key] ?? [])].sort();
    if (values.length > 0) (normal as Record<string, string[]>)[key] = values;
  }
  return normal;
}

/** Refuses an audience naming a company or a project that does not exist (400 naming the list). */
export async function checkAudience(db: Db, audience: Audience): Promise<void> {
  const wanted = audience.companies ?? [];
  if (wanted.length > 0) {
    const found = await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, wanted));
    if (found.length !== wanted.length) throw fieldError({ 'audience.companies': { code: 'alert_audience_unknown' } }, 'alert_audience_unknown');
  }
  const chosen = audience.public_projects ?? [];
  if (chosen.length > 0) {
    const found = await db.select({ id: projects.id }).from(projects).where(inArray(projects.id, chosen));
    if (found.length !== chosen.length) throw fieldError({ 'audience.public_projects': { code: 'alert_audience_unknown' } }, 'alert_audience_unknown');
  }
}

/**
 * Whether an announcement is meant for an operator. An empty audience is every operator; one that
 * names only public pages is for those pages alone. Roles and companies together mean one of those
 * roles in one of those companies; the installation's admins are the role `installation_admin`.
 */
export function meantFor(audience: StoredAudience, who: Grantee): boolean {
  const roles: readonly string[] = audience.roles ?? [];
  const companies = audience.companies ?? [];
  if (roles.length === 0 && companies.length === 0) return (audience.public_projects ?? []).length === 0;
  if (roles.includes('installation_admin') && who.operator.installationAdmin) return true;
  return who.grants.some((grant) => (companies.length === 0 || companies.includes(grant.companyId)) && (roles.length === 0 || roles.includes(grant.role)));
}
