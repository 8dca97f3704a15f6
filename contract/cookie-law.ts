// The cookie banner's fields, apart from theme.ts: the first paint loads that module (theme/load),
// and a schema declared there would bring zod along with it.
import { z } from 'zod';
import { localizedText, requiredText } from './form-definition.ts';

/** The longest address of the cookie policy. */
export const POLICY_URL_MAX_LENGTH = 500;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The address of a page of the web (http or https), or empty for none. */
export const WebAddressField = z
  .string()
  .trim()
  .max(POLICY_URL_MAX_LENGTH)
  .refine((value) => value === '' || isWebAddress(value), { error: 'invalid' });

/**
 * The cookie banner's fields as its screen sends them (the bounds of `CookieLawSchema`): the text
 * and the button's words written in at least one language; the same schema checks the screen and the server.
 */
export const CookieLawFields = z.object({
  enabled: z.boolean(),
  title: localizedText(200),
  body: requiredText(4000),
  accept: requiredText(60),
  policy_url: WebAddressField,
});
