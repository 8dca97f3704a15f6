/**
 * The placeholders a text carries, which an override must keep: typesafe-i18n's parameters
 * (`{0}`, `{name}`, `{name:type}`, `{name|formatter}`, `{name?}`) and plural parts (`{{one|other}}`,
 * `{{count:one|other}}`), and the contract's `{0}`, `{1}` (`formatMessage`). A parameter is named
 * by its name and formatters (its type is the base dictionary's note for the generated types, not
 * part of the text); a plural part by the parameter it counts and its number of forms, so its
 * words may change and its shape may not.
 */

// A plural part first, then a parameter; neither spans a brace.
const PLACEHOLDER = /\{\{([^{}]*)\}\}|\{([^{}]*)\}/g;
const PLURAL_KEY = /^\s*([A-Za-z0-9_]+)\s*:/;

/** The distinct placeholders of a text, in their first order, each as it is written in a check's message (`{name}`, `{{count:…|…}}`). */
export function placeholdersOf(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match[1] !== undefined) found.add(pluralToken(match[1]));
    else found.add(paramToken(match[2]!));
  }
  return [...found];
}

function pluralToken(body: string): string {
  const key = PLURAL_KEY.exec(body)?.[1];
  const forms = body.split('|').length;
  return `{{${key ? `${key}:` : ''}${Array.from({ length: forms }, () => '…').join('|')}}}`;
}

function paramToken(body: string): string {
  const [head = '', ...formatters] = body.split('|').map((part) => part.trim());
  const name = head.replace(/[:?].*$/, '').trim();
  return `{${[name, ...formatters].join('|')}}`;
}

/** What an override lacks and adds of its built-in text's placeholders. */
export function placeholderDifference(builtin: string, override: string): { missing: string[]; extra: string[] } {
  const expected = placeholdersOf(builtin);
  const actual = placeholdersOf(override);
  return { missing: expected.filter((token) => !actual.includes(token)), extra: actual.filter((token) => !expected.includes(token)) };
}

// An HTML or XML tag, comment, declaration or character reference.
const MARKUP = /<\/?[A-Za-z][^<>]*>|<!|&(?:[A-Za-z][A-Za-z0-9]*|#[0-9]+|#x[0-9A-Fa-f]+);/g;

/** The markup an override adds that its built-in text does not carry itself (a text that speaks of `<b>` may keep it). */
export function addedMarkup(builtin: string, override: string): string[] {
  const own = new Set(builtin.match(MARKUP) ?? []);
  return [...new Set(override.match(MARKUP) ?? [])].filter((token) => !own.has(token));
}
