import { SLUG_MAX_LENGTH } from '../../../contract/limits.ts';
import { asciiName } from '../../../contract/slug.ts';

/** A slug made from a title: accents dropped, lowercase, words joined by hyphens. */
export function slugify(title: string): string {
  return asciiName(title, '-', SLUG_MAX_LENGTH);
}
