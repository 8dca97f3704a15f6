import { logExportJob } from '../areas/installation/log-export.ts';
import { rankingExportJob } from '../areas/judging/ranking-export.ts';
import { resultsExportJob } from '../areas/results/export.ts';
import { voteExportJob } from '../areas/votes/export.ts';
import type { JobKind } from './kind.ts';

/** Every kind of job the runners take. */
export const JOB_KINDS: JobKind[] = [logExportJob, rankingExportJob, resultsExportJob, voteExportJob];
