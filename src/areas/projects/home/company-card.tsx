import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { ProjectCreate, type AssistedForm, type HomeCompanySchema } from '../../../../contract/projects.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { CardActionButton } from '../../../components/card-buttons.tsx';
import { usePendingWrites } from '../../../lib/sync/use-outbox.ts';
import { AssistedForms } from './assisted-forms.tsx';
import { managersPath, projectDetailsPath } from './home-paths.ts';

// The project form (its fields, their checks with the contract's schema) loads when a project is created, not with Home.
const NewProjectModal = lazy(async () => ({ default: (await import('../new-project-modal.tsx')).NewProjectModal }));

type HomeCompany = z.infer<typeof HomeCompanySchema>;

interface CompanyCardProps {
  company: HomeCompany;
  /** The forms the operator assists, by project (the navbar's answer): only in projects they do not edit. */
  assisted: ReadonlyMap<string, AssistedForm[]>;
  onCreated: (name: string, queued: boolean) => void;
}

/** A company with its projects; its managers also reach its operators and create projects; an assistant, the forms they assist. */
export function CompanyCard({ company, assisted, onCreated }: CompanyCardProps) {
  const { LL } = useI18nContext();
  const [creating, setCreating] = useState(false);
  const created = usePendingWrites(ProjectCreate, { company: company.id });
  return (
    <Card withBorder data-testid="company-card" aria-label={company.name} component="section">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {company.name}
          </Title>
          {company.can_manage && (
            <Group gap="xs">
              <Anchor component={Link} to={managersPath(company.id)}>
                {LL.projects.homeList.managers()}
              </Anchor>
              <CardActionButton onClick={() => setCreating(true)}>{LL.projects.homeList.newProject()}</CardActionButton>
            </Group>
          )}
        </Group>
        {created.map((entry) => (
          <Group key={entry.key} gap="xs" data-pending="true">
            <Text>{String(entry.body.name)}</Text>
            <Badge color="gray" variant="outline" size="sm">
              {LL.shell.sync.pendingBadge()}
            </Badge>
          </Group>
        ))}
        {company.projects.length === 0 && created.length === 0 && (
          <Group gap="sm">
            <Text size="sm">{company.can_manage ? LL.projects.homeList.noProjectsManager() : LL.projects.homeList.noProjects()}</Text>
            {company.can_manage && (
              <Button size="xs" variant="light" onClick={() => setCreating(true)}>
                {LL.projects.homeList.firstProject()}
              </Button>
            )}
          </Group>
        )}
        {company.projects.map((project) => {
          const forms = project.can_edit ? undefined : assisted.get(project.id);
          return (
            <Stack key={project.id} gap="xs">
              <Group gap="xs">
                {project.can_edit ? (
                  <Anchor component={Link} to={projectDetailsPath(company.id, project.id)}>
                    {project.name}
                  </Anchor>
                ) : (
                  <Text fw={forms ? 600 : undefined}>{project.name}</Text>
                )}
                <Badge variant="light" size="sm">
                  {LL.projects.statuses[project.status]()}
                </Badge>
              </Group>
              {forms && <AssistedForms company={company.id} project={project.id} forms={forms} />}
            </Stack>
          );
        })}
      </Stack>
      {creating && (
        <Suspense fallback={null}>
          <NewProjectModal
            company={company.id}
            companyName={company.name}
            onClose={() => setCreating(false)}
            onCreated={(name, queued) => {
              setCreating(false);
              onCreated(name, queued);
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
