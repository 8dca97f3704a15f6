import { and, eq } from 'drizzle-orm';
import { serverArea } from '../../area.ts';
import { forms } from '../../db/schema/forms.ts';
import type { ScopeOwner } from '../../http/scope-owners.ts';
import { formHandlers } from './routes.ts';
import { formsLog } from './log.ts';

// A form is found only under the company and the project named with it.
const formOwner: ScopeOwner = {
  field: 'form',
  under: 'project',
  check: async (db, scope) => {
    if (!scope.form || !scope.project) return false;
    const [row] = await db
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.id, scope.form.toLowerCase()), eq(forms.projectId, scope.project.toLowerCase()), eq(forms.companyId, scope.company.toLowerCase())))
      .limit(1);
    return row !== undefined;
  },
};

/** A project's forms: drafts, versions, options, invitations and the autocomposer. */
export const formsArea = serverArea({ name: 'forms', log: formsLog, handlers: formHandlers, owners: [formOwner] });
