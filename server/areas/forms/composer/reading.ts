import type { FieldType } from '../../../../contract/form-definition.ts';
import { knownField } from './catalogue.ts';
import type { CommandCue } from './cues-commands.ts';
import type { Hit } from './matcher.ts';
import { ruleItems, type RuleItem } from './rule-items.ts';
import type { Tokens } from './text.ts';
import type { Sign } from './vocabulary.ts';

/** A field named in a clause: a known field's key or a draft field's key, and whether to add or remove it. */
export interface Mention {
  source: 'known' | 'draft';
  key: string;
  at: number;
  mode: 'add' | 'remove';
}

/** A request to place fields before or after another, or at the top or bottom of their block. */
export interface Placement {
  subjects: Mention[];
  anchor: Mention | null;
  where: 'before' | 'after' | 'top' | 'bottom';
}

/** What a clause asks: the fields it names, the rules it says, and a placement if it asks one. */
export interface Reading {
  mentions: Mention[];
  items: RuleItem[];
  placement: Placement | null;
  /** Whether the clause speaks of every field ("all required"). */
  all: boolean;
}

/** What the reader needs to know besides the clause. */
export interface ReadingContext {
  /** Whether this is the description's first clause, where "a call for startups" may open it. */
  first: boolean;
  /** Whether the description or the draft has a last name: a bare "name" is then the first name. */
  lastName: boolean;
  typeOf: (source: Mention['source'], key: string) => FieldType | undefined;
}

const cueOf = (hit: Hit<Sign>): CommandCue | null => (hit.value.kind === 'command' ? hit.value.cue : null);

// "A call for startups with...": what comes before "with" describes the form, not its fields.
function withoutPreamble(hits: Hit<Sign>[]): Hit<Sign>[] {
  const opening = hits.findIndex((hit) => cueOf(hit) === 'form' && hit.start < 5);
  if (opening < 0) return hits;
  const close = hits.findIndex((hit, index) => index > opening && ['with', 'add', 'remove'].includes(cueOf(hit) ?? ''));
  return close < 0 ? [] : hits.slice(close);
}

// A loose word takes its other meaning from the words around it.
function settle(hits: Hit<Sign>[], context: ReadingContext): Hit<Sign>[] {
  const namesFormat = hits.some((hit) => hit.value.kind === 'format');
  let fileBefore = false;
  return hits.map((hit) => {
    const sign = hit.value;
    if (sign.kind !== 'known' && sign.kind !== 'draft') return hit;
    const known = sign.kind === 'known' ? knownField(sign.key) : undefined;
    let value: Sign = sign;
    if (sign.kind === 'known' && sign.loose && known?.format && fileBefore) value = { kind: 'format', name: known.format };
    else if (known?.asFile && namesFormat) value = { kind: 'known', key: known.asFile, loose: false };
    else if (sign.kind === 'known' && sign.loose && sign.key === 'full_name' && context.lastName) value = { kind: 'known', key: 'first_name', loose: false };
    if (value.kind === 'known' || value.kind === 'draft') fileBefore ||= context.typeOf(value.kind, value.key) === 'file';
    return { ...hit, value };
  });
}

function mentionsOf(hits: Hit<Sign>[]): Mention[] {
  const mentions: Mention[] = [];
  let mode: Mention['mode'] = 'add';
  for (const hit of hits) {
    const sign = hit.value;
    const cue = cueOf(hit);
    if (cue === 'remove' || (cue === 'remove_leading' && hit.start === 0)) mode = 'remove';
    if (cue === 'add') mode = 'add';
    if (sign.kind === 'known' || sign.kind === 'draft') mentions.push({ source: sign.kind, key: sign.key, at: hit.start, mode });
  }
  return mentions;
}

function placementOf(hits: Hit<Sign>[], mentions: Mention[]): Placement | null {
  const adding = mentions.filter((mention) => mention.mode === 'add');
  for (const hit of hits) {
    const where = cueOf(hit);
    if (where === 'before' || where === 'after') {
      const subjects = adding.filter((mention) => mention.at < hit.start);
      const anchor = adding.find((mention) => mention.at > hit.start);
      if (subjects.length > 0 && anchor) return { subjects, anchor, where };
    }
    if ((where === 'top' || where === 'bottom') && hits.some((other) => cueOf(other) === 'move') && adding.length > 0) {
      return { subjects: adding, anchor: null, where };
    }
  }
  return null;
}

/** Reads one clause: the fields it names, in order, the rules it says and where it places them. */
export function readClause(words: Tokens, found: Hit<Sign>[], context: ReadingContext): Reading {
  const hits = settle(context.first ? withoutPreamble(found) : found, context);
  const mentions = mentionsOf(hits);
  const all = hits.some((hit) => cueOf(hit) === 'all');
  return { mentions, items: ruleItems(words, hits), placement: placementOf(hits, mentions), all };
}
