import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ResultsFilters } from '../../../contract/results.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { EmptyState } from '../../components/empty-state.tsx';
import { countFilters } from '../../lib/filters/filter-params.ts';
import type { FormScope } from '../../lib/forms/form-screens.ts';

/** A form never published has no results yet: the next step is publishing it. */
export function UnpublishedForm({ scope }: { scope: FormScope }) {
  const { LL } = useI18nContext();
  const editor = `/app/in/company/${scope.company}/project/${scope.project}/forms/${scope.form}/editor`;
  return (
    <EmptyState
      title={LL.results.empty.unpublishedTitle()}
      message={LL.results.empty.unpublishedMessage()}
      action={
        <Button component={Link} to={editor} variant="default">
          {LL.results.empty.openEditor()}
        </Button>
      }
    />
  );
}

/** No submission to show: none yet (the drafts under way said), or none the filters find (clear them). */
export function NoSubmissions({ scope, filters, drafts, onClear }: { scope: FormScope; filters: ResultsFilters; drafts?: number; onClear(): void }) {
  const { LL } = useI18nContext();
  const words = LL.results.empty;
  if (countFilters(filters) > 0) {
    return (
      <EmptyState
        title={words.noMatchTitle()}
        message={words.noMatchMessage()}
        action={
          <Button variant="default" onClick={onClear}>
            {LL.shell.kit.clearFilters()}
          </Button>
        }
      />
    );
  }
  // Where the form opens to the public and when: what brings the first submissions.
  const options = `/app/in/company/${scope.company}/project/${scope.project}/forms/${scope.form}/options`;
  return (
    <EmptyState
      title={words.noneTitle()}
      message={drafts ? words.noneDrafts({ count: drafts }) : words.noneMessage()}
      action={
        <Button component={Link} to={options} variant="default">
          {words.openOptions()}
        </Button>
      }
    />
  );
}
