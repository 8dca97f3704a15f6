import type { EndpointInput } from '../../../contract/endpoint.ts';
import { VOTE_LIST_FILTERS, type VoteList } from '../../../contract/votes.ts';
import { positiveInt } from '../../lib/url-params.ts';
import { isUuid } from '../../lib/ids.ts';

/** The votes one page of the list holds. */
export const VOTE_PAGE_SIZE = 25;

/** The votes list's choices as the address keeps them: which votes, of which submission ('' for all), the page. */
export type VoteListQuery = {
  filter: (typeof VOTE_LIST_FILTERS)[number];
  submission: string;
  page: number;
};

/** Every vote, first page. */
export const DEFAULT_VOTE_LIST: VoteListQuery = { filter: 'all', submission: '', page: 1 };


/** Reads the list's choices from the address; anything it cannot read is no choice. */
export function voteListFromParams(params: URLSearchParams): VoteListQuery {
  const filter = params.get('filter');
  const submission = params.get('submission') ?? '';
  return {
    filter: (VOTE_LIST_FILTERS as readonly string[]).includes(filter ?? '') ? (filter as VoteListQuery['filter']) : 'all',
    submission: isUuid(submission) ? submission.toLowerCase() : '',
    page: positiveInt(params.get('page'), 1),
  };
}

/** What the list asks the server for. */
export function voteListPayload(query: VoteListQuery, scope: { company: string; project: string; form: string }): EndpointInput<typeof VoteList> {
  return { ...scope, filter: query.filter, page: query.page, pageSize: VOTE_PAGE_SIZE, ...(query.submission ? { submission: query.submission } : {}) };
}
