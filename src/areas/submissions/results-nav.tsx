import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Button, Group, Menu } from '@mantine/core';
import { IconChartBar, IconChevronDown, IconLayoutList, IconListDetails, IconThumbUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { FormDefinition } from '../../../contract/form-definition.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { resultsPath, type ResultsScreen } from './results-paths.ts';
import type { FormScope } from './use-results-form.ts';
import type { DefinitionTexts } from '../../lib/form-fields/definition-texts.ts';

interface ResultsNavProps {
  scope: FormScope;
  current: ResultsScreen;
  /** The last published version's blocks, each a screen of its own. */
  definition: Pick<FormDefinition, 'blocks'> | undefined;
  texts: DefinitionTexts;
  /** The filters' query, carried to every screen. */
  filterSearch: string;
}

function NavButton({ to, active, icon, children }: { to: string; active: boolean; icon: ReactNode; children: ReactNode }) {
  return (
    <Button component={Link} to={to} size="sm" variant={active ? 'filled' : 'default'} leftSection={icon} aria-current={active ? 'page' : undefined}>
      {children}
    </Button>
  );
}

/** The results screens of a form side by side (dashboard, submissions, each block's, votes); moving between them keeps the filters. */
export function ResultsNav({ scope, current, definition, texts, filterSearch }: ResultsNavProps) {
  const { LL } = useI18nContext();
  const blocks = definition?.blocks ?? [];
  const currentBlock = typeof current === 'object' ? blocks.find((block) => block.key === current.block) : undefined;
  const icon = (Icon: typeof IconChartBar) => <Icon aria-hidden="true" size={16} />;
  return (
    <Group component="nav" aria-label={LL.results.nav.label()} gap="xs" wrap="wrap" data-print-hide>
      <NavButton to={resultsPath(scope, 'dashboard', filterSearch)} active={current === 'dashboard'} icon={icon(IconChartBar)}>
        {LL.results.nav.dashboard()}
      </NavButton>
      <NavButton to={resultsPath(scope, 'submissions', filterSearch)} active={current === 'submissions'} icon={icon(IconLayoutList)}>
        {LL.results.nav.submissions()}
      </NavButton>
      {blocks.length > 0 ? (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              size="sm"
              variant={currentBlock ? 'filled' : 'default'}
              leftSection={icon(IconListDetails)}
              rightSection={<IconChevronDown aria-hidden="true" size={14} />}
              aria-current={currentBlock ? 'page' : undefined}
            >
              {currentBlock ? LL.results.nav.block({ title: texts.text(currentBlock.title) || currentBlock.key }) : LL.results.nav.blocks()}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {blocks.map((block) => (
              <Menu.Item key={block.key} component={Link} to={resultsPath(scope, { block: block.key }, filterSearch)}>
                {texts.text(block.title) || block.key}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : null}
      <NavButton to={resultsPath(scope, 'votes', filterSearch)} active={current === 'votes'} icon={icon(IconThumbUp)}>
        {LL.results.nav.votes()}
      </NavButton>
    </Group>
  );
}
