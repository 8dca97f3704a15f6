import { and, eq } from 'drizzle-orm';
import { serverArea } from '../../area.ts';
import { mmCampaigns, mmTemplates } from '../../db/schema/mail-merge.ts';
import type { ScopeOwner } from '../../http/scope-owners.ts';
import { campaignHandlers, campaignJobs } from './campaign-routes.ts';
import { mailMergeLog } from './log.ts';
import { sendingHandlers, sendingJobs } from './sending-routes.ts';
import { templateHandlers } from './template-routes.ts';
import { describeUnsubscribe, mountUnsubscribe, unsubscribeHandlers } from './unsubscribe-routes.ts';

// A template only under its project and company, where a call's path names it (a landing page's save names its preset `template`).
const templateOwner: ScopeOwner = {
  field: 'template',
  under: 'project',
  inPathOnly: true,
  check: async (db, scope) => {
    if (!scope.template || !scope.project) return false;
    const [row] = await db
      .select({ id: mmTemplates.id })
      .from(mmTemplates)
      .where(and(eq(mmTemplates.id, scope.template.toLowerCase()), eq(mmTemplates.projectId, scope.project.toLowerCase()), eq(mmTemplates.companyId, scope.company.toLowerCase())))
      .limit(1);
    return row !== undefined;
  },
};

// A campaign only under its project and company, where a call's path names it.
const campaignOwner: ScopeOwner = {
  field: 'campaign',
  under: 'project',
  inPathOnly: true,
  check: async (db, scope) => {
    if (!scope.campaign || !scope.project) return false;
    const [row] = await db
      .select({ id: mmCampaigns.id })
      .from(mmCampaigns)
      .where(and(eq(mmCampaigns.id, scope.campaign.toLowerCase()), eq(mmCampaigns.projectId, scope.project.toLowerCase()), eq(mmCampaigns.companyId, scope.company.toLowerCase())))
      .limit(1);
    return row !== undefined;
  },
};

/** Mail-merge: a project's templates and campaigns, their sending at a pace with a ledger, and the public unsubscribe. */
export const mailMergeArea = serverArea({
  name: 'mail-merge',
  log: mailMergeLog,
  handlers: [...templateHandlers, ...campaignHandlers, ...sendingHandlers, ...unsubscribeHandlers],
  jobs: [...campaignJobs, ...sendingJobs],
  owners: [templateOwner, campaignOwner],
  // The one-click unsubscribe address of RFC 8058, which mail providers POST to without a session.
  mount: mountUnsubscribe,
  described: describeUnsubscribe,
});
