import { fieldsOf, type FormDefinition } from '../../../../contract/form-definition.ts';
import { LANGUAGES, type Language } from '../../../../contract/languages.ts';
import { KNOWN_FIELDS } from './catalogue.ts';
import { COMMAND_CUES, type CommandCue } from './cues-commands.ts';
import { RULE_CUES, type RuleCue } from './cues-rules.ts';
import { FORMATS } from './formats.ts';
import type { Words } from './known-field.ts';
import { phrase, Phrasebook, type Phrase } from './matcher.ts';
import { tokens } from './text.ts';

/** What a phrase of a description stands for. */
export type Sign =
  | { kind: 'known'; key: string; loose: boolean }
  | { kind: 'draft'; key: string }
  | { kind: 'command'; cue: CommandCue }
  | { kind: 'rule'; cue: RuleCue }
  | { kind: 'format'; name: string };

// The phrases of every language; a "!" phrase only in its own.
function wordsIn(words: Partial<Words>, lang: Language): string[] {
  return LANGUAGES.flatMap((language) =>
    (words[language] ?? []).flatMap((word) => (word.startsWith('!') ? (language === lang ? [word.slice(1)] : []) : [word])),
  );
}

function knownPhrases(lang: Language): Phrase<Sign>[] {
  return KNOWN_FIELDS.flatMap((known) => [
    ...wordsIn(known.words, lang).map((word) => phrase<Sign>(word, { kind: 'known', key: known.field.key, loose: false })),
    ...wordsIn(known.loose ?? {}, lang).map((word) => phrase<Sign>(word, { kind: 'known', key: known.field.key, loose: true })),
  ]);
}

const CUES = new Phrasebook<Sign>([
  ...Object.entries(COMMAND_CUES).flatMap(([cue, words]) => words.map((word) => phrase<Sign>(word, { kind: 'command', cue: cue as CommandCue }))),
  ...Object.entries(RULE_CUES).flatMap(([cue, words]) => words.map((word) => phrase<Sign>(word, { kind: 'rule', cue: cue as RuleCue }))),
  ...Object.entries(FORMATS).flatMap(([name, format]) => format.words.map((word) => phrase<Sign>(word, { kind: 'format', name }))),
]);

const byLanguage = new Map<Language, Phrasebook<Sign>>();

/** The phrases of the known fields for an operator writing in a language. */
export function fieldPhrases(lang: Language): Phrasebook<Sign> {
  let book = byLanguage.get(lang);
  if (!book) {
    book = new Phrasebook(knownPhrases(lang));
    byLanguage.set(lang, book);
  }
  return book;
}

const byDraft = new WeakMap<FormDefinition, Phrasebook<Sign>>();
const byName = new Map<string, Phrase<Sign> | null>();

// A field's name as a phrase, kept: the draft is read again after every change proposed.
function namePhrase(name: string, key: string): Phrase<Sign> | null {
  const id = `${key}\u0000${name}`;
  if (!byName.has(id)) {
    if (byName.size > 20_000) byName.clear();
    const words = tokens(name).join(' ');
    byName.set(id, words.length >= 3 ? phrase<Sign>(words, { kind: 'draft', key }) : null);
  }
  return byName.get(id)!;
}

/** The draft's own fields by their labels and keys, so "remove Tax code" finds a field the composer does not know. */
export function draftPhrases(draft: FormDefinition): Phrasebook<Sign> {
  let book = byDraft.get(draft);
  if (!book) {
    const names = fieldsOf(draft).flatMap(({ field }) =>
      [...Object.values(field.label), field.key.replace(/[_-]+/g, ' ')].map((name) => namePhrase(name ?? '', field.key)),
    );
    book = new Phrasebook(names.filter((entry): entry is Phrase<Sign> => entry !== null));
    byDraft.set(draft, book);
  }
  return book;
}

/** Every phrase a clause is read with: the draft's own first, then the known fields, then the cues. */
export function vocabulary(lang: Language, draft: FormDefinition): Phrasebook<Sign>[] {
  return [draftPhrases(draft), fieldPhrases(lang), CUES];
}
