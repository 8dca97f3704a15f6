import { buildCall, type EndpointOutput } from '../../../contract/endpoint.ts';
import { VOTE_FILE_PATH, VoteGallery } from '../../../contract/votes.ts';
import { publicCall, type PublicResult, type SitePlace } from '../api.ts';

/** What the gallery call answers: the vote's settings, the voter fields, one page of submissions, the voter's votes. */
export type GalleryAnswer = EndpointOutput<typeof VoteGallery>;

/** One submission of the gallery. */
export type GalleryItem = GalleryAnswer['items'][number];

/** How many submissions one page of the gallery shows. */
export const GALLERY_PAGE_SIZE = 12;

/** Asks one page of a form's vote gallery. */
export function fetchGallery(place: SitePlace, form: string, page = 1): Promise<PublicResult<GalleryAnswer>> {
  return publicCall(VoteGallery, { ...place, form, page, pageSize: GALLERY_PAGE_SIZE });
}

/** The address a file answered in a voter field is read at, by whoever sees the gallery. */
export function voteFileUrl(place: SitePlace, form: string, media: string): string {
  return `/api/${buildCall(VOTE_FILE_PATH, { ...place, form, media }).path}`;
}
