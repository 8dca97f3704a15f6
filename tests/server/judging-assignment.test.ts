import { describe, expect, it } from 'vitest';
import { assign, loadsOf, reassignForConflict, type Assignment } from '../../server/areas/judging/assignment.ts';

const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

function spreadOf(assignment: Assignment, judges: string[]): number {
  const loads = [...loadsOf(assignment, judges).values()];
  return Math.max(...loads) - Math.min(...loads);
}

describe('assigning a judging session', () => {
  it('gives every submission N distinct judges, with loads that differ by at most one, for every size', () => {
    for (let submissions = 1; submissions <= 25; submissions++) {
      for (let judges = 1; judges <= 7; judges++) {
        for (let perSubmission = 1; perSubmission <= judges; perSubmission++) {
          const panel = ids('j', judges);
          const { assignment, short } = assign(ids('s', submissions), panel, { mode: 'per_submission', perSubmission });
          const case_ = `${submissions} submissions, ${judges} judges, ${perSubmission} each`;
          for (const assigned of assignment.values()) {
            expect(assigned, case_).toHaveLength(perSubmission);
            expect(new Set(assigned).size, case_).toBe(perSubmission);
          }
          expect(spreadOf(assignment, panel), case_).toBeLessThanOrEqual(1);
          expect(short.size, case_).toBe(0);
        }
      }
    }
  });

  it('gives every judge every submission in the mode "all", but none they declared a conflict with', () => {
    const { assignment, short } = assign(['s1', 's2'], ['ada', 'bruno', 'carla'], { mode: 'all' }, [{ judge: 'bruno', submission: 's2' }]);
    expect(Object.fromEntries(assignment)).toEqual({ s1: ['ada', 'bruno', 'carla'], s2: ['ada', 'carla'] });
    expect(short.size).toBe(0);
  });

  it('never gives a submission to a judge in conflict with it, and says which submissions lack judges', () => {
    const judges = ['ada', 'bruno', 'carla'];
    const conflicts = [
      { judge: 'ada', submission: 's1' },
      { judge: 'bruno', submission: 's1' },
      { judge: 'carla', submission: 's2' },
    ];
    const { assignment, short } = assign(['s1', 's2', 's3'], judges, { mode: 'per_submission', perSubmission: 2 }, conflicts);
    expect(assignment.get('s1')).toEqual(['carla']);
    expect(assignment.get('s2')!.sort()).toEqual(['ada', 'bruno']);
    expect(assignment.get('s3')).toHaveLength(2);
    expect(Object.fromEntries(short)).toEqual({ s1: 1 });
    // Asking for more judges than there are: every submission is short of the difference.
    expect(Object.fromEntries(assign(['s1'], judges, { mode: 'per_submission', perSubmission: 5 }).short)).toEqual({ s1: 2 });
  });

  it('keeps an earlier assignment and spreads the submissions added later over the lightest judges', () => {
    const judges = ['ada', 'bruno', 'carla'];
    const first = assign(['s1', 's2'], judges, { mode: 'per_submission', perSubmission: 1 }).assignment;
    expect(Object.fromEntries(first)).toEqual({ s1: ['ada'], s2: ['bruno'] });
    const { assignment } = assign(['s1', 's2', 's3', 's4'], judges, { mode: 'per_submission', perSubmission: 1 }, [], first);
    expect(Object.fromEntries(assignment)).toEqual({ s1: ['ada'], s2: ['bruno'], s3: ['carla'], s4: ['ada'] });
    // A judge who left the panel gives their submissions up to the others.
    const without = assign(['s1', 's2', 's3', 's4'], ['bruno', 'carla'], { mode: 'per_submission', perSubmission: 1 }, [], assignment).assignment;
    expect(without.get('s2')).toEqual(['bruno']);
    expect(without.get('s3')).toEqual(['carla']);
    expect(spreadOf(without, ['bruno', 'carla'])).toBeLessThanOrEqual(1);
  });

  it('reassigns a submission a judge declares a conflict with to the least loaded judge free for it', () => {
    const judges = ['ada', 'bruno', 'carla', 'dario'];
    const mode = { mode: 'per_submission', perSubmission: 2 } as const;
    const { assignment } = assign(ids('s', 6), judges, mode);
    const holder = assignment.get('s1')![0]!;
    const loads = loadsOf(assignment, judges);
    const free = judges.filter((judge) => !assignment.get('s1')!.includes(judge));
    const lightestFree = Math.min(...free.map((judge) => loads.get(judge)!));

    const next = reassignForConflict(assignment, judges, mode, { judge: holder, submission: 's1' });

    expect(next).not.toBeNull();
    expect(free).toContain(next);
    expect(loads.get(next!)).toBe(lightestFree);
    expect(assignment.get('s1')).toHaveLength(2);
    expect(assignment.get('s1')).not.toContain(holder);
    // In the mode "all", the judge only leaves it.
    const all = assign(['s1'], judges, { mode: 'all' }).assignment;
    expect(reassignForConflict(all, judges, { mode: 'all' }, { judge: 'ada', submission: 's1' })).toBeNull();
    expect(all.get('s1')).toEqual(['bruno', 'carla', 'dario']);
  });
});
