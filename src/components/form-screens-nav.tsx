import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Menu, Stack, UnstyledButton } from '@mantine/core';
import { IconChartBar, IconChevronDown, IconLayoutList, IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { FormDefinition } from '../../contract/form-definition.ts';
import { useI18nContext } from '../../i18n/i18n-react';
import type { DefinitionTexts } from '../lib/form-fields/definition-texts.ts';
import { formScreenPath, type FormScope } from '../lib/forms/form-screens.ts';
import { FormTabs } from './form-tabs.tsx';
import { SubNavTabs, subNavTabClass } from './sub-nav-tabs.tsx';

interface FormScreensNavProps {
  scope: FormScope;
  current: 'dashboard' | 'submissions' | { block: string };
  /** The last published version's blocks, each a screen of its own. */
  definition: Pick<FormDefinition, 'blocks'> | undefined;
  texts: DefinitionTexts;
  /** The filters' query, carried to every screen. */
  filterSearch: string;
}

/**
 * The form's tabs with Results on screen, and under them the results' own screens (dashboard,
 * submissions, each block's); moving between them keeps the results' filters.
 */
export function FormScreensNav({ scope, current, definition, texts, filterSearch }: FormScreensNavProps) {
  const { LL } = useI18nContext();
  const words = LL.shell.formScreens;
  const blocks = definition?.blocks ?? [];
  const currentBlock = typeof current === 'object' ? blocks.find((block) => block.key === current.block) : undefined;
  const icon = (Icon: typeof IconChartBar) => <Icon aria-hidden="true" size={16} />;
  const tabs = [
    { key: 'dashboard', to: formScreenPath(scope, 'dashboard', filterSearch), label: words.dashboard(), icon: icon(IconChartBar) },
    { key: 'submissions', to: formScreenPath(scope, 'submissions', filterSearch), label: words.submissions(), icon: icon(IconLayoutList) },
  ];
  return (
    <Stack gap="xs">
      <FormTabs scope={scope} current="results" filterSearch={filterSearch} />
      <SubNavTabs label={words.label()} tabs={tabs} active={typeof current === 'string' ? current : undefined} variant="pills" printHide>
        {blocks.length > 0 ? (
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <UnstyledButton className={subNavTabClass} data-active={currentBlock ? true : undefined} aria-current={currentBlock ? 'page' : undefined}>
                {icon(IconListDetails)}
                {currentBlock ? words.block({ title: texts.text(currentBlock.title) || currentBlock.key }) : words.blocks()}
                <IconChevronDown aria-hidden="true" size={14} />
              </UnstyledButton>
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
      </SubNavTabs>
    </Stack>
  );
}
