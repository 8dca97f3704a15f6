import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CompanySave } from '../../contract/companies.ts';
import { ThemeSave } from '../../contract/theme.ts';
import type { MediaKind } from '../../contract/media.ts';
import { media } from '../../server/db/schema/media.ts';
import { signInAsAdmin } from './accounts.ts';
import { useTestServer } from './harness.ts';
import { seedCompany, seedProject } from './tenancy.ts';

const server = useTestServer();

async function storedFile(kind: MediaKind, companyId: string | null, projectId: string | null = null): Promise<string> {
  const id = crypto.randomUUID();
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
  await server.db.insert(media).values({
    id,
    kind,
    companyId,
    projectId,
    fileName: 'f.png',
    mime: 'image/png',
    size: bytes.length,
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    data: bytes,
    createdAt: server.clock.now(),
  });
  return id;
}

async function world() {
  const acme = await seedCompany(server, 'acme');
  const globex = await seedCompany(server, 'globex');
  const project = await seedProject(server, acme, 'prize');
  return {
    acme,
    installationGraphic: await storedFile('theme', null),
    acmeGraphic: await storedFile('theme', acme),
    globexGraphic: await storedFile('theme', globex),
    acmeAttachment: await storedFile('attachment', acme, project),
    acmePageImage: await storedFile('page', acme, project),
  };
}

describe('files a theme or a logo may name', () => {
  it("takes the company's own theme graphics and the installation's as its logo, and nothing else", async () => {
    const w = await world();
    const admin = await signInAsAdmin(server);
    const save = (logo: string) => admin.call(CompanySave, { id: w.acme, name: 'ACME', slug: 'acme', logo_media_id: logo });

    for (const refused of [w.globexGraphic, w.acmeAttachment, w.acmePageImage, crypto.randomUUID()]) {
      const answer = await save(refused);
      expect(answer.status, refused).toBe(400);
      expect(Object.keys(answer.error?.fields ?? {})).toEqual(['logo_media_id']);
    }
    expect((await save(w.acmeGraphic)).status).toBe(200);
    expect((await save(w.installationGraphic)).status).toBe(200);
  });

  it("takes only the installation's own theme graphics in the installation theme", async () => {
    const w = await world();
    const admin = await signInAsAdmin(server);
    const logo = (id: string) => admin.call(ThemeSave, { Theme_Graphics: JSON.stringify({ logo: { media_id: id } }) });
    const background = (id: string) =>
      admin.call(ThemeSave, { Theme_Graphics: JSON.stringify({ pages: { background: { mode: 'image', media_id: id } } }) });

    for (const refused of [w.acmeGraphic, w.acmeAttachment, crypto.randomUUID()]) {
      expect((await logo(refused)).error?.fields, refused).toHaveProperty('Theme_Graphics');
      expect((await background(refused)).status, refused).toBe(400);
    }
    expect((await logo(w.installationGraphic)).status).toBe(200);
    expect((await background(w.installationGraphic)).status).toBe(200);
  });
});
