import { describe, expect, it } from 'vitest';
import { ResultsFiltersSchema, TagField, type ResultsFilters } from '../../contract/results.ts';
import { countFilters, filtersFromParams, filtersToParams, resultsSearch } from '../../src/lib/filters/filter-params.ts';

const read = (search: string) => filtersFromParams(new URLSearchParams(search));
const roundTrip = (filters: ResultsFilters) => read(resultsSearch(filters));

const EVERY_FILTER: ResultsFilters = {
  status: ['received', 'in_review'],
  tags: ['shortlist', 'second round'],
  submitted_from: '2026-03-01',
  submitted_to: '2026-03-31',
  lang: ['it', 'en'],
  version: [1, 2],
  user: 'rossi',
  answers: [
    { field: 'categoria', op: 'is', values: ['arte', 'scienza'] },
    { field: 'temi', op: 'is_not', values: ['clima'] },
    { field: 'budget', op: 'range', min: 1000, max: 5000.5 },
    { field: 'maturita', op: 'range', min: 3 },
    { field: 'nascita', op: 'dates', from: '1990-01-01', to: '2000-12-31' },
    { field: 'descrizione', op: 'contains', text: 'solar panels: cheap, clean' },
    { field: 'allegato', op: 'answered' },
    { field: 'sito', op: 'empty' },
  ],
};

describe('the results filters kept in the address', () => {
  it('writes every filter readably and reads it back as it was', () => {
    const search = resultsSearch(EVERY_FILTER);
    expect(search).toBe(
      'status=received,in_review&tags=shortlist,second+round&from=2026-03-01&to=2026-03-31&lang=it,en&version=1,2&user=rossi' +
        '&f.categoria=is:arte,scienza&f.temi=is_not:clima&f.budget=range:1000..5000.5&f.maturita=range:3..' +
        '&f.nascita=dates:1990-01-01..2000-12-31&f.descrizione=contains:solar+panels:+cheap,+clean&f.allegato=answered&f.sito=empty',
    );
    expect(read(search)).toEqual(EVERY_FILTER);
    expect(ResultsFiltersSchema.safeParse(read(search)).success).toBe(true);
    expect(countFilters(EVERY_FILTER)).toBe(14);
  });

  it('writes nothing for no filter, and keeps the screen’s own parameters before the filters', () => {
    expect(resultsSearch({})).toBe('');
    expect(read('')).toEqual({});
    const kept = new URLSearchParams('page=3&sort=-submitted_at&status=draft&f.x=empty');
    expect(resultsSearch({ status: ['accepted'] }, kept)).toBe('page=3&sort=-submitted_at&status=accepted');
  });

  it('escapes what would change the address’s meaning', () => {
    const filters: ResultsFilters = { user: 'a&b=c+d #1', answers: [{ field: 'note', op: 'contains', text: '50% & more?' }] };
    expect(roundTrip(filters)).toEqual(filters);
  });

  it('reads a link typed by hand, spaces and case as people write them', () => {
    expect(read('status=received,%20accepted&tags=Shortlist,%20TOP&user=%20rossi%20&lang=it')).toEqual({
      status: ['received', 'accepted'],
      tags: ['shortlist', 'top'],
      user: 'rossi',
      lang: ['it'],
    });
  });

  it('writes the filters in a steady order as pairs', () => {
    expect(filtersToParams({ user: 'x', status: ['draft'] })).toEqual([
      ['status', 'draft'],
      ['user', 'x'],
    ]);
  });
});

describe('hostile or broken parameters', () => {
  it('drops values the calls would refuse, keeping the rest', () => {
    const filters = read(
      'status=received,bogus,received&tags=ok,<script>,' +
        'x'.repeat(41) +
        '&from=2026-02-30&to=yesterday&lang=it,de&version=0,-1,2,abc,2&user=' +
        '&f.categoria=is:&f.budget=range:..&f.eta=range:a..b&f.nascita=dates:2026-13-01..&f.x=contains:%20%20' +
        '&f.BAD_KEY=answered&f.y=answered:extra&f.z=unknown:1&f.w=range:1..2..3',
    );
    expect(filters).toEqual({ status: ['received'], tags: ['ok'], lang: ['it'], version: [2] });
    expect(ResultsFiltersSchema.safeParse(filters).success).toBe(true);
  });

  it('never crashes, whatever the parameters hold, and always gives filters the contract accepts', () => {
    const nasty = [
      'status',
      'status=,,,',
      'f.=is:a',
      'f.a=is:,,,',
      `f.a=is:${'v'.repeat(101)}`,
      'f.a=range:1e999..',
      'f.a=range:NaN..Infinity',
      'f.a=dates:..',
      `f.a=contains:${'t'.repeat(201)}`,
      `user=${'u'.repeat(500)}`,
      'version=99999999999',
      'tags=%F0%9F%92%A9',
      '%E0%A4%A=1',
      'f.__proto__=answered',
      'f.constructor=is:x',
    ];
    for (const search of nasty) {
      const filters = read(search);
      expect(ResultsFiltersSchema.safeParse(filters).success, search).toBe(true);
    }
  });

  it('holds no more filters than the contract allows', () => {
    const many = Array.from({ length: 30 }, (_, index) => `f.field${index}=answered`).join('&');
    expect(read(many).answers).toHaveLength(20);
    const tags = Array.from({ length: 40 }, (_, index) => `tag${index}`).join(',');
    expect(read(`tags=${tags}`).tags).toHaveLength(30);
  });

  it('keeps the contract’s rule of a tag', () => {
    for (const tag of ['ok', 'second round', 'a_b-c', 'città', 'x'.repeat(40)]) {
      expect(read(`tags=${encodeURIComponent(tag)}`).tags).toEqual(TagField.safeParse(tag).success ? [tag] : undefined);
    }
    for (const tag of ['-lead', ' ', '#x', 'x'.repeat(41)]) {
      expect(read(`tags=${encodeURIComponent(tag)}`).tags, tag).toBeUndefined();
      expect(TagField.safeParse(tag).success, tag).toBe(false);
    }
  });
});
