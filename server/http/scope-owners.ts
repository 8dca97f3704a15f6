import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { forms } from '../db/schema/forms.ts';
import { judgingSessions } from '../db/schema/judging.ts';

/** The records a scoped call names, by the input fields that carry their ids. */
export interface Scope {
  company: string;
  project?: string | undefined;
  form?: string | undefined;
  session?: string | undefined;
}

/** Whether a record named by a scope belongs to the records above it (a form to its project, a session to its form). */
export type OwnerCheck = (db: Db, scope: Scope) => Promise<boolean>;

/** The records under a project that a scope may name. */
export type OwnedRecord = 'form' | 'session';

/**
 * How each record under a project is found under its parents. An area adds its check here
 * with the table that holds its records (forms, judging sessions); until then a call naming
 * such a record finds none (404): no id is ever taken on trust.
 */
export const SCOPE_OWNERS: Readonly<Partial<Record<OwnedRecord, OwnerCheck>>> = {
  // A form is found only under the company and the project named with it.
  form: async (db, scope) => {
    if (!scope.form || !scope.project) return false;
    const [row] = await db
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.id, scope.form.toLowerCase()), eq(forms.projectId, scope.project.toLowerCase()), eq(forms.companyId, scope.company.toLowerCase())))
      .limit(1);
    return row !== undefined;
  },
  // A judging session only under its form, project and company.
  session: async (db, scope) => {
    if (!scope.session || !scope.form || !scope.project) return false;
    const [row] = await db
      .select({ id: judgingSessions.id })
      .from(judgingSessions)
      .where(
        and(
          eq(judgingSessions.id, scope.session.toLowerCase()),
          eq(judgingSessions.formId, scope.form.toLowerCase()),
          eq(judgingSessions.projectId, scope.project.toLowerCase()),
          eq(judgingSessions.companyId, scope.company.toLowerCase()),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
