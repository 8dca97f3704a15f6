import { fieldsOf, type FormDefinition, type FormField } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import { knownField } from './catalogue.ts';
import { findAll } from './matcher.ts';
import type { Mention } from './reading.ts';
import { tokens } from './text.ts';
import { fieldPhrases } from './vocabulary.ts';

/** The field a mention names: the draft's own when it has it, else the known field to add. */
export interface Target {
  key: string;
  field: FormField;
  present: boolean;
}

/** How the composer reads a draft: in a language, and whether a bare "name" is a first name there. */
export interface Lens {
  lang: Language;
  lastName: boolean;
}

const meanings = new Map<string, string | null>();

/** The known field a label means ("Nome e cognome": full_name), or null. */
export function meaningOf(field: FormField, lens: Lens): string | null {
  const id = `${lens.lang}|${lens.lastName}|${JSON.stringify(field.label)}`;
  if (!meanings.has(id)) {
    const hits = Object.values(field.label).flatMap((text) => findAll(tokens(text ?? ''), [fieldPhrases(lens.lang)]));
    const best = hits.reduce<(typeof hits)[number] | null>((top, hit) => (!top || hit.end - hit.start > top.end - top.start ? hit : top), null);
    const sign = best?.value;
    const key = sign?.kind !== 'known' ? null : sign.loose && sign.key === 'full_name' && lens.lastName ? 'first_name' : sign.key;
    if (meanings.size > 5000) meanings.clear();
    meanings.set(id, key);
  }
  return meanings.get(id) ?? null;
}

const byDraft = new WeakMap<FormDefinition, Map<string, FormField | undefined>>();

/** The draft's field for a known key: the field with that key, or one whose label means it. */
export function presentField(draft: FormDefinition, key: string, lens: Lens): FormField | undefined {
  let found = byDraft.get(draft);
  if (!found) byDraft.set(draft, (found = new Map()));
  const id = `${lens.lang}|${lens.lastName}|${key}`;
  if (!found.has(id)) {
    const fields = fieldsOf(draft).map(({ field }) => field);
    found.set(id, fields.find((field) => field.key === key) ?? fields.find((field) => meaningOf(field, lens) === key));
  }
  return found.get(id);
}

/** What a mention names in the draft as it stands. */
export function resolve(mention: Pick<Mention, 'source' | 'key'>, draft: FormDefinition, lens: Lens): Target | null {
  if (mention.source === 'draft') {
    const field = fieldsOf(draft).find((entry) => entry.field.key === mention.key)?.field;
    return field ? { key: field.key, field, present: true } : null;
  }
  const present = presentField(draft, mention.key, lens);
  if (present) return { key: present.key, field: present, present: true };
  const known = knownField(mention.key);
  return known ? { key: known.field.key, field: structuredClone(known.field), present: false } : null;
}
