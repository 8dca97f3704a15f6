import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CampaignCheckCall, MAIL_MERGE_LIMITS } from '../../contract/mail-merge.ts';
import { expectOk } from './accounts.ts';
import { useTestServer } from './harness.ts';
import { campaignWorld, seedCampaign } from './mm-campaigns-fixtures.ts';
import { expectError } from './public-fixtures.ts';

const server = useTestServer();
const PEOPLE = 10_000;

describe("a campaign's check of a large audience", () => {
  it('renders every mail in a few seconds, reading their values in batches', async () => {
    const w = await campaignWorld(server);
    // Ten thousand applicants, a third in English, each with one submission to the form.
    await server.db.execute(sql`INSERT INTO registered_users (id, company_id, project_id, email, first_name, last_name, preferred_lang, created_at, updated_at)
      SELECT gen_random_uuid(), ${w.company}, ${w.project}, 'person' || g || '@example.com', 'First' || g, CASE WHEN g % 10 = 0 THEN '' ELSE 'Last' || g END,
        CASE WHEN g % 3 = 0 THEN 'en' ELSE 'it' END, now(), now()
      FROM generate_series(1, ${PEOPLE}) AS g`);
    await server.db.execute(sql`INSERT INTO submissions (id, company_id, project_id, form_id, user_id, status, form_version, answers, lang, created_at, updated_at, submitted_at)
      SELECT gen_random_uuid(), company_id, project_id, ${w.form}, id, 'received', 1, '{}'::jsonb, 'it', now(), now(), now() FROM registered_users WHERE project_id = ${w.project}`);
    const campaign = await seedCampaign(server, w.scope, { template: w.template, audience: { kind: 'submissions', form: w.form } });

    const started = performance.now();
    const check = await w.manager.call(CampaignCheckCall, { ...w.scope, campaign });
    const took = performance.now() - started;
    expectOk(check);
    expect(check.body).toMatchObject({ recipients: PEOPLE, by_language: { en: 3_333, it: 6_667 }, empty_tags: [{ tag: 'last_name', count: 1_000 }] });
    console.log(`check of ${PEOPLE} recipients: ${Math.round(took)} ms (server: ${check.body.took_ms} ms)`);
    expect(took).toBeLessThan(15_000);
  }, 120_000);

  it('refuses an audience of more people than a campaign may have', async () => {
    const w = await campaignWorld(server);
    const over = MAIL_MERGE_LIMITS.recipients + 1;
    await server.db.execute(sql`INSERT INTO registered_users (id, company_id, project_id, email, preferred_lang, created_at, updated_at)
      SELECT gen_random_uuid(), ${w.company}, ${w.project}, 'p' || g || '@example.com', 'it', now(), now() FROM generate_series(1, ${over}) AS g`);
    const campaign = await seedCampaign(server, w.scope, { template: w.template, audience: { kind: 'users' } });
    expectError(await w.manager.call(CampaignCheckCall, { ...w.scope, campaign }), 400, 'audience_too_large');
  }, 180_000);
});
