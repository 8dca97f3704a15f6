import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Popover.css';
import { ActionIcon, Menu } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconCopy, IconDots, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FORM_TAB_ICONS } from '../../components/form-tabs.tsx';
import { formTabs } from '../../lib/forms/form-screens.ts';

/** A form as the row's actions need it. */
export interface FormRowTarget {
  id: string;
  title: string;
  archived: boolean;
}

interface FormRowActionsProps {
  company: string;
  project: string;
  form: FormRowTarget;
  onDuplicate(): void;
  onExport(): void;
  onArchive(): void;
}

/** The actions on one form of the list, in a menu: each of its screens as its tabs name them (the list is its editors'), then duplicate, export, archive or restore. */
export function FormRowActions({ company, project, form, onDuplicate, onExport, onArchive }: FormRowActionsProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.list;
  const screens = LL.shell.formScreens;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={texts.actions({ title: form.title })}>
          <IconDots aria-hidden="true" size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {formTabs({ company, project, form: form.id }, true).map(({ tab, to }) => {
          const Icon = FORM_TAB_ICONS[tab];
          return (
            <Menu.Item key={tab} component={Link} to={to} leftSection={<Icon aria-hidden="true" size={16} />}>
              {screens[tab]()}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item onClick={onDuplicate} leftSection={<IconCopy aria-hidden="true" size={16} />}>
          {texts.duplicate()}
        </Menu.Item>
        <Menu.Item onClick={onExport} leftSection={<IconDownload aria-hidden="true" size={16} />}>
          {texts.exportJson()}
        </Menu.Item>
        <Menu.Item onClick={onArchive} leftSection={form.archived ? <IconArchiveOff aria-hidden="true" size={16} /> : <IconArchive aria-hidden="true" size={16} />}>
          {form.archived ? texts.unarchive() : texts.archive()}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
