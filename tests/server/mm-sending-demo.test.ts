import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resolveAudience } from '../../server/areas/mail-merge/audience.ts';
import { mmCampaigns, mmRecipients, mmTemplates } from '../../server/db/schema/mail-merge.ts';
import { silentLogger } from '../../server/log.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { DEMO_CAMPAIGN, DEMO_REFUSAL } from '../../server/seed/demo-mail-merge.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

describe('the demo mail-merge', () => {
  it('holds two templates in two languages and a sent campaign with its ledger: sent, two failed, one left out as unsubscribed', async () => {
    await seedDemo(server.db, silentLogger, server.clock.now(), server.deps.config.secretKey);
    await seedDemo(server.db, silentLogger, server.clock.now(), server.deps.config.secretKey);

    const templates = await server.db.select().from(mmTemplates).orderBy(mmTemplates.name);
    expect(templates.map((t) => t.name)).toEqual(['Draft reminder', 'Shortlist announced']);
    for (const template of templates) {
      expect(Object.keys(template.subject).sort()).toEqual(['en', 'it']);
      expect(Object.keys(template.body).sort()).toEqual(['en', 'it']);
    }
    const campaigns = await server.db.select().from(mmCampaigns);
    expect(campaigns).toHaveLength(1);
    const campaign = campaigns[0]!;
    expect(campaign).toMatchObject({ name: DEMO_CAMPAIGN, state: 'done', templateId: templates[1]!.id });
    expect(campaign.frozen?.subject).toEqual(templates[1]!.subject);

    const ledger = await server.db.select().from(mmRecipients).where(eq(mmRecipients.campaignId, campaign.id));
    const failed = ledger.filter((row) => row.state === 'failed');
    const leftOut = ledger.filter((row) => row.state === 'left_out');
    expect(failed).toHaveLength(2);
    expect(failed.every((row) => row.error === DEMO_REFUSAL && row.sentAt === null)).toBe(true);
    expect(leftOut).toHaveLength(1);
    expect(leftOut[0]!.reason).toBe('unsubscribed');
    expect(ledger.filter((row) => row.state === 'sent').length).toBeGreaterThan(10);
    expect(ledger.filter((row) => row.state === 'sent').every((row) => row.sentAt !== null)).toBe(true);
    expect(new Set(ledger.map((row) => row.email)).size).toBe(ledger.length);

    // The unsubscribed applicant is left out of the next campaign to the same audience too.
    const again = await resolveAudience(server.db, server.deps, campaign);
    expect(again.recipients.map((r) => r.email)).not.toContain(leftOut[0]!.email);
    expect(again.leftOut).toContainEqual(expect.objectContaining({ email: leftOut[0]!.email, reason: 'unsubscribed' }));
  });
});
