import '@mantine/spotlight/styles.css';
import { createSpotlight, Spotlight, type SpotlightActionGroupData } from '@mantine/spotlight';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CompanyList } from '../../../contract/companies.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { call } from '../../lib/api.ts';
import { assistedFormName } from '../../lib/forms/assisted-screens.ts';
import { paletteGroups, type PaletteCompany } from './palette-entries.ts';
import { GROUP_ICONS, NavIcon, screenIcon } from './nav-icons.tsx';
import { useNavModel } from './use-nav-model.ts';

const [store, palette] = createSpotlight();
const SEARCH_DELAY_MS = 250;
const FOUND_MAX = 10;

// An installation admin finds any company: the companies list answers what the query names.
function useAdminCompanies(admin: boolean, query: string): PaletteCompany[] {
  const [found, setFound] = useState<PaletteCompany[]>([]);
  useEffect(() => {
    if (!admin) return;
    let current = true;
    void call(CompanyList, { search: query, page: 1, pageSize: FOUND_MAX, sort: 'name', status: 'all' }).then((result) => {
      if (current && result.ok) setFound(result.data.items.map((company) => ({ id: company.id, name: company.name })));
    });
    return () => {
      current = false;
    };
  }, [admin, query]);
  return found;
}

// Spotlight selects the first entry as the query changes; entries that arrive later (the
// companies the server found) get the same, so Enter always opens the first one listed.
function selectFirstIfNone(): void {
  const { opened, listId } = store.getState();
  const list = opened && listId ? document.getElementById(listId) : null;
  const first = list?.querySelector('[data-action]');
  if (!list || !first || list.querySelector('[data-selected]')) return;
  first.setAttribute('data-selected', 'true');
  store.updateState((state) => ({ ...state, selected: 0 }));
}

/**
 * The command palette (Ctrl+K or ⌘K, and the header's search button): the screens, companies and
 * projects the operator may open, in the current language. Opens each time `request` changes.
 */
export default function CommandPalette({ request }: { request: number }) {
  const { LL, locale } = useI18nContext();
  const navigate = useNavigate();
  const model = useNavModel();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const found = useAdminCompanies(model.admin.length > 0, debounced);

  useEffect(() => {
    palette.open();
  }, [request]);

  const groups = paletteGroups(model, found, (form) => assistedFormName(form, locale));
  // Entries that arrive after the typing (the companies the server found, the operator's navigation
  // read after the palette opened) change the list: Enter still takes the first entry.
  const listed = [...groups.companies, ...groups.projects, ...groups.screens].map((entry) => entry.to).join('\n');
  useEffect(() => {
    if (query.trim() !== '') selectFirstIfNone();
  }, [listed, query]);
  // Companies and projects first: a typed name finds the record before the screens inside it.
  const actions: SpotlightActionGroupData[] = [
    {
      group: LL.shell.palette.companies(),
      actions: groups.companies.map((entry) => ({
        id: `company:${entry.to}`,
        label: entry.name,
        leftSection: <NavIcon icon={GROUP_ICONS.company} />,
        onClick: () => void navigate(entry.to),
      })),
    },
    {
      group: LL.shell.palette.projects(),
      actions: groups.projects.map((entry) => ({
        id: `project:${entry.to}`,
        label: entry.name,
        description: entry.context,
        keywords: [entry.context],
        leftSection: <NavIcon icon={GROUP_ICONS.project} />,
        onClick: () => void navigate(entry.to),
      })),
    },
    {
      group: LL.shell.palette.screens(),
      actions: groups.screens.map((entry) => ({
        id: `screen:${entry.to}`,
        label: LL.shell.titles[entry.title](),
        description: entry.context,
        leftSection: <NavIcon icon={screenIcon(entry.title)} />,
        onClick: () => void navigate(entry.to),
      })),
    },
  ].filter((group) => group.actions.length > 0);

  return (
    <Spotlight
      store={store}
      shortcut={null}
      actions={actions}
      query={query}
      onQueryChange={setQuery}
      nothingFound={LL.shell.palette.nothingFound()}
      highlightQuery
      scrollable
      maxHeight={420}
      limit={40}
      searchProps={{
        leftSection: <IconSearch size={20} stroke={1.6} aria-hidden />,
        placeholder: LL.shell.palette.placeholder(),
        'aria-label': LL.shell.palette.open(),
      }}
    />
  );
}
