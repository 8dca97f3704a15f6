import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Button, Group, Menu } from '@mantine/core';
import { IconChartBar, IconChevronDown, IconGavel, IconLayoutList, IconListDetails, IconThumbUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { FormDefinition } from '../../contract/form-definition.ts';
import { Navigation } from '../../contract/projects.ts';
import { useI18nContext } from '../../i18n/i18n-react';
import { useCached } from '../lib/cache/use-cached.ts';
import type { DefinitionTexts } from '../lib/form-fields/definition-texts.ts';
import { formScreenPath, judgingPath, type FormScope, type FormScreen } from '../lib/forms/form-screens.ts';

interface FormScreensNavProps {
  scope: FormScope;
  current: FormScreen;
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

// Whether the operator edits the form's project (its judging is theirs): the navbar's own read, no request of its own.
function useEditsProject(scope: FormScope): boolean {
  const navigation = useCached(Navigation, { current: scope.company }).data;
  const company = navigation?.companies.find((entry) => entry.id === scope.company);
  return company !== undefined && (company.can_manage || company.projects.some((project) => project.id === scope.project && project.can_edit));
}

/**
 * The results screens of a form side by side (dashboard, submissions, each block's, votes), and
 * for the project's editors its judging sessions; moving between them keeps the results' filters.
 */
export function FormScreensNav({ scope, current, definition, texts, filterSearch }: FormScreensNavProps) {
  const { LL } = useI18nContext();
  const words = LL.shell.formScreens;
  const editor = useEditsProject(scope);
  const blocks = definition?.blocks ?? [];
  const currentBlock = typeof current === 'object' ? blocks.find((block) => block.key === current.block) : undefined;
  const icon = (Icon: typeof IconChartBar) => <Icon aria-hidden="true" size={16} />;
  return (
    <Group component="nav" aria-label={words.label()} gap="xs" wrap="wrap" data-print-hide>
      <NavButton to={formScreenPath(scope, 'dashboard', filterSearch)} active={current === 'dashboard'} icon={icon(IconChartBar)}>
        {words.dashboard()}
      </NavButton>
      <NavButton to={formScreenPath(scope, 'submissions', filterSearch)} active={current === 'submissions'} icon={icon(IconLayoutList)}>
        {words.submissions()}
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
              {currentBlock ? words.block({ title: texts.text(currentBlock.title) || currentBlock.key }) : words.blocks()}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {blocks.map((block) => (
              <Menu.Item key={block.key} component={Link} to={formScreenPath(scope, { block: block.key }, filterSearch)}>
                {texts.text(block.title) || block.key}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : null}
      <NavButton to={formScreenPath(scope, 'votes', filterSearch)} active={current === 'votes'} icon={icon(IconThumbUp)}>
        {words.votes()}
      </NavButton>
      {editor ? (
        <NavButton to={judgingPath(scope)} active={false} icon={icon(IconGavel)}>
          {words.judging()}
        </NavButton>
      ) : null}
    </Group>
  );
}
