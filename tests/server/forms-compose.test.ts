import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FormCompose, FormExport, FormGet } from '../../contract/forms.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { expectOk } from './accounts.ts';
import { createEmpty, formsWorld } from './forms-fixtures.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

describe('the autocomposer of a form', () => {
  it('proposes changes to the draft from a description, and changes nothing itself', async () => {
    const { company, project, manager } = await formsWorld(server);
    const form = (await createEmpty(manager, { company, project }, 'entry')).id;
    const scope = { company, project, form };
    const before = (await manager.call(FormExport, scope)).body.definition;

    const proposal = await manager.call(FormCompose, { ...scope, description: 'Ask for the full name and an email address', lang: 'en' });

    expectOk(proposal);
    // No AI service in the tests' configuration: the built-in composer answers.
    expect(proposal.body.composer).toBe('built-in');
    expect(proposal.body.changes.length).toBeGreaterThan(0);
    expect((await manager.call(FormExport, scope)).body.definition).toEqual(before);
    expect((await manager.call(FormGet, scope)).body.entity.version).toBe(1);
    const [row] = await server.db.select().from(operationsLog).where(eq(operationsLog.endpoint, FormCompose.path));
    expect(row).toMatchObject({ target: `form:${form}`, summary: { slug: 'entry', composer: 'built-in', proposed: proposal.body.changes.length } });
  });
});
