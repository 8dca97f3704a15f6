// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { recordOf } from '../../src/lib/outbox/record.ts';
import { ACME, GLOBEX } from './outbox-fixtures.ts';

describe('the record a write targets', () => {
  it('is the UUID `id` of the body, whatever the call: saving and archiving a company queue together', () => {
    expect(recordOf('admin/companies/save', { id: ACME, name: 'Acme' }, 'k1')).toBe(`id:${ACME}`);
    expect(recordOf('admin/companies/archive', { id: ACME.toUpperCase() }, 'k2')).toBe(`id:${ACME}`);
  });

  it('is the built path when the body names no record: the path names it', () => {
    const path = `company/${ACME}/project/${GLOBEX}/save`;
    expect(recordOf(path, { name: 'Call 2030', version: 2 }, 'k1')).toBe(`path:${path}`);
    expect(recordOf('admin/installation/theme/save', { Theme_Colors: '{}' }, 'k2')).toBe('path:admin/installation/theme/save');
    expect(recordOf('admin/companies/save', { id: 'not-a-uuid' }, 'k3')).toBe('path:admin/companies/save');
  });

  it('is a record of its own for each create: two new projects do not wait for each other', () => {
    const path = `company/${ACME}/projects/create`;
    expect(recordOf(path, { name: 'One' }, 'k1')).toBe('new:k1');
    expect(recordOf(path, { name: 'Two' }, 'k2')).toBe('new:k2');
  });

  it('puts new companies (a save without id) in one queue: more waiting, never a reordering', () => {
    expect(recordOf('admin/companies/save', { name: 'One' }, 'k1')).toBe(recordOf('admin/companies/save', { name: 'Two' }, 'k2'));
  });
});
