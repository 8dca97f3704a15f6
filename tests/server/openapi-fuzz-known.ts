import type { FuzzRequest } from './fuzz-request.ts';

/** A 5xx the fuzzer found that is being fixed: the operations it shows in, how to recognise its requests, and requests that show it. */
export interface KnownHole {
  issue: string;
  /** The documented paths (`/api/company/{company}/projects/create`) where it shows. */
  operations: string[];
  matches(request: FuzzRequest): boolean;
  /** Sent as the installation admin, each answers 5xx while the hole is open. */
  examples: Array<{ path: string; body: unknown }>;
}

/**
 * The holes the fuzzer found that are not fixed yet. The fuzzer reports their requests (a
 * warning each) instead of failing, and each example is checked to still answer 5xx: once the
 * hole is fixed that check fails, the entry goes, and the fuzzer holds the fix from then on.
 */
export const KNOWN_5XX: KnownHole[] = [];

/** The known hole a request to an operation that answered 5xx falls in, if any. */
export function knownHole(operation: string, request: FuzzRequest): KnownHole | undefined {
  return KNOWN_5XX.find((hole) => hole.operations.includes(operation) && hole.matches(request));
}
