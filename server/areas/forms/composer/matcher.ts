import { tokens, type Tokens } from './text.ts';

/** One word of a phrase: the whole word, or a stem that any longer word may continue ("telefon*"). */
interface Part {
  word: string;
  stem: boolean;
}

/** A phrase the matcher looks for, and what it stands for. */
export interface Phrase<T> {
  parts: Part[];
  value: T;
}

// Small words a phrase may skip between its own words: "nome dell'azienda" reads as "nome azienda".
const CONNECTORS = new Set(
  [
    'of the a an to for your my',
    'di del della dell dello dei degli delle da dal dalla il lo la i gli le l al alla allo ai per tuo tua',
    'de el los las su sus tu un una',
    'du des d votre vos au aux une',
    'do dos das o os as seu sua um uma',
  ].flatMap((line) => line.split(' ')),
);

/** A phrase written as words; a word ending in "*" is a stem. */
export function phrase<T>(text: string, value: T): Phrase<T> {
  const parts = text.split(/\s+/).flatMap((piece) => {
    const stem = piece.endsWith('*');
    const words = tokens(stem ? piece.slice(0, -1) : piece);
    return words.map((word, index) => ({ word, stem: stem && index === words.length - 1 }));
  });
  return { parts, value };
}

function fits(part: Part, token: string): boolean {
  return part.stem ? token.startsWith(part.word) : token === part.word;
}

// The end of the phrase when it starts at `start`, or -1.
function endOf(parts: Part[], words: Tokens, start: number): number {
  let at = start;
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p]!;
    if (p > 0) {
      let skipped = 0;
      while (at < words.length && skipped < 2 && !fits(part, words[at]!) && CONNECTORS.has(words[at]!)) {
        at++;
        skipped++;
      }
    }
    if (at >= words.length || !fits(part, words[at]!)) return -1;
    at++;
  }
  return at;
}

/** Where a phrase was found: its value and the words it covers. */
export interface Hit<T> {
  value: T;
  start: number;
  end: number;
}

// Stems are filed under their first letters, so a word is tried only against phrases that can start with it.
const STEM_KEY = 3;

/** Phrases filed by their first word, in the order they were given. */
export class Phrasebook<T> {
  private readonly exact = new Map<string, Phrase<T>[]>();
  private readonly stems = new Map<string, Phrase<T>[]>();
  private readonly shortStems: Phrase<T>[] = [];

  constructor(phrases: readonly Phrase<T>[]) {
    for (const entry of phrases) {
      const first = entry.parts[0];
      if (!first) continue;
      if (!first.stem) this.file(this.exact, first.word, entry);
      else if (first.word.length >= STEM_KEY) this.file(this.stems, first.word.slice(0, STEM_KEY), entry);
      else this.shortStems.push(entry);
    }
  }

  private file(map: Map<string, Phrase<T>[]>, key: string, entry: Phrase<T>): void {
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  }

  /** The phrases that may start at this word. */
  startingWith(word: string): Phrase<T>[] {
    return [...(this.exact.get(word) ?? []), ...(this.stems.get(word.slice(0, STEM_KEY)) ?? []), ...this.shortStems];
  }
}

/**
 * The phrases found in the words, left to right, each word in one phrase at most: where
 * several phrases start at the same word the longest wins ("nome e cognome" over "nome"), and
 * between equally long ones the first book's.
 */
export function findAll<T>(words: Tokens, books: readonly Phrasebook<T>[]): Hit<T>[] {
  const hits: Hit<T>[] = [];
  let at = 0;
  while (at < words.length) {
    let best: Hit<T> | null = null;
    for (const book of books) {
      for (const candidate of book.startingWith(words[at]!)) {
        const end = endOf(candidate.parts, words, at);
        if (end > at && (!best || end > best.end)) best = { value: candidate.value, start: at, end };
      }
    }
    if (best) hits.push(best);
    at = best ? best.end : at + 1;
  }
  return hits;
}

