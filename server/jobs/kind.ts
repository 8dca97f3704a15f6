import type { z } from 'zod';
import type { AppDeps } from '../deps.ts';

/** A file a job made, kept in the storage under a key the job chose. */
export interface JobFile {
  key: string;
  /** The name the download is saved under. */
  name: string;
  type: string;
  size: number;
}

/** What a finished job leaves: the file it made, and figures to show. */
export interface JobResult {
  file?: JobFile;
  [figure: string]: unknown;
}

/** The job a runner holds, as its kind sees it. */
export interface HeldJob {
  id: string;
  ownerId: string;
  companyId: string | null;
  /** This attempt's number, from 1. */
  attempt: number;
}

/** What a kind's work is given: the job, the process's services, and the way to report. */
export interface JobContext {
  job: HeldJob;
  deps: AppDeps;
  /** Aborted when the job is cancelled, its lease is lost, or the server stops: stop at the next step. */
  signal: AbortSignal;
  /** Where an earlier attempt stopped (null on the first). */
  checkpoint: Record<string, unknown> | null;
  /** Reports progress; throws when the job may not go on (cancelled, lease lost, stopping). */
  progress(done: number, total?: number | null): Promise<void>;
  /** Keeps where the job stands, so a later attempt resumes there; throws like `progress`. */
  save(checkpoint: Record<string, unknown>, done: number, total?: number | null): Promise<void>;
}

/** A job's file about to be served to its owner, as the kind's download hook sees it. */
export interface JobDownload {
  job: { id: string; ownerId: string; companyId: string | null };
  deps: AppDeps;
  /** The operator downloading (the job's owner). */
  operatorId: string;
  ip: string;
  now: Date;
}

/** A kind of job: its name, its input's schema, its work and how it tidies up after itself. */
export interface JobKind<S extends z.ZodType = z.ZodType> {
  name: string;
  input: S;
  /** How many attempts before it fails for good. */
  maxAttempts: number;
  run(ctx: JobContext, input: z.output<S>): Promise<JobResult>;
  /** Removes what an unfinished attempt left behind (part files), after a cancel or a final failure. */
  discard?(ctx: Pick<JobContext, 'job' | 'deps' | 'checkpoint'>): Promise<void>;
  /**
   * Runs before the file is served to its owner: may refuse it (throwing an AppError, such as a file
   * past its expiry) and records the download (an export of people is logged with its purpose).
   */
  download?(download: JobDownload): Promise<void>;
}

/** Declares a job kind, typed from its input schema. */
export function jobKind<S extends z.ZodType>(kind: JobKind<S>): JobKind {
  return kind as unknown as JobKind;
}

/** Why a job's work was stopped from outside. */
export type StopReason = 'cancelled' | 'lease_lost' | 'shutdown';

/** Thrown into a job's work when it must stop; the runner settles the job by the reason. */
export class JobStopped extends Error {
  constructor(readonly reason: StopReason) {
    super(`Job stopped: ${reason}`);
  }
}

/** Throws the reason the job was stopped for, if it was. */
export function throwIfStopped(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof JobStopped ? signal.reason : new JobStopped('shutdown');
}
