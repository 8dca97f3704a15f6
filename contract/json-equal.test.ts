import { describe, expect, it } from 'vitest';
import { jsonEqual } from './json-equal.ts';

describe('two values the same as JSON', () => {
  it('are equal value by value, however deep, and differ at the first difference', () => {
    expect(jsonEqual({ a: [1, { b: 'x', c: null }], d: true }, { a: [1, { b: 'x', c: null }], d: true })).toBe(true);
    expect(jsonEqual({ a: [1, { b: 'x', c: null }] }, { a: [1, { b: 'y', c: null }] })).toBe(false);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(jsonEqual('1', 1)).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual(undefined, 'x')).toBe(false);
    expect(jsonEqual(0, undefined)).toBe(false);
    expect(jsonEqual({ a: 1 }, undefined)).toBe(false);
  });

  it("read the keys in any order, as a jsonb column gives them back", () => {
    expect(jsonEqual({ status: ['received'], answers: [{ field: 'a', op: 'answered' }] }, { answers: [{ op: 'answered', field: 'a' }], status: ['received'] })).toBe(true);
  });

  it('count a key left undefined as no key, and undefined in an array as null, as JSON writes them', () => {
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1, c: 2 })).toBe(false);
    expect(jsonEqual({ a: undefined }, { b: undefined })).toBe(true);
    expect(jsonEqual([undefined], [null])).toBe(true);
    expect(jsonEqual({ a: null }, {})).toBe(false);
  });

  it('compare dates by their text', () => {
    expect(jsonEqual(new Date('2026-03-01T10:00:00Z'), new Date('2026-03-01T10:00:00Z'))).toBe(true);
    expect(jsonEqual({ at: new Date('2026-03-01T10:00:00Z') }, { at: '2026-03-01T10:00:00.000Z' })).toBe(true);
    expect(jsonEqual(new Date('2026-03-01T10:00:00Z'), new Date('2026-03-02T10:00:00Z'))).toBe(false);
  });
});
