import type { FormChange } from '../../../../contract/form-changes.ts';
import type { FormDefinition } from '../../../../contract/form-definition.ts';
import { jsonEqual } from '../../../../contract/json-equal.ts';
import type { Language } from '../../../../contract/languages.ts';
import { attach } from './attach.ts';
import { findAll } from './matcher.ts';
import { endPlace, placeBy, placeOf } from './places.ts';
import { ChangeList } from './change-list.ts';
import { readClause, type Mention, type Placement, type Reading } from './reading.ts';
import type { RuleItem } from './rule-items.ts';
import { withRules } from './rules.ts';
import { presentField, resolve, type Lens, type Target } from './targets.ts';
import { clauses, type Tokens } from './text.ts';
import { fieldPhrases, vocabulary } from './vocabulary.ts';

interface Step {
  mention: Mention;
  target: Target;
  items: RuleItem[];
}

// A bare "name" is a first name when a last name is asked for, in the words or in the draft.
function asksLastName(all: Tokens[], draft: FormDefinition, lang: Language): boolean {
  const said = all.some((words) => findAll(words, [fieldPhrases(lang)]).some((hit) => hit.value.kind === 'known' && hit.value.key === 'last_name'));
  return said || !!presentField(draft, 'last_name', { lang, lastName: false });
}

// A field named with its rules: added at the end when new, changed when the rules change it.
// A field the description removes is not added back by a later mention of it.
function settleField(proposal: ChangeList, step: Step, removed: Set<string>): void {
  const { mention, target, items } = step;
  if (mention.mode === 'remove') {
    if (target.present && proposal.remove(target.key)) removed.add(target.key).add(mention.key);
    return;
  }
  const field = withRules(target.field, items);
  if (!target.present && !removed.has(mention.key)) proposal.add(field, endPlace(proposal.working));
  else if (!jsonEqual(field, target.field)) proposal.change(target.key, field);
}

// "Put the phone after the email": the fields named first go, in order, next to the anchor.
function settlePlacement(proposal: ChangeList, placement: Placement, steps: Step[], lens: Lens): boolean {
  const anchor = placement.anchor ? resolve(placement.anchor, proposal.working, lens) : null;
  if (placement.anchor && !anchor?.present) return false;
  const moving = steps.filter((step) => placement.subjects.includes(step.mention) && step.target.key !== anchor?.key);
  let place = placeBy(proposal.working, moving.map((step) => step.target.key), placement.where, anchor?.key ?? null);
  if (!place || moving.length === 0) return false;
  for (const step of moving) {
    const field = withRules(step.target.field, step.items);
    if (!step.target.present) proposal.add(field, place);
    else {
      if (!jsonEqual(field, step.target.field)) proposal.change(step.target.key, field);
      if (!jsonEqual(placeOf(proposal.working, step.target.key), place)) proposal.move(step.target.key, place);
    }
    place = { block: place.block, after: step.target.key };
  }
  return true;
}

// "All required": every field this proposal adds, but the checkboxes (a newsletter stays a choice).
function settleAll(proposal: ChangeList, items: RuleItem[]): void {
  const rule = items.filter((item) => item.kind === 'required' || item.kind === 'optional').pop();
  if (!rule) return;
  for (const change of [...proposal.changes]) {
    if (change.op !== 'add_field' || change.field.type === 'checkbox' || change.field.type === 'statement') continue;
    proposal.change(change.field.key, withRules(change.field, [rule]));
  }
}

// The fields a clause names, found in the draft as it stands, each with the rules said of it.
function stepsOf(reading: Reading, working: FormDefinition, lens: Lens): Step[] {
  const resolved = reading.mentions.flatMap((mention) => {
    const target = resolve(mention, working, lens);
    return target ? [{ mention, target }] : [];
  });
  const adding = resolved.filter((entry) => entry.mention.mode === 'add');
  const given = attach(reading.items, adding.map((entry) => ({ at: entry.mention.at, type: entry.target.field.type })));
  return resolved.map((entry) => ({ ...entry, items: given[adding.indexOf(entry)] ?? [] }));
}

/**
 * The built-in composer: reads the description clause by clause and proposes the fields it
 * recognises, the rules said of them, removals and moves, each against the draft as the changes
 * before it leave it. Words it does not recognise propose nothing.
 */
export function composeBuiltIn(description: string, lang: Language, draft: FormDefinition): FormChange[] {
  const proposal = new ChangeList(draft);
  const all = clauses(description);
  const lens: Lens = { lang, lastName: asksLastName(all, draft, lang) };
  const removed = new Set<string>();
  for (const [index, words] of all.entries()) {
    const working = proposal.working;
    const typeOf = (source: Mention['source'], key: string) => resolve({ source, key }, working, lens)?.field.type;
    const reading = readClause(words, findAll(words, vocabulary(lang, working)), { first: index === 0, lastName: lens.lastName, typeOf });
    const steps = stepsOf(reading, working, lens);
    if (reading.all && steps.length === 0) settleAll(proposal, reading.items);
    else if (!reading.placement || !settlePlacement(proposal, reading.placement, steps, lens)) {
      // Each step finds its field again: one named twice in a clause is added once.
      for (const step of steps) settleField(proposal, { ...step, target: resolve(step.mention, proposal.working, lens) ?? step.target }, removed);
    }
  }
  return proposal.changes;
}
