// The template a crumb names, by its name: read only on the screens that name a template.
import '@mantine/core/styles/Anchor.css';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TemplateGet } from '../../../contract/mail-merge.ts';
import type { RecordCrumbProps } from '../../lib/area.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { templatePath } from './mm-paths.ts';

/** The crumb of the template on screen: the same read its editor makes, leading to its editor. */
export default function TemplateCrumb({ params, fallback }: RecordCrumbProps) {
  const scope = params.template && params.company && params.project ? { company: params.company, project: params.project, template: params.template } : undefined;
  const template = useCached(scope ? TemplateGet : null, scope).data?.entity;
  const name = template?.name || fallback;
  if (!scope) return <Text size="sm">{name}</Text>;
  return (
    <Anchor component={Link} to={templatePath(scope, scope.template)} size="sm">
      {name}
    </Anchor>
  );
}
