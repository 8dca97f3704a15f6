import { CLOSING_FIELDS } from './fields-closing.ts';
import { FILE_FIELDS } from './fields-files.ts';
import type { KnownField } from './known-field.ts';
import { ORGANISATION_FIELDS } from './fields-organisation.ts';
import { PERSON_FIELDS } from './fields-person.ts';
import { PROJECT_FIELDS } from './fields-project.ts';

/** Every field the built-in composer knows, in the order it prefers them. */
export const KNOWN_FIELDS: readonly KnownField[] = [
  ...PERSON_FIELDS,
  ...ORGANISATION_FIELDS,
  ...PROJECT_FIELDS,
  ...FILE_FIELDS,
  ...CLOSING_FIELDS,
];

const BY_KEY = new Map(KNOWN_FIELDS.map((known) => [known.field.key, known]));

/** The known field with this key. */
export function knownField(key: string): KnownField | undefined {
  return BY_KEY.get(key);
}
