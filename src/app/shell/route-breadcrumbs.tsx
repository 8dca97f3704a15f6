import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Navigation } from '../../../contract/projects.ts';
import { OperatorCurrent } from '../../../contract/sign-in.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { titleText, useScreenMatch, type NavArea } from '../../components/screen-handle.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { HOME_PATH } from '../../lib/next-path.ts';
import { paramNames, specParams } from '../routes/path-pattern.ts';
import { RECORD_CRUMBS } from '../../areas/index.ts';
import type { RecordCrumbProps } from '../../lib/area.ts';
import { companyOnScreen, formsCrumbTarget } from './crumb-targets.ts';

type CrumbParam = keyof TranslationFunctions['shell']['crumbs'];

// Areas whose name says more than the parameters that follow it.
const NAMED_AREAS: Partial<Record<NavArea, { path?: string; label: (LL: TranslationFunctions) => string }>> = {
  account: { label: (LL) => LL.shell.areas.account() },
  judges: { path: '/app/in/judges/dashboard', label: (LL) => LL.shell.areas.judges() },
  admin: { label: (LL) => LL.shell.areas.admin() },
};

function isCrumbParam(name: string, LL: TranslationFunctions): name is CrumbParam {
  return Object.hasOwn(LL.shell.crumbs, name);
}

// The crumbs that name a record (a form, a block, a session), as their areas declare them: each
// loaded with the first screen that shows one.
const CRUMBS: Partial<Record<string, LazyExoticComponent<ComponentType<RecordCrumbProps>>>> = Object.fromEntries(
  Object.entries(RECORD_CRUMBS).map(([name, load]) => [name, lazy(load)]),
);

/** Where the screen sits: Home, its area, the route's parameters (company, project, form, ...) and its title. */
export function RouteBreadcrumbs() {
  const { LL } = useI18nContext();
  const match = useScreenMatch();
  const onScreen = companyOnScreen(match?.params ?? {});
  // The navbar's answer (same call, same cache) names the company and project on screen.
  const navigation = useCached(Navigation, onScreen ? { current: onScreen } : {}).data;
  const admin = useCached(OperatorCurrent).data?.entity.installation_admin;
  const access = navigation && admin !== undefined ? { admin, companies: navigation.companies, judge: navigation.judge } : undefined;
  const judging = match?.handle.area === 'judges';
  if (!match || match.handle.area === 'home') return null;
  const { handle } = match;
  const params = specParams(handle.specPath, match.params) ?? match.params;
  const items: ReactNode[] = [
    <Anchor key="home" component={Link} to={HOME_PATH} size="sm">
      {LL.shell.areas.home()}
    </Anchor>,
  ];
  const named = NAMED_AREAS[handle.area];
  if (named) {
    items.push(
      named.path ? (
        <Anchor key="area" component={Link} to={named.path} size="sm">
          {named.label(LL)}
        </Anchor>
      ) : (
        <Text key="area" size="sm">
          {named.label(LL)}
        </Text>
      ),
    );
  }
  for (const name of paramNames(handle.specPath)) {
    const value = params[name];
    // A new record has no name yet: the screen's title says what it is. A judge's session stands for its form.
    if (value === undefined || value === 'new' || !isCrumbParam(name, LL) || (judging && name === 'form')) continue;
    const company = navigation?.companies.find((entry) => entry.id === (params.company ?? params.id));
    const known =
      name === 'company' || name === 'id' ? company?.name : name === 'project' ? company?.projects.find((entry) => entry.id === value)?.name : undefined;
    // A form's screens lead back to the project's forms, for whoever may open them.
    if (name === 'form' && !judging && params.company && params.project) {
      const forms = formsCrumbTarget(params.company, params.project, access);
      items.push(
        forms ? (
          <Anchor key="forms" component={Link} to={forms} size="sm">
            {LL.shell.titles.forms()}
          </Anchor>
        ) : (
          <Text key="forms" size="sm">
            {LL.shell.titles.forms()}
          </Text>
        ),
      );
    }
    const fallback = LL.shell.crumbs[name]({ value });
    const Crumb = Object.hasOwn(CRUMBS, name) ? CRUMBS[name] : undefined;
    items.push(
      Crumb ? (
        <Suspense key={name} fallback={<Text size="sm">{fallback}</Text>}>
          <Crumb params={params} fallback={fallback} judging={judging} />
        </Suspense>
      ) : (
        <Text key={name} size="sm">
          {known ?? fallback}
        </Text>
      ),
    );
  }
  items.push(
    <Text key="title" size="sm" fw={500} aria-current="page">
      {titleText(LL, handle)}
    </Text>,
  );
  return (
    <nav aria-label={LL.shell.breadcrumb()}>
      <Breadcrumbs mb="md" separatorMargin="xs">
        {items}
      </Breadcrumbs>
    </nav>
  );
}
