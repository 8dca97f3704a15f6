// Who judges what in a judging session: every judge every submission, or N judges per submission
// with an even load per judge, and a judge's declared conflict of interest taken into account.
// Pure functions over ids, so the rule is the same wherever an assignment is made or changed.

/** How a session spreads its submissions among its judges. */
export type AssignmentMode = { mode: 'all' } | { mode: 'per_submission'; perSubmission: number };

/** The judges of each submission, by submission id; a judge appears at most once per submission. */
export type Assignment = Map<string, string[]>;

/** A judge and a submission they may not judge (a declared conflict of interest). */
export interface Conflict {
  judge: string;
  submission: string;
}

/** An assignment and the submissions that got fewer judges than the mode asks, for lack of free judges. */
export interface AssignmentOutcome {
  assignment: Assignment;
  /** Submission id to the number of judges it lacks. */
  short: Map<string, number>;
}

const conflictKey = (judge: string, submission: string) => `${judge}\n${submission}`;

/** How many submissions each judge holds in an assignment (every judge named, at 0 when they hold none). */
export function loadsOf(assignment: Assignment, judges: readonly string[]): Map<string, number> {
  const loads = new Map(judges.map((judge) => [judge, 0]));
  for (const assigned of assignment.values()) for (const judge of assigned) loads.set(judge, (loads.get(judge) ?? 0) + 1);
  return loads;
}

// The `count` judges with the lightest loads among those allowed, the judges' order breaking ties:
// always giving to the least loaded keeps every two judges' loads within one of each other.
function lightest(judges: readonly string[], loads: Map<string, number>, allowed: (judge: string) => boolean, count: number): string[] {
  return judges
    .map((judge, order) => ({ judge, order, load: loads.get(judge) ?? 0 }))
    .filter((entry) => allowed(entry.judge))
    .sort((a, b) => a.load - b.load || a.order - b.order)
    .slice(0, count)
    .map((entry) => entry.judge);
}

/**
 * Assigns submissions to judges. With `all`, every judge gets every submission they have no
 * conflict with. With `per_submission`, each submission, in the order given, goes to the N least
 * loaded judges without a conflict with it; `existing` (an earlier assignment, kept as it is)
 * counts in the loads, so submissions added later spread over the lightest judges. Without
 * conflicts, the loads of any two judges then differ by at most one.
 */
export function assign(
  submissions: readonly string[],
  judges: readonly string[],
  mode: AssignmentMode,
  conflicts: readonly Conflict[] = [],
  existing: Assignment = new Map(),
): AssignmentOutcome {
  const blocked = new Set(conflicts.map((conflict) => conflictKey(conflict.judge, conflict.submission)));
  const assignment: Assignment = new Map();
  const short = new Map<string, number>();
  const loads = loadsOf(existing, judges);
  for (const submission of submissions) {
    const kept = existing.get(submission)?.filter((judge) => judges.includes(judge) && !blocked.has(conflictKey(judge, submission))) ?? [];
    const wanted = mode.mode === 'all' ? judges.length : Math.min(mode.perSubmission, judges.length);
    const free = (judge: string) => !kept.includes(judge) && !blocked.has(conflictKey(judge, submission));
    const added = lightest(judges, loads, free, Math.max(0, wanted - kept.length));
    for (const judge of added) loads.set(judge, (loads.get(judge) ?? 0) + 1);
    const chosen = [...kept, ...added];
    assignment.set(submission, chosen);
    // Fewer judges than the session asks for: too few judges, or too many of them in conflict.
    if (mode.mode === 'per_submission' && chosen.length < mode.perSubmission) short.set(submission, mode.perSubmission - chosen.length);
  }
  return { assignment, short };
}

/**
 * A judge declares a conflict with a submission they hold: it leaves them and, when the mode asks
 * for N judges per submission, goes to the least loaded judge who has neither it nor a conflict
 * with it. Returns the judge it went to, or null (`all` mode, or no one free).
 */
export function reassignForConflict(
  assignment: Assignment,
  judges: readonly string[],
  mode: AssignmentMode,
  conflict: Conflict,
  conflicts: readonly Conflict[] = [],
): string | null {
  const holders = assignment.get(conflict.submission) ?? [];
  assignment.set(
    conflict.submission,
    holders.filter((judge) => judge !== conflict.judge),
  );
  if (mode.mode === 'all') return null;
  const blocked = new Set([...conflicts, conflict].filter((entry) => entry.submission === conflict.submission).map((entry) => entry.judge));
  const remaining = assignment.get(conflict.submission)!;
  const [next] = lightest(judges, loadsOf(assignment, judges), (judge) => !blocked.has(judge) && !remaining.includes(judge), 1);
  if (!next) return null;
  remaining.push(next);
  return next;
}
