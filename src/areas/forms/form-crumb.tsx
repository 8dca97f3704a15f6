// The form a crumb names, by its title in the operator's language: read with the forms' schemas,
// so this loads only on the screens that name a form, not with the shell.
import '@mantine/core/styles/Anchor.css';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FormGet } from '../../../contract/forms.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { RecordCrumbProps } from '../../lib/area.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { localized } from '../../lib/form-fields/localized.ts';
import { formTabPath } from '../../lib/forms/form-screens.ts';

/**
 * The crumb of the form on screen: the same read the form's screens make. It leads to the form's
 * first tab, the Field Editor, which everyone who opens a form's screens may read.
 */
export default function FormCrumb({ params, fallback }: RecordCrumbProps) {
  const { locale } = useI18nContext();
  const scope = params.form && params.company && params.project ? { company: params.company, project: params.project, form: params.form } : undefined;
  const draft = useCached(scope ? FormGet : null, scope).data?.entity.draft;
  const name = (draft && localized(draft.title, locale, draft.default_lang)) || fallback;
  if (!scope) return <Text size="sm">{name}</Text>;
  return (
    <Anchor component={Link} to={formTabPath(scope, 'editor')} size="sm">
      {name}
    </Anchor>
  );
}
