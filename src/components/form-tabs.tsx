import { IconChartBar, IconForms, IconGavel, IconSettings, IconThumbUp, IconWand, type TablerIcon } from '@tabler/icons-react';
import { Navigation } from '../../contract/projects.ts';
import { useI18nContext } from '../../i18n/i18n-react';
import { useCached } from '../lib/cache/use-cached.ts';
import { formTabs, type FormScope, type FormTab } from '../lib/forms/form-screens.ts';
import { SubNavTabs } from './sub-nav-tabs.tsx';

/** Each form tab's icon, the same wherever the screen is offered (the tabs, the form list's menu). */
export const FORM_TAB_ICONS: Record<FormTab, TablerIcon> = {
  editor: IconForms,
  options: IconSettings,
  results: IconChartBar,
  votes: IconThumbUp,
  judging: IconGavel,
  autocomposer: IconWand,
};

/** Whether the operator edits the form's project (its judging and Autocomposer are theirs): the navbar's own read, no request of its own. */
export function useEditsProject(scope: FormScope): boolean {
  const navigation = useCached(Navigation, { current: scope.company }).data;
  const company = navigation?.companies.find((entry) => entry.id === scope.company);
  return company !== undefined && (company.can_manage || company.projects.some((project) => project.id === scope.project && project.can_edit));
}

interface FormTabsProps {
  scope: FormScope;
  current: FormTab;
  /** The results' filters (`status=received&…`), carried to Results and Votes. */
  filterSearch?: string;
}

/**
 * The one sub-navigation of a form's screens: Field Editor, Options, Results, Votes, Judging,
 * Autocomposer, each offered to whoever may open it, the one on screen marked.
 */
export function FormTabs({ scope, current, filterSearch = '' }: FormTabsProps) {
  const { LL } = useI18nContext();
  const words = LL.shell.formScreens;
  const editor = useEditsProject(scope);
  const tabs = formTabs(scope, editor, filterSearch).map(({ tab, to }) => {
    const Icon = FORM_TAB_ICONS[tab];
    return { key: tab, to, label: words[tab](), icon: <Icon aria-hidden="true" size={16} /> };
  });
  return <SubNavTabs label={words.formLabel()} tabs={tabs} active={current} printHide />;
}
