import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { ResultsList, ResultsTags } from '../../../contract/results.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DataList } from '../../components/data-list.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormScreensNav } from '../../components/form-screens-nav.tsx';
import { ListFooter } from '../../components/list-footer.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { PickBox } from '../../components/pick-box.tsx';
import { Screen } from '../../components/screen.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { formScreenPath } from '../../lib/forms/form-screens.ts';
import { usePublishedForm } from '../../lib/forms/use-published-form.ts';
import { nextSort } from '../../lib/list-params.ts';
import { blockIndexOf } from './block-index.ts';
import { SubmissionDrawer } from './detail/submission-drawer.tsx';
import { FilterBar } from './filters/filter-bar.tsx';
import { NoSubmissions, UnpublishedForm } from './results-empty.tsx';
import { BulkBar } from './table/bulk-bar.tsx';
import { ColumnPicker } from './table/column-picker.tsx';
import { DEFAULT_COLUMNS, FIXED_COLUMNS, fieldColumn, personName, useColumnNames, useResultsColumns, type ResultsItem } from './table/columns.tsx';
import { ExportMenu } from './table/export-menu.tsx';
import { useColumnChoice } from './table/use-column-choice.ts';
import { useSelection } from './table/use-selection.ts';
import { filteredPayload, sortOf, useResultsAddress } from './use-results-address.ts';

/** The rows of one page of submissions. */
export const RESULTS_PAGE_SIZE = 25;

const BLOCK_PREFIX = 'block-';

/**
 * The submissions of a form, or of one of its blocks (`block` is the route's `block-<key>`): the
 * filters of every results screen, a table paged and sorted by the server with the columns the
 * operator chose (cards on a phone), a bulk change of the rows picked, the export, and one
 * submission whole in a drawer the address names.
 */
export function SubmissionsScreen({ blockParam }: { blockParam?: string }) {
  const { LL } = useI18nContext();
  const words = LL.results.table;
  const { company = '', project = '', form: formId = '' } = useParams();
  const scope = { company, project, form: formId };
  const [address, update] = useResultsAddress();
  const { filters, filterSearch } = address;
  const form = usePublishedForm(scope);
  const definition = form.definition;
  const blockKey = blockParam?.startsWith(BLOCK_PREFIX) ? blockParam.slice(BLOCK_PREFIX.length) : blockParam;
  const blockIndex = blockKey !== undefined && definition ? blockIndexOf(definition, blockKey) : null;
  const block = blockIndex !== null ? definition?.blocks[blockIndex] : undefined;
  const unknownBlock = blockKey !== undefined && definition !== undefined && block === undefined;
  const fields = block ? form.fields.filter((entry) => entry.blockIndex === blockIndex) : form.fields;
  const published = form.form?.published_version != null;
  // A block's screen asks for its block once it knows which; the form's asks at once.
  const ready = published && (blockKey === undefined || block !== undefined);
  const list = useCached(ready ? ResultsList : null, {
    ...filteredPayload(scope, filters),
    sort: sortOf(address.sort),
    page: address.page,
    pageSize: RESULTS_PAGE_SIZE,
    ...(blockIndex !== null ? { block: blockIndex } : {}),
  });
  const tags = useCached(published ? ResultsTags : null, scope);
  const knownTags = tags.data?.items.map((item) => item.tag) ?? [];
  const selection = useSelection(scope, filters, filterSearch);

  const fieldColumns = fields.map((entry) => fieldColumn(entry.field.key));
  const available = [...FIXED_COLUMNS, ...fieldColumns];
  const choice = useColumnChoice(formId, block ? `block-${block.key}` : 'all', available, block ? ['submitted', 'status', ...fieldColumns] : DEFAULT_COLUMNS);
  const name = useColumnNames(form.fields, form.texts);
  const open = (item: ResultsItem) => update({ submission: item.id });
  const columns = useResultsColumns(choice.visible, form.fields, form.texts, open);
  const rows = list.data?.items;
  const pageIds = rows?.map((item) => item.id) ?? [];
  const changed = () => {
    list.reload();
    tags.reload();
  };

  const current = block ? { block: block.key } : 'submissions';
  const actions = published ? (
    <ExportMenu scope={scope} filters={filters} languages={form.form?.draft.languages ?? []} fallback={form.texts.fallback} />
  ) : undefined;
  const description = block && form.title ? `${form.title} · ${form.texts.text(block.title) || block.key}` : form.title;

  let body;
  if (form.unpublished) body = <UnpublishedForm scope={scope} />;
  else if (unknownBlock)
    body = (
      <EmptyState
        title={words.noBlockTitle()}
        message={words.noBlockMessage()}
        action={
          <Button component={Link} to={formScreenPath(scope, 'submissions', filterSearch)} variant="default">
            {words.allSubmissions()}
          </Button>
        }
      />
    );
  else if (form.failed || (list.settled && !list.data)) body = <NotLoaded offline={form.failed ? form.offline : list.error === null} onRetry={form.failed ? form.reload : list.reload} />;
  else
    body = (
      <>
        <Group justify="space-between" gap="sm" wrap="wrap" data-print-hide>
          <BulkBar scope={scope} selection={selection} total={list.data?.total} knownTags={knownTags} onChanged={changed} />
          <Group ml="auto">
            <ColumnPicker available={available} choice={choice} name={name} />
          </Group>
        </Group>
        <DataList
          label={words.label()}
          columns={columns}
          rows={rows}
          rowKey={(item) => item.id}
          sort={address.sort}
          onSort={(column) => update({ sort: nextSort(address.sort, column) })}
          selection={{
            isSelected: (item) => selection.isSelected(item.id),
            onToggle: (item) => selection.toggle(item.id),
            page: selection.pageState(pageIds),
            onTogglePage: () => selection.togglePage(pageIds),
            rowLabel: (item) => words.select({ name: personName(item.user) ?? words.erased() }),
            pageLabel: words.selectPage(),
            box: PickBox,
          }}
          actions={(item) => (
            <Button size="xs" variant="default" aria-label={words.openLabel({ name: personName(item.user) ?? words.erased() })} onClick={() => open(item)}>
              {words.open()}
            </Button>
          )}
          empty={<NoSubmissions scope={scope} filters={filters} onClear={() => update({ filters: {} })} />}
          skeletonRows={10}
        />
        <ListFooter total={list.data?.total} page={address.page} pageSize={RESULTS_PAGE_SIZE} onPage={(page) => update({ page })} />
      </>
    );

  return (
    <Screen description={description} actions={actions}>
      <FormScreensNav scope={scope} current={current} definition={definition} texts={form.texts} filterSearch={filterSearch} />
      {form.unpublished || unknownBlock || form.failed ? null : <FilterBar scope={scope} form={form} filters={filters} onChange={(next) => update({ filters: next })} />}
      {body}
      <SubmissionDrawer
        scope={scope}
        id={address.submission}
        row={rows?.find((item) => item.id === address.submission)}
        lastVersion={form.form?.published_version}
        knownTags={knownTags}
        onClose={() => update({ submission: null })}
        onChanged={changed}
      />
    </Screen>
  );
}
