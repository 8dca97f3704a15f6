import type { FormDefinition } from '../../../contract/form-definition.ts';
import type { FormScope } from './use-results-form.ts';

/** A screen of a form's results. */
export type ResultsScreen = 'dashboard' | 'submissions' | 'votes' | { block: string };

/** The address of one of a form's results screens, with the filters' query (`status=received&…`) kept. */
export function resultsPath(scope: FormScope, screen: ResultsScreen, filterSearch = ''): string {
  const base = `/app/in/company/${scope.company}/project/${scope.project}/forms/${scope.form}/results`;
  const tail = typeof screen === 'string' ? screen : `submissions/block-${encodeURIComponent(screen.block)}`;
  return `${base}/${tail}${filterSearch ? `?${filterSearch}` : ''}`;
}

/** The address of a form's judging sessions, which its project's editors organise beside the results. */
export function judgingPath(scope: FormScope): string {
  return `/app/in/company/${scope.company}/project/${scope.project}/forms/${scope.form}/judging`;
}

/**
 * The block a block screen's address names: by its key (`block-progetto`), which stays the same
 * when blocks move; a number is read as the block's place in the form, from 0, as the calls count.
 * Null when the form has no such block.
 */
export function blockIndexOf(definition: Pick<FormDefinition, 'blocks'>, param: string): number | null {
  const byKey = definition.blocks.findIndex((block) => block.key === param);
  if (byKey !== -1) return byKey;
  if (!/^\d{1,4}$/.test(param)) return null;
  const index = Number(param);
  return index < definition.blocks.length ? index : null;
}
