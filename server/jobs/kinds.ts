import type { JobKind } from './kind.ts';

/** Every kind of job the runners take. */
export const JOB_KINDS: JobKind[] = [];
