import crypto from 'node:crypto';
import type { CompanyRole } from '../../contract/roles.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { companies } from '../../server/db/schema/companies.ts';
import { grants } from '../../server/db/schema/operators.ts';
import { projects } from '../../server/db/schema/projects.ts';
import { eq } from 'drizzle-orm';
import { createOperator } from '../../server/auth/operators.ts';
import { createSession } from '../../server/auth/sessions.ts';
import type { TestServer } from './harness.ts';
import { addOperator, signIn, type Person } from './accounts.ts';
import type { Browser } from './browser.ts';

/** Stores a company directly, for tests about what happens inside it. */
export async function seedCompany(server: TestServer, slug: string): Promise<string> {
  const id = crypto.randomUUID();
  const now = server.clock.now();
  await server.db.insert(companies).values({ id, name: slug.toUpperCase(), slug, createdAt: now, updatedAt: now });
  return id;
}

/** Stores a project of a company directly. */
export async function seedProject(server: TestServer, companyId: string, slug: string): Promise<string> {
  const id = crypto.randomUUID();
  const now = server.clock.now();
  await server.db
    .insert(projects)
    .values({ id, companyId, name: `Project ${slug}`, slug, languages: ['it', 'en'], defaultLang: 'it', createdAt: now, updatedAt: now });
  return id;
}

/** Creates an operator holding one role in a company (optionally on one project) and signs them in. */
export async function signInWithRole(
  server: TestServer,
  person: Person,
  role: CompanyRole,
  companyId: string,
  projectId: string | null = null,
): Promise<Browser> {
  await addOperator(server, person);
  const [operator] = await server.db.select({ id: operators.id }).from(operators).where(eq(operators.email, person.email));
  await server.db
    .insert(grants)
    .values({ id: crypto.randomUUID(), operatorId: operator!.id, companyId, role, projectId, createdAt: server.clock.now() });
  return signIn(server, person.email, person.password);
}

/** A person for a role, with a distinct address. */
export function person(name: string): Person {
  return { email: `${name}@example.com`, firstName: name, password: `${name}-password-1`, lang: 'en' };
}

/** Stores an operator directly (no invitation, no mail) and returns their id. */
export async function seedOperator(server: TestServer, who: Person): Promise<string> {
  const row = await createOperator(
    server.db,
    { email: who.email, firstName: who.firstName, password: who.password, preferredLang: who.lang ?? 'en', installationAdmin: who.installationAdmin },
    server.clock.now(),
  );
  if (!row) throw new Error(`${who.email} exists already`);
  return row.id;
}

/** Gives a stored operator a role in a company, on every project or on one. */
export async function seedGrant(
  server: TestServer,
  operatorId: string,
  role: CompanyRole,
  companyId: string,
  projectId: string | null = null,
): Promise<void> {
  await server.db
    .insert(grants)
    .values({ id: crypto.randomUUID(), operatorId, companyId, role, projectId, createdAt: server.clock.now() });
}

/** A browser holding a fresh session of an operator, opened without the PIN round trip. */
export async function sessionBrowser(server: TestServer, operatorId: string): Promise<Browser> {
  const token = await createSession(server.db, operatorId, server.clock.now(), { ip: '', userAgent: 'test' });
  const browser = server.browser();
  browser.setCookie('bo_session', token);
  return browser;
}
