import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, sourceFiles } from '../../scripts/import-graph.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

// Drizzle's tables name each other both ways (a company's logo is a media row, a media row has its company): the schema is one module in spirit.
const ALLOWED = (group: string[]) => group.every((file) => file.startsWith('server/db/schema/'));

describe('imports', () => {
  it('close no cycle, type-only imports included, in the code, its tests and its tools', () => {
    const files = sourceFiles(ROOT, ['contract', 'server', 'src', 'sw', 'scripts', 'bench', 'e2e', 'tests', 'i18n']);
    const found = cycles(importGraph(ROOT, files)).filter((group) => !ALLOWED(group));
    expect(found).toEqual([]);
  });

  it('finds a cycle that closes through a type only', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('reads type-only, dynamic and re-exporting imports of a real file', () => {
    const graph = importGraph(ROOT, sourceFiles(ROOT, ['server/http']));
    // call.ts takes only types from handler.ts: the graph keeps that arrow.
    expect(graph.get('server/http/call.ts')).toContain('server/http/handler.ts');
  });
});
