import { describe, expect, it } from 'vitest';
import { dateTimeline, everyDay, everyMonth, rangeLabel } from '../../src/areas/results/dashboard/chart-data.ts';

describe('the dashboard’s timelines', () => {
  it('puts back the days with nothing sent, so a timeline keeps its pace', () => {
    expect(everyDay([{ value: '2026-03-03', count: 2 }, { value: '2026-02-28', count: 1 }])).toEqual([
      { value: '2026-02-28', count: 1 },
      { value: '2026-03-01', count: 0 },
      { value: '2026-03-02', count: 0 },
      { value: '2026-03-03', count: 2 },
    ]);
    expect(everyMonth([{ value: '2025-11', count: 1 }, { value: '2026-02', count: 4 }]).map((month) => month.value)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('reads a date field by month over three years at most, and by year beyond (dates of birth)', () => {
    expect(dateTimeline([{ value: '2026-01', count: 1 }, { value: '2026-03', count: 2 }])).toEqual({
      by: 'month',
      buckets: [
        { value: '2026-01', count: 1 },
        { value: '2026-02', count: 0 },
        { value: '2026-03', count: 2 },
      ],
    });
    const births = dateTimeline([{ value: '1940-05', count: 1 }, { value: '1940-09', count: 2 }, { value: '2008-12', count: 3 }]);
    expect(births.by).toBe('year');
    expect(births.buckets).toHaveLength(69);
    expect(births.buckets[0]).toEqual({ value: '1940', count: 3 });
    expect(births.buckets.at(-1)).toEqual({ value: '2008', count: 3 });
  });

  it('names a histogram’s bucket by its range, a rating’s by its step', () => {
    expect(rangeLabel({ value: '1000', to: 11000, count: 3 }, 'en')).toBe('1,000–11,000');
    expect(rangeLabel({ value: '4', to: 4, count: 3 }, 'en', true)).toBe('4');
  });
});
