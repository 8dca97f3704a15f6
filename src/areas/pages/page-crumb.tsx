// The page a crumb names, by its title in the operator's language: read only on the screens that name a page.
import '@mantine/core/styles/Anchor.css';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageGet } from '../../../contract/pages.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { RecordCrumbProps } from '../../lib/area.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { pagePath, pageTitle } from './page-paths.ts';

/** The crumb of the landing page on screen: the same read its editor makes, leading to its editor. */
export default function PageCrumb({ params, fallback }: RecordCrumbProps) {
  const { locale } = useI18nContext();
  const scope = params.page && params.company && params.project ? { company: params.company, project: params.project, page: params.page } : undefined;
  const page = useCached(scope ? PageGet : null, scope).data?.entity;
  const name = page ? pageTitle(page, locale, locale) : fallback;
  if (!scope) return <Text size="sm">{name}</Text>;
  return (
    <Anchor component={Link} to={pagePath(scope.company, scope.project, scope.page)} size="sm">
      {name}
    </Anchor>
  );
}
