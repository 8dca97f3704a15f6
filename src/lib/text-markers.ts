import type { Dictionary } from './text-overrides.ts';

// While the texts are edited in place, each text ends with an invisible marker naming its key, so
// a click on a text finds the key from the text itself (Tolgee's "invisible" mode does the same).
// A marker is a start character and the key's number in this page's table, in base 4 with four
// zero-width characters: short, and never seen.
const START = '\u2063';
const DIGITS = ['\u200b', '\u200c', '\u200d', '\u2060'] as const;
const WIDTH = 8;
// Alternatives, not a character class: the zero-width joiner would join its neighbours in one.
const DIGIT = `(?:${DIGITS.join('|')})`;
const MARKER = new RegExp(`${START}(${DIGIT}{${WIDTH}})`, 'g');
const ANY_MARK = new RegExp(`${START}|${DIGIT}`, 'g');

const keys: string[] = [];
const numbers = new Map<string, number>();

function numberOf(key: string): number {
  let number = numbers.get(key);
  if (number === undefined) {
    number = keys.push(key) - 1;
    numbers.set(key, number);
  }
  return number;
}

/** The text followed by the invisible marker of its key. */
export function markText(text: string, key: string): string {
  let number = numberOf(key);
  let code = '';
  for (let place = 0; place < WIDTH; place++) {
    code = DIGITS[number % 4]! + code;
    number = Math.floor(number / 4);
  }
  return text + START + code;
}

/** Every text of a dictionary marked with its key, its path in the dictionary after `prefix`. */
export function markDictionary(dictionary: Dictionary, prefix = ''): Dictionary {
  const marked: Dictionary = {};
  for (const [name, value] of Object.entries(dictionary)) {
    marked[name] = typeof value === 'string' ? markText(value, prefix + name) : markDictionary(value, `${prefix}${name}.`);
  }
  return marked;
}

/** The keys of the marked texts a piece of text holds, in order, each once. */
export function markedKeys(text: string): string[] {
  const found = new Set<string>();
  for (const [, code] of text.matchAll(MARKER)) {
    let number = 0;
    for (const digit of code!) number = number * 4 + DIGITS.indexOf(digit as (typeof DIGITS)[number]);
    const key = keys[number];
    if (key !== undefined) found.add(key);
  }
  return [...found];
}

/** The text without its markers. */
export function stripMarkers(text: string): string {
  return text.replace(ANY_MARK, '');
}
