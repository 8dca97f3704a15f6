import type { Language } from './languages.ts';

/**
 * The installation's corrections of the contract's texts (validation messages, error texts, field
 * labels), read where those texts are formatted. The server installs them from its cache of the
 * stored overrides, the client from the overrides it loaded; the keys follow the scheme of
 * `contract/translations.ts` (`validation.<message>`, `errors.<code>`, `fields.<module>.<field>`,
 * `fields.common.<field>`). With none installed a text costs one comparison more.
 */

/** A text in every interface language (as `Localized` of `messages.ts`, which reads this file). */
type Localized = Readonly<Record<Language, string>>;

/** The override of one key in one language, or undefined when the built-in text stands. */
export type TextLookup = (key: string) => string | undefined;

/** A language's lookup, or undefined when the language has no overrides. */
export type TextOverrideSource = (lang: Language) => TextLookup | undefined;

let source: TextOverrideSource | null = null;

/** Installs the overrides every contract text reads from now on; null goes back to the built-in texts. Answers the ones it replaced. */
export function setTextOverrides(next: TextOverrideSource | null): TextOverrideSource | null {
  const previous = source;
  source = next;
  return previous;
}

/** The override of a key in a language, if any. */
export function overriddenText(key: string, lang: Language): string | undefined {
  return source === null ? undefined : source(lang)?.(key);
}

/** A keyed text in a language: the override, else the built-in text. */
export function textIn(key: string, lang: Language, builtin: Localized): string {
  if (source === null) return builtin[lang];
  return source(lang)?.(key) ?? builtin[lang];
}

// The key of each label object, so a label met through an area's FIELD_LABELS is found by identity
// (an area that reuses another's labels reads the same key).
const labelKeys = new WeakMap<object, string>();

/**
 * The labels of one contract module, named as they are declared (`export const FIELD_LABELS =
 * namedFieldLabels('mail-merge', {...})`): whichever side reads them, the server or a screen,
 * finds an override of one under the key the catalog lists (`fields.mail-merge.name`).
 */
export function namedFieldLabels<L extends Readonly<Record<string, Localized>>>(module: string, labels: L): L {
  // A label already named (another module's, reused) keeps its first key.
  for (const [field, label] of Object.entries(labels)) {
    if (!labelKeys.has(label)) labelKeys.set(label, `fields.${module}.${field}`);
  }
  return labels;
}

/** The key a label object was named with, if any. */
export function fieldLabelKey(label: Localized): string | undefined {
  return labelKeys.get(label);
}

/** A label in a language: its override when the label was named and overridden, else the built-in text. */
export function labelIn(label: Localized, lang: Language): string {
  if (source === null) return label[lang];
  const key = labelKeys.get(label);
  return (key === undefined ? undefined : source(lang)?.(key)) ?? label[lang];
}
