import { fieldsOf, type FormBlock, type FormDefinition, type FormField } from '../../../contract/form-definition.ts';
import { FormGet, FormVersionGet, FormVersions } from '../../../contract/forms.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useCached } from '../cache/use-cached.ts';
import { definitionTexts } from '../form-fields/definition-texts.ts';
import type { FormScope } from './form-screens.ts';

/** A field that asks something, with its block and the block's place in the form. */
export interface AskingField {
  field: FormField;
  block: FormBlock;
  blockIndex: number;
}

/** The fields of a definition that ask something, in the form's order. */
export function askingFields(definition: Pick<FormDefinition, 'blocks'> | undefined): AskingField[] {
  if (!definition) return [];
  const blocks = definition.blocks;
  return fieldsOf(definition)
    .filter(({ field }) => field.type !== 'statement')
    .map(({ block, field }) => ({ field, block, blockIndex: blocks.indexOf(block) }));
}

/**
 * The form a screen about its submissions is about: its settings and title, the definition of its
 * last published version (the fields the filters, the columns and the charts name, the blocks the
 * bar of its screens lists), and its published versions for the version filter.
 */
export function usePublishedForm(scope: FormScope) {
  const { locale } = useI18nContext();
  const formAnswer = useCached(scope.form ? FormGet : null, scope);
  const form = formAnswer.data?.entity;
  const number = form?.published_version ?? null;
  const version = useCached(number ? FormVersionGet : null, { ...scope, number: number ?? 1 });
  const versions = useCached(number ? FormVersions : null, scope).data?.items;
  const definition = number ? version.data?.definition : undefined;
  const texts = definitionTexts(definition ?? form?.draft, locale);
  return {
    form,
    /** The last published version's definition; undefined while it loads or before any publication. */
    definition,
    fields: askingFields(definition),
    versions,
    texts,
    title: form ? texts.text(form.draft.title) : undefined,
    /** Nothing was ever published: there can be no submission yet. */
    unpublished: form !== undefined && number === null,
    /** The form could not be read (offline and never read here, or refused). */
    failed: formAnswer.settled && !form,
    offline: formAnswer.error === null,
    reload: formAnswer.reload,
  };
}

/** What a screen knows of its form and its last published version. */
export type PublishedForm = ReturnType<typeof usePublishedForm>;
