import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Select } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { LANGUAGES, type Language } from '../../../contract/languages.ts';
import { TRANSLATION_LIMITS, TRANSLATION_STATES, TranslationList } from '../../../contract/translations.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { EmptyState } from '../../components/empty-state.tsx';
import { languageName } from '../../components/language-tabs.tsx';
import { ListFooter } from '../../components/list-footer.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { Screen } from '../../components/screen.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { TextOverrideDialog } from '../../components/text-override-dialog.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { useListQuery } from '../../lib/list-params.ts';
import { screenTexts } from '../../lib/screen-texts.ts';
import { CoveragePanel } from './coverage-panel.tsx';
import { ExportMenu } from './export-menu.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { DEFAULT_TRANSLATION_LIST, translationListFromParams } from './translation-list-query.ts';
import { TranslationTable } from './translation-table.tsx';

/**
 * Every text of the back office and the public side: searched over keys and texts, narrowed by
 * state, area and language or to the texts one screen showed, with the coverage per language and
 * per area; a key opens its override dialog. Export and import beside the title.
 */
export function TranslationsPage() {
  const { LL, locale } = useI18nContext();
  const words = LL.translations;
  const [query, update] = useListQuery(translationListFromParams, DEFAULT_TRANSLATION_LIST);
  const keys = query.screen ? screenTexts(query.screen) : null;
  const list = useCached(TranslationList, {
    page: query.page,
    ...(query.search ? { search: query.search } : {}),
    ...(query.state ? { state: query.state } : {}),
    ...(query.area ? { area: query.area } : {}),
    ...(query.lang ? { lang: query.lang } : {}),
    ...(keys ? { keys } : {}),
  });
  const [editing, setEditing] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const shownLang: Language = query.lang || locale;
  const filtered = query.search !== '' || query.state !== '' || query.area !== '' || query.lang !== '' || query.screen !== '';
  const clear = () => update({ search: '', state: '', area: '', lang: '', screen: '' });

  const actions = (
    <>
      <ExportMenu lang={shownLang} />
      <Button variant="default" leftSection={<IconFileImport aria-hidden="true" size={18} />} onClick={() => setImporting(true)}>
        {words.importButton()}
      </Button>
    </>
  );
  const stateWords = { overridden: words.overridden(), outdated: words.outdated(), untranslated: words.untranslated(), invalid: words.invalid() };
  const empty = (
    <EmptyState
      title={words.emptyTitle()}
      message={words.emptyMessage()}
      action={
        filtered ? (
          <Button variant="default" onClick={clear}>
            {words.clearFilters()}
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <Screen actions={actions}>
      {query.screen !== '' && (
        <Alert variant="light" color="blue">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <span>{words.screenNarrowed({ count: keys?.length ?? 0, path: query.screen })}</span>
            <Button size="xs" variant="default" onClick={() => update({ screen: '' })}>
              {words.screenClear()}
            </Button>
          </Group>
        </Alert>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchInput key={query.search} label={words.search()} placeholder={words.searchPlaceholder()} value={query.search} onSearch={(search) => update({ search })} />
        <Select
          label={words.state()}
          data={[{ value: '', label: words.anyState() }, ...TRANSLATION_STATES.map((state) => ({ value: state, label: stateWords[state] }))]}
          value={query.state}
          onChange={(state) => update({ state: (state ?? '') as typeof query.state })}
          allowDeselect={false}
          w={180}
        />
        <Select
          label={words.area()}
          data={[{ value: '', label: words.anyArea() }, ...(list.data?.areas ?? []).map(({ area }) => ({ value: area, label: area }))]}
          value={query.area}
          onChange={(area) => update({ area: area ?? '' })}
          allowDeselect={false}
          searchable
          w={200}
        />
        <Select
          label={words.language()}
          data={[{ value: '', label: words.anyLanguage() }, ...LANGUAGES.map((lang) => ({ value: lang, label: languageName(lang) }))]}
          value={query.lang}
          onChange={(lang) => update({ lang: (lang ?? '') as Language | '' })}
          allowDeselect={false}
          w={180}
        />
      </Group>
      {list.data && <CoveragePanel coverage={list.data.coverage} areas={list.data.areas} />}
      {list.settled && !list.data ? (
        <NotLoaded offline={list.error === null} onRetry={list.reload} />
      ) : (
        <TranslationTable items={list.data?.items} lang={shownLang} states={stateWords} empty={empty} onEdit={setEditing} />
      )}
      <ListFooter total={list.data?.total} page={query.page} pageSize={TRANSLATION_LIMITS.pageSize} onPage={(page) => update({ page })} />
      {editing && <TextOverrideDialog textKey={editing} lang={shownLang} onClose={() => setEditing(null)} onSaved={() => list.reload()} />}
      {importing && <ImportDialog onClose={() => setImporting(false)} onApplied={() => list.reload()} />}
    </Screen>
  );
}
