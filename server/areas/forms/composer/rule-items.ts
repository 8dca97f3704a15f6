import type { RuleCue } from './cues-rules.ts';
import type { Hit } from './matcher.ts';
import { numberOf, type Tokens } from './text.ts';
import type { Sign } from './vocabulary.ts';

type Bound = 'min' | 'max';

/** A rule said in a clause, at the word where it was said; it goes to the nearest field that takes it. */
export type RuleItem =
  | { kind: 'required' | 'optional'; at: number }
  | { kind: 'format'; name: string; at: number }
  | { kind: 'size'; mb: number; at: number }
  | { kind: 'length' | 'limit' | 'amount'; bound: Bound; value: number; at: number }
  | { kind: 'scale'; value: number; at: number };

const UNITS: readonly RuleCue[] = ['mb', 'gb', 'kb', 'chars', 'words', 'money'];
const QUALIFIERS: readonly RuleCue[] = ['max', 'min', 'between'];

function ruleCue(hit: Hit<Sign> | undefined): RuleCue | null {
  return hit && hit.value.kind === 'rule' ? hit.value.cue : null;
}

// The min or max word said just before a number ("at most 2000", "almeno 50"), if any.
function qualifierBefore(hits: readonly Hit<Sign>[], at: number): RuleCue | null {
  const near = hits.filter((hit) => hit.end <= at && hit.end >= at - 3);
  const last = near[near.length - 1];
  const cue = ruleCue(last);
  return cue && QUALIFIERS.includes(cue) ? cue : null;
}

function numberItem(value: number, unit: RuleCue | null, bound: Bound, qualified: boolean, at: number): RuleItem | null {
  switch (unit) {
    case 'mb':
      return { kind: 'size', mb: value, at };
    case 'gb':
      return { kind: 'size', mb: value * 1000, at };
    case 'kb':
      return { kind: 'size', mb: value / 1000, at };
    case 'chars':
      return { kind: 'length', bound, value, at };
    case 'money':
      return { kind: 'amount', bound, value, at };
    case 'words':
      return null;
    default:
      return qualified ? { kind: 'limit', bound, value, at } : { kind: 'scale', value, at };
  }
}

function numberItems(words: Tokens, hits: readonly Hit<Sign>[]): RuleItem[] {
  const items: RuleItem[] = [];
  let rangeEnd = -1;
  words.forEach((word, at) => {
    const value = numberOf(word);
    if (value === null) return;
    const unitCue = ruleCue(hits.find((hit) => hit.start === at + 1));
    const unit = unitCue && UNITS.includes(unitCue) ? unitCue : null;
    let qualifier = at === rangeEnd ? 'max' : qualifierBefore(hits, at);
    if (qualifier === 'between') {
      // "between 50 and 2000", "da 1 a 10": a range only when a second number follows.
      const next = words.findIndex((other, index) => index > at && index <= at + 3 && numberOf(other) !== null);
      qualifier = next > 0 ? 'min' : null;
      if (next > 0) rangeEnd = next;
    }
    const item = numberItem(value, unit, qualifier === 'min' ? 'min' : 'max', qualifier !== null, at);
    if (item) items.push(item);
  });
  return items;
}

/** The rules said in a clause: required or optional, formats, sizes, lengths, bounds, scales. */
export function ruleItems(words: Tokens, hits: readonly Hit<Sign>[]): RuleItem[] {
  const items: RuleItem[] = numberItems(words, hits);
  for (const hit of hits) {
    const sign = hit.value;
    if (sign.kind === 'rule' && (sign.cue === 'required' || sign.cue === 'optional')) items.push({ kind: sign.cue, at: hit.start });
    if (sign.kind === 'format') items.push({ kind: 'format', name: sign.name, at: hit.start });
  }
  return items.sort((a, b) => a.at - b.at);
}
