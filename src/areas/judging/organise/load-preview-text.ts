import type { EndpointOutput } from '../../../../contract/endpoint.ts';
import type { SessionPreview } from '../../../../contract/judging-organisers.ts';

/** What saving a session would assign, as the server worked it out. */
export type LoadPreview = EndpointOutput<typeof SessionPreview>;

/** The words the preview is told in (the `judging` namespace's editor texts). */
export interface PreviewWords {
  previewSubmissions(arg: { count: number }): string;
  previewShort(arg: { count: number }): string;
}

/**
 * The preview in a line ("12 submissions · Anna 8, Bruno 8, Carla 8"), and, when some submissions
 * would get fewer judges than the mode asks, the warning that says how many.
 */
export function previewText(preview: LoadPreview, words: PreviewWords, locale: string): { summary: string; short: string | null } {
  const loads = preview.loads.map((load) => `${load.judge.name} ${load.count.toLocaleString(locale)}`).join(', ');
  const summary = [words.previewSubmissions({ count: preview.submissions }), loads].filter((part) => part !== '').join(' · ');
  return { summary, short: preview.short > 0 ? words.previewShort({ count: preview.short }) : null };
}
