import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Alert, Anchor, List } from '@mantine/core';
import type { FormDefinition } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { localized } from '../../../lib/form-fields/localized.ts';
import type { Issues } from '../../../lib/records/issues.ts';
import type { Selection } from './outline.tsx';

/** What a problem's path is about: a field, a step, or the form's own texts. */
export function selectionOf(draft: FormDefinition, path: string): Selection {
  const [root, b, part, f] = path.split('.');
  const block = root === 'blocks' && b !== undefined ? draft.blocks[Number(b)] : undefined;
  const field = block && part === 'fields' && f !== undefined ? block.fields[Number(f)] : undefined;
  if (field) return { kind: 'field', key: field.key };
  if (block) return { kind: 'block', key: block.key };
  return { kind: 'form' };
}

interface DraftProblemsProps {
  draft: FormDefinition;
  issues: Issues;
  lang: Language;
  onSelect(selection: Selection): void;
}

/** What publishing waits for, listed once the person asked to publish: each problem where it is, a link to its setting. */
export function DraftProblems({ draft, issues, lang, onSelect }: DraftProblemsProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.editor;
  const place = (selection: Selection): string => {
    if (selection.kind === 'form') return texts.formTexts();
    const index = draft.blocks.findIndex((block) => selection.kind === 'block' && block.key === selection.key);
    if (selection.kind === 'block') return localized(draft.blocks[index]?.title, lang, draft.default_lang) || texts.newBlock({ number: index + 1 });
    const field = draft.blocks.flatMap((block) => block.fields).find((candidate) => candidate.key === selection.key);
    return (field && localized(field.label, lang, draft.default_lang)) || selection.key;
  };
  return (
    <Alert color="orange" role="alert" title={texts.problemsTitle({ count: issues.size })}>
      <List size="sm" spacing={2}>
        {[...issues].map(([path, message]) => {
          const selection = selectionOf(draft, path);
          return (
            <List.Item key={path}>
              <Anchor component="button" type="button" size="sm" onClick={() => onSelect(selection)}>
                {texts.problemAt({ place: place(selection), message })}
              </Anchor>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
