// The ranking of a judging session's submissions from its judges' scores: the weighted total,
// each criterion's mean and median, how much the judges disagree, and a normalised ranking in
// which each judge's totals become z-scores first, so that a severe and a lenient judge weigh the
// same. A handful of sums over at most a few thousand scores: written here rather than taken from
// a statistics package, so that each figure's definition sits beside the code that makes it.

/** A criterion as the ranking reads it. */
export interface RankedCriterion {
  key: string;
  weight: number;
  /** Counted in the totals; a criterion shown only still has its mean and median. */
  counted: boolean;
}

/** One judge's score of one submission; abstentions and conflicts count nowhere. */
export interface RankedScore {
  judge: string;
  submission: string;
  values: Record<string, number>;
  abstain?: boolean;
  conflict?: boolean;
}

/** One submission's line of the ranking. */
export interface RankingLine {
  submission: string;
  /** Judges whose score counts (neither abstained nor in conflict). */
  judges: number;
  /** The mean over its judges of each judge's weighted total (Σ weight × value of the counted criteria). */
  total: number | null;
  /** Each criterion's mean and median over the judges who gave it. */
  mean: Record<string, number>;
  median: Record<string, number>;
  /** How much the judges' weighted totals disagree: population standard deviation, and max − min. */
  spread: { sd: number; range: number } | null;
  /** The mean of its judges' z-scores (each judge's total against that judge's own mean and deviation). */
  normalised: number | null;
  /** Competition ranks (1, 2, 2, 4): equal figures share a rank; null without any score. */
  rank: number | null;
  rank_normalised: number | null;
}

// Figures closer than this are equal: sums of weights times integers differ by far more when they differ.
const EPSILON = 1e-9;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: readonly number[]) => sum(values) / values.length;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The population standard deviation (the judges scored are all there is, not a sample of them). */
function deviation(values: readonly number[]): number {
  const centre = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - centre) ** 2)));
}

/** One judge's weighted total of a score. */
export function weightedTotal(values: Record<string, number>, criteria: readonly RankedCriterion[]): number {
  return sum(criteria.filter((criterion) => criterion.counted && typeof values[criterion.key] === 'number').map((criterion) => criterion.weight * values[criterion.key]!));
}

// Competition ranking of a figure, higher first: each line's rank is one more than the number of lines strictly above it.
function ranks(lines: RankingLine[], figure: (line: RankingLine) => number | null): Map<string, number | null> {
  const figures = lines.map((line) => figure(line)).filter((value): value is number => value !== null);
  return new Map(
    lines.map((line) => {
      const own = figure(line);
      return [line.submission, own === null ? null : figures.filter((other) => other > own + EPSILON).length + 1];
    }),
  );
}

/**
 * The ranking of the submissions named (each once, in the order given, then sorted): those
 * without a counted score come last, with null figures. A judge whose totals are all equal has
 * no spread to measure against: their z-scores are 0, neither raising nor lowering anyone.
 */
export function rankSubmissions(submissions: readonly string[], criteria: readonly RankedCriterion[], scores: readonly RankedScore[]): RankingLine[] {
  const counted = scores.filter((score) => !score.abstain && !score.conflict);
  const totalsByJudge = new Map<string, number[]>();
  for (const score of counted) {
    const list = totalsByJudge.get(score.judge) ?? [];
    list.push(weightedTotal(score.values, criteria));
    totalsByJudge.set(score.judge, list);
  }
  const judgeScale = new Map([...totalsByJudge].map(([judge, totals]) => [judge, { centre: mean(totals), sd: deviation(totals) }]));
  const zOf = (judge: string, total: number) => {
    const scale = judgeScale.get(judge)!;
    return scale.sd < EPSILON ? 0 : (total - scale.centre) / scale.sd;
  };

  const bySubmission = new Map<string, RankedScore[]>();
  for (const score of counted) bySubmission.set(score.submission, [...(bySubmission.get(score.submission) ?? []), score]);
  const lines: RankingLine[] = submissions.map((submission) => {
    const own = bySubmission.get(submission) ?? [];
    const totals = own.map((score) => weightedTotal(score.values, criteria));
    const means: Record<string, number> = {};
    const medians: Record<string, number> = {};
    for (const criterion of criteria) {
      const given = own.map((score) => score.values[criterion.key]).filter((value): value is number => typeof value === 'number');
      if (given.length === 0) continue;
      means[criterion.key] = mean(given);
      medians[criterion.key] = median(given);
    }
    const scored = totals.length > 0;
    return {
      submission,
      judges: own.length,
      total: scored ? mean(totals) : null,
      mean: means,
      median: medians,
      spread: scored ? { sd: deviation(totals), range: Math.max(...totals) - Math.min(...totals) } : null,
      normalised: scored ? mean(own.map((score, index) => zOf(score.judge, totals[index]!))) : null,
      rank: null,
      rank_normalised: null,
    };
  });
  const byTotal = ranks(lines, (line) => line.total);
  const byNormalised = ranks(lines, (line) => line.normalised);
  for (const line of lines) {
    line.rank = byTotal.get(line.submission) ?? null;
    line.rank_normalised = byNormalised.get(line.submission) ?? null;
  }
  // Ranked first, by rank; the unscored after them, in the order given.
  return lines.sort((a, b) => (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY));
}
