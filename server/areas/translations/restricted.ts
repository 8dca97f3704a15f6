/**
 * The keys no override may change, with why: the one place that decides it.
 *
 * - `product_name`: the product's name, which the sign-in page and the loading screen show to
 *   tell people where they are typing their password; renamed at run time, a sign-in page could
 *   pass for another site's.
 * - `legal`: the words a registered user's acceptance of a condition records ("I accept “…”",
 *   which conditions are required). Their wording is part of what was accepted, so it is owned by
 *   Conditions (published version by version there), never corrected at run time.
 */
export const RESTRICTED_KEYS: Readonly<Record<string, 'product_name' | 'legal'>> = {
  'app.name': 'product_name',
  'public.conditions.accept': 'legal',
  'public.conditions.required': 'legal',
  'public.conditions.optional': 'legal',
  'public.conditions.mustAccept': 'legal',
};
