import { applyChanges, schemaForChangesOf, type FormChange } from '../../../../contract/form-changes.ts';
import type { FormDefinition, FormField } from '../../../../contract/form-definition.ts';

/** Where a field goes: a block and the field it follows (null: first in the block). */
export interface Place {
  block: string;
  after: string | null;
}

/**
 * The changes proposed so far and the draft as it would be with all of them. A change that
 * would not apply, or would leave a form the schema refuses, is never proposed.
 */
export class ChangeList {
  readonly changes: FormChange[] = [];
  private current: FormDefinition;
  private readonly schema: ReturnType<typeof schemaForChangesOf>;

  constructor(private readonly draft: FormDefinition) {
    this.current = draft;
    this.schema = schemaForChangesOf(draft);
  }

  /** The draft with every change proposed so far. */
  get working(): FormDefinition {
    return this.current;
  }

  /** Whether a field was added by this proposal (a later rule then rewrites its addition). */
  added(key: string): boolean {
    return this.changes.some((change) => change.op === 'add_field' && change.field.key === key);
  }

  private attempt(changes: FormChange[]): boolean {
    let next: FormDefinition;
    try {
      next = applyChanges(this.draft, changes);
    } catch {
      return false;
    }
    if (!this.schema.safeParse(next).success) return false;
    this.changes.splice(0, this.changes.length, ...changes);
    this.current = next;
    return true;
  }

  /** Adds a field at a place. */
  add(field: FormField, place: Place): boolean {
    return this.attempt([...this.changes, { op: 'add_field', block: place.block, after: place.after, field }]);
  }

  /** Changes a field: an addition of this proposal is rewritten, a draft field gets a change. */
  change(key: string, field: FormField): boolean {
    const index = this.changes.findIndex((change) => change.op === 'add_field' && change.field.key === key);
    if (index < 0) return this.attempt([...this.changes, { op: 'change_field', key, field }]);
    const next = [...this.changes];
    next[index] = { ...(next[index] as Extract<FormChange, { op: 'add_field' }>), field };
    return this.attempt(next);
  }

  /** Removes a field: an addition of this proposal is withdrawn, what followed it follows its place. */
  remove(key: string): boolean {
    const index = this.changes.findIndex((change) => change.op === 'add_field' && change.field.key === key);
    if (index < 0) return this.attempt([...this.changes, { op: 'remove_field', key }]);
    const withdrawn = this.changes[index] as Extract<FormChange, { op: 'add_field' }>;
    const rest = this.changes
      .filter((_, at) => at !== index)
      .filter((change) => !(change.op === 'move_field' && change.key === key))
      .map((change) => ((change.op === 'add_field' || change.op === 'move_field') && change.after === key ? { ...change, after: withdrawn.after } : change));
    return this.attempt(rest);
  }

  /** Moves a field to a place; an addition of this proposal is added there instead. */
  move(key: string, place: Place): boolean {
    const index = this.changes.findIndex((change) => change.op === 'add_field' && change.field.key === key);
    if (index < 0) return this.attempt([...this.changes, { op: 'move_field', key, block: place.block, after: place.after }]);
    const field = (this.changes[index] as Extract<FormChange, { op: 'add_field' }>).field;
    const before = [...this.changes];
    if (!this.remove(key)) return false;
    if (this.add(field, place)) return true;
    this.attempt(before);
    return false;
  }
}
