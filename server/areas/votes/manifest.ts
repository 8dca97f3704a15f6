import { serverArea } from '../../area.ts';
import { voteExportJob } from './export.ts';
import { voteHandlers } from './routes.ts';

/** A form's public votes: the gallery and casting, and the operators' list, tallies and export. */
export const votesArea = serverArea({ name: 'votes', handlers: voteHandlers, jobs: [voteExportJob] });
