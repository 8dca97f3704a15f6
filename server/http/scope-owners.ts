import type { Db } from '../db/db.ts';

/**
 * The records a scoped call names, by the input fields that carry their ids: the company, the
 * project, and the records under them an area declares (a form, a judging session...).
 */
export interface Scope {
  company: string;
  project?: string | undefined;
  form?: string | undefined;
  [record: string]: string | undefined;
}

/** Whether the record a scope names belongs to the records above it (a form to its project, a session to its form). */
export type OwnerCheck = (db: Db, scope: Scope) => Promise<boolean>;

/**
 * A record under a project that calls name by id, as its area declares it: the input field that
 * carries its id, the field of the record it sits under, and how it is found there. Until an area
 * declares one, a call naming such a record finds none (404): no id is ever taken on trust.
 */
export interface ScopeOwner {
  field: string;
  under: string;
  check: OwnerCheck;
  /**
   * Checked only for the calls whose path names the record (`:<field>`): other areas' calls carry
   * a field of the same name for records of their own (a landing page's preset is its `template`).
   */
  inPathOnly?: boolean;
}

/** The owners that apply to a call at `path`. */
export function ownersOf(owners: readonly ScopeOwner[], path: string): ScopeOwner[] {
  const segments = path.split('/');
  return owners.filter((owner) => !owner.inPathOnly || segments.includes(`:${owner.field}`));
}

/** The owners in the order they are checked: each after the record it sits under. */
export function ownersInOrder(owners: readonly ScopeOwner[]): ScopeOwner[] {
  const ordered: ScopeOwner[] = [];
  const placed = new Set(['company', 'project']);
  let pending = [...owners];
  while (pending.length > 0) {
    const ready = pending.filter((owner) => placed.has(owner.under));
    if (ready.length === 0) throw new Error(`Scope owners under an unknown record: ${pending.map((owner) => `${owner.field} under ${owner.under}`).join(', ')}`);
    for (const owner of ready) {
      ordered.push(owner);
      placed.add(owner.field);
    }
    pending = pending.filter((owner) => !ready.includes(owner));
  }
  return ordered;
}
