/** A dictionary as typesafe-i18n reads it: nested objects of strings. */
export interface Dictionary {
  [key: string]: unknown;
}

/** Every text of a dictionary by its dotted key. */
export function flatten(dictionary: Dictionary, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, text] of flatten(value as Dictionary, path)) out.set(inner, text);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

// `{name}`, `{name:string}`, `{name|formatter}` all name the argument `name`; a plural's forms
// (`{{submission|submissions}}`) are words of the language, not arguments.
function argumentsOf(text: string): Set<string> {
  return new Set(Array.from(text.replace(/\{\{[^{}]*\}\}/g, '').matchAll(/\{\s*([A-Za-z0-9_]+)\??\s*(?::[^}|]*)?(?:\|[^}]*)?\}/g), (match) => match[1]!));
}

/**
 * What is wrong with one language's dictionary against the base one: keys missing or
 * empty, keys the base does not have, and arguments the base text does not offer.
 */
export function dictionaryProblems(base: Dictionary, dictionary: Dictionary): string[] {
  const baseTexts = flatten(base);
  const texts = flatten(dictionary);
  const problems: string[] = [];
  for (const [key, baseText] of baseTexts) {
    const text = texts.get(key);
    if (text === undefined) problems.push(`missing key "${key}"`);
    else if (typeof text !== 'string' || text.trim() === '') problems.push(`empty key "${key}"`);
    else if (typeof baseText === 'string') {
      const offered = argumentsOf(baseText);
      for (const name of argumentsOf(text)) {
        if (!offered.has(name)) problems.push(`key "${key}" uses {${name}}, which the base text does not have`);
      }
    }
  }
  for (const key of texts.keys()) {
    if (!baseTexts.has(key)) problems.push(`unknown key "${key}" (not in the base language)`);
  }
  return problems;
}
