import { serverArea } from '../../area.ts';
import { voteExportJob } from './export.ts';
import { voteHandlers } from './routes.ts';
import { votesLog } from './log.ts';

/** A form's public votes: the gallery and casting, and the operators' list, tallies and export. */
export const votesArea = serverArea({ name: 'votes', log: votesLog, handlers: voteHandlers, jobs: [voteExportJob] });
