import crypto from 'node:crypto';
import type { CompanyRole } from '../../contract/roles.ts';
import { companies, grants, operators, projects } from '../../server/db/schema.ts';
import { eq } from 'drizzle-orm';
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
