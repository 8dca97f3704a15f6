import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconChartBar, IconInbox, IconThumbUp } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { AssistedForm } from '../../../../contract/projects.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { assistedFormName, assistedScreens, type AssistedTitle } from '../../../lib/forms/assisted-screens.ts';

const ICONS = { resultsDashboard: IconChartBar, submissions: IconInbox, votes: IconThumbUp } as const satisfies Record<AssistedTitle, unknown>;

// One assisted form: its name, then a button for each screen its assistant opens.
function AssistedFormRow({ company, project, form }: { company: string; project: string; form: AssistedForm }) {
  const { LL, locale } = useI18nContext();
  const id = useId();
  const name = assistedFormName(form, locale);
  return (
    <Stack gap={6} role="group" aria-labelledby={id} data-testid="assisted-form">
      <Text id={id} fw={500}>
        {name}
      </Text>
      <Group gap="xs" wrap="wrap">
        {assistedScreens(company, project, form).map((screen) => {
          const Icon = ICONS[screen.title];
          return (
            <Button key={screen.title} component={Link} to={screen.to} size="sm" variant="light" leftSection={<Icon aria-hidden="true" size={16} />}>
              {LL.shell.titles[screen.title]()}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}

/** The forms the operator assists in a project, each leading to its results and votes: what an assistant works on. */
export function AssistedForms({ company, project, forms }: { company: string; project: string; forms: AssistedForm[] }) {
  const { LL } = useI18nContext();
  return (
    <Stack gap="sm" pl="md">
      <Text size="sm" c="dimmed">
        {forms.length > 0 ? LL.projects.homeList.assisting() : LL.projects.homeList.assistingNone()}
      </Text>
      {forms.map((form) => (
        <AssistedFormRow key={form.id} company={company} project={project} form={form} />
      ))}
    </Stack>
  );
}
