// The block of a form a results screen names, by its title in the operator's language: read with
// the forms' schemas, so this loads only on the screens that name a block.
import { Text } from '@mantine/core';
import { FormGet } from '../../../contract/forms.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { RecordCrumbProps } from '../../lib/area.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { localized } from '../../lib/form-fields/localized.ts';
import { blockIndexOf } from './block-index.ts';

/** The crumb of the block on screen: the same read the form's screens make. */
export default function BlockCrumb({ params, fallback }: RecordCrumbProps) {
  const { locale } = useI18nContext();
  const scope = params.form && params.company && params.project ? { company: params.company, project: params.project, form: params.form } : undefined;
  const draft = useCached(scope ? FormGet : null, scope).data?.entity.draft;
  const index = draft && params.block !== undefined ? blockIndexOf(draft, params.block) : null;
  const block = index === null || !draft ? undefined : draft.blocks[index];
  const name = block && draft ? localized(block.title, locale, draft.default_lang) || block.key : undefined;
  return <Text size="sm">{name ?? fallback}</Text>;
}
