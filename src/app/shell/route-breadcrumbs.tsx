import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FormGet } from '../../../contract/forms.ts';
import { JudgeSessionGet } from '../../../contract/judging.ts';
import { Navigation } from '../../../contract/projects.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { titleText, useScreenMatch, type NavArea } from '../../components/screen-handle.ts';
import { blockIndexOf } from '../../areas/submissions/results-paths.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { localized } from '../../lib/form-fields/localized.ts';
import { HOME_PATH } from '../../lib/next-path.ts';
import { paramNames, specParams } from '../routes/path-pattern.ts';

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

// The form on screen, and the block a results screen names, by their titles in the operator's
// language: the same read the form's screens make.
function useFormNames(params: Record<string, string | undefined> | undefined, judging: boolean): { form?: string; block?: string } {
  const { locale } = useI18nContext();
  // A judge reads no form: the session names what they judge.
  const scope = !judging && params?.form && params.company && params.project ? { company: params.company, project: params.project, form: params.form } : undefined;
  const draft = useCached(scope ? FormGet : null, scope).data?.entity.draft;
  if (!draft) return {};
  const index = params?.block === undefined ? null : blockIndexOf(draft, params.block);
  const block = index === null ? undefined : draft.blocks[index];
  return {
    form: localized(draft.title, locale, draft.default_lang) || undefined,
    block: block ? localized(block.title, locale, draft.default_lang) || block.key : undefined,
  };
}

// The judging session on screen, by its name: the same read its screen makes (kept on the device).
function useSessionName(params: Record<string, string | undefined> | undefined): string | undefined {
  const ref =
    params?.session && params.form && params.company && params.project ? { company: params.company, project: params.project, form: params.form, session: params.session } : undefined;
  return useCached(ref ? JudgeSessionGet : null, ref).data?.entity.name;
}

/** Where the screen sits: Home, its area, the route's parameters (company, project, form, ...) and its title. */
export function RouteBreadcrumbs() {
  const { LL } = useI18nContext();
  const match = useScreenMatch();
  // The company on screen: a company's own screens name it `company`, the admin's company editor `id`.
  const onScreen = match?.params.company ?? match?.params.id;
  // The navbar's answer (same call, same cache) names the company and project on screen.
  const navigation = useCached(Navigation, onScreen ? { current: onScreen } : {}).data;
  const judging = match?.handle.area === 'judges';
  const names = useFormNames(match?.params, judging);
  const sessionName = useSessionName(judging ? match?.params : undefined);
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
      name === 'company' || name === 'id'
        ? company?.name
        : name === 'project'
          ? company?.projects.find((entry) => entry.id === value)?.name
          : name === 'form'
            ? names.form
            : name === 'block'
              ? names.block
              : name === 'session'
                ? sessionName
                : undefined;
    // A form's screens lead back to the project's forms.
    if (name === 'form' && !judging && params.company && params.project) {
      items.push(
        <Anchor key="forms" component={Link} to={`/app/in/company/${params.company}/project/${params.project}/forms`} size="sm">
          {LL.shell.titles.forms()}
        </Anchor>,
      );
    }
    items.push(
      <Text key={name} size="sm">
        {known ?? LL.shell.crumbs[name]({ value })}
      </Text>,
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
