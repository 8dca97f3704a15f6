import { describe, expect, it } from 'vitest';
import { rankSubmissions, weightedTotal, type RankedCriterion, type RankedScore } from '../../server/areas/judging/ranking.ts';

// Quality weighs twice, impact once; fit is shown to judges and averaged, never counted.
const CRITERIA: RankedCriterion[] = [
  { key: 'quality', weight: 2, counted: true },
  { key: 'impact', weight: 1, counted: true },
  { key: 'fit', weight: 1, counted: false },
];

// Ada is lenient, Bruno severe; Bruno abstains on s3, Carla declares a conflict with it.
const SCORES: RankedScore[] = [
  { judge: 'ada', submission: 's1', values: { quality: 5, impact: 4, fit: 3 } },
  { judge: 'ada', submission: 's2', values: { quality: 4, impact: 4 } },
  { judge: 'ada', submission: 's3', values: { quality: 3, impact: 2 } },
  { judge: 'bruno', submission: 's1', values: { quality: 3, impact: 2 } },
  { judge: 'bruno', submission: 's2', values: { quality: 2, impact: 1 } },
  { judge: 'bruno', submission: 's3', values: { quality: 5, impact: 5 }, abstain: true },
  { judge: 'carla', submission: 's3', values: { quality: 1, impact: 1 }, conflict: true },
];

/*
 * By hand. Weighted totals: Ada s1 14, s2 12, s3 8 (mean 34/3, population sd √(56/9) = 2.494438);
 * Bruno s1 8, s2 5 (mean 6.5, sd 1.5). Z-scores: Ada s1 (14 − 11.3333)/2.494438 = 1.069045,
 * s2 0.267261, s3 −1.336306; Bruno s1 +1, s2 −1.
 *
 * | submission | judges | total | sd  | range | normalised                      | rank | rank (normalised) |
 * | s1         | 2      | 11    | 3   | 6     | (1.069045 + 1) / 2 = 1.034522   | 1    | 1                 |
 * | s2         | 2      | 8.5   | 3.5 | 7     | (0.267261 − 1) / 2 = −0.366369  | 2    | 2                 |
 * | s3         | 1      | 8     | 0   | 0     | −1.336306                       | 3    | 3                 |
 * | s4         | 0      | —     | —   | —     | —                               | —    | —                 |
 */
describe("a judging session's ranking", () => {
  it('gives the weighted totals, the means and medians per criterion, the spread and the z-score average of a hand-computed table', () => {
    const lines = rankSubmissions(['s4', 's3', 's2', 's1'], CRITERIA, SCORES);
    expect(lines.map((line) => line.submission)).toEqual(['s1', 's2', 's3', 's4']);
    const [s1, s2, s3, s4] = lines as [(typeof lines)[0], (typeof lines)[0], (typeof lines)[0], (typeof lines)[0]];

    expect(s1).toMatchObject({ judges: 2, total: 11, spread: { sd: 3, range: 6 }, rank: 1, rank_normalised: 1 });
    expect(s1.mean).toEqual({ quality: 4, impact: 3, fit: 3 });
    expect(s1.median).toEqual({ quality: 4, impact: 3, fit: 3 });
    expect(s1.normalised).toBeCloseTo(1.034522, 6);

    expect(s2).toMatchObject({ judges: 2, total: 8.5, spread: { sd: 3.5, range: 7 }, rank: 2, rank_normalised: 2 });
    expect(s2.mean).toEqual({ quality: 3, impact: 2.5 });
    expect(s2.normalised).toBeCloseTo(-0.366369, 6);

    // The abstention and the conflict count nowhere: one judge, Ada's figures alone.
    expect(s3).toMatchObject({ judges: 1, total: 8, spread: { sd: 0, range: 0 }, mean: { quality: 3, impact: 2 }, rank: 3, rank_normalised: 3 });
    expect(s3.normalised).toBeCloseTo(-1.336306, 6);

    expect(s4).toEqual({ submission: 's4', judges: 0, total: null, mean: {}, median: {}, spread: null, normalised: null, rank: null, rank_normalised: null });
  });

  it('ranks a severe and a lenient judge alike once normalised, where the raw totals favour the lenient one', () => {
    const scores: RankedScore[] = [
      { judge: 'lenient', submission: 'x', values: { quality: 5, impact: 5 } },
      { judge: 'lenient', submission: 'y', values: { quality: 4, impact: 4 } },
      { judge: 'severe', submission: 'z', values: { quality: 2, impact: 2 } },
      { judge: 'severe', submission: 'w', values: { quality: 1, impact: 1 } },
    ];
    const lines = rankSubmissions(['x', 'y', 'z', 'w'], CRITERIA, scores);
    const by = Object.fromEntries(lines.map((line) => [line.submission, line]));
    expect([by.x!.rank, by.y!.rank, by.z!.rank, by.w!.rank]).toEqual([1, 2, 3, 4]);
    // Each judge's better one is +1, the other −1: x and z share the first place, y and w the third.
    expect([by.x!.normalised, by.z!.normalised, by.y!.normalised, by.w!.normalised]).toEqual([1, 1, -1, -1]);
    expect([by.x!.rank_normalised, by.z!.rank_normalised, by.y!.rank_normalised, by.w!.rank_normalised]).toEqual([1, 1, 3, 3]);
  });

  it('shows ties as shared ranks, the next rank skipping them (1, 1, 3)', () => {
    const scores: RankedScore[] = [
      { judge: 'ada', submission: 'a', values: { quality: 3, impact: 4 } },
      { judge: 'ada', submission: 'b', values: { quality: 4, impact: 2 } },
      { judge: 'ada', submission: 'c', values: { quality: 1, impact: 1 } },
    ];
    const lines = rankSubmissions(['a', 'b', 'c'], CRITERIA, scores);
    expect(lines.map((line) => [line.submission, line.total, line.rank])).toEqual([
      ['a', 10, 1],
      ['b', 10, 1],
      ['c', 3, 3],
    ]);
  });

  it('counts only the criteria counted, and only the values given', () => {
    expect(weightedTotal({ quality: 5, impact: 4, fit: 5 }, CRITERIA)).toBe(14);
    expect(weightedTotal({ quality: 5 }, CRITERIA)).toBe(10);
    expect(weightedTotal({}, CRITERIA)).toBe(0);
  });

  it('gives a judge whose totals are all equal z-scores of 0', () => {
    const scores: RankedScore[] = [
      { judge: 'flat', submission: 'a', values: { quality: 3, impact: 3 } },
      { judge: 'flat', submission: 'b', values: { quality: 3, impact: 3 } },
    ];
    expect(rankSubmissions(['a', 'b'], CRITERIA, scores).map((line) => [line.normalised, line.rank_normalised])).toEqual([
      [0, 1],
      [0, 1],
    ]);
  });
});
