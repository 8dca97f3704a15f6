import '@mantine/core/styles/Loader.css';
import { Loader } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { ProjectGet, ProjectSave } from '../../../contract/projects.ts';
import { PendingNotice } from '../../components/pending-notice.tsx';
import { Screen } from '../../components/screen.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { isRefusal, NoAccess } from '../../components/no-access.tsx';
import { ProjectEditor } from './project-editor.tsx';

/** A project's details: read, edited and saved at the version it was read. */
export function ProjectDetailsPage() {
  const { company = '', project = '' } = useParams();
  const read = useCached(ProjectGet, { company, project });
  const entity = read.data?.entity;
  let content;
  if (isRefusal(read.error)) content = <NoAccess />;
  else if (!entity) content = <Loader size="sm" />;
  // The stored snapshot shows at once; the server's answer, possibly newer, starts the form again once.
  else content = <ProjectEditor key={`${entity.id}:${read.fresh}`} project={entity} onSaved={read.reload} />;
  return (
    <Screen>
      <PendingNotice endpoint={ProjectSave} payload={{ company, project }} />
      {content}
    </Screen>
  );
}
