import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { FormBlock } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import type { IssueView } from '../../../lib/records/issues.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { localized } from '../../../lib/form-fields/localized.ts';
import { LocalizedInput } from './localized-input.tsx';

interface BlockPanelProps {
  block: FormBlock;
  lang: Language;
  fallback: Language;
  /** The step's problems, by the rest of their path (`title`, `key`). */
  issues: IssueView;
  /** The last step cannot go: a form has at least one. */
  removable: boolean;
  readOnly: boolean;
  onChange(key: string, change: Partial<Pick<FormBlock, 'key' | 'title'>>, topic?: string): void;
  onRemove(key: string): void;
}

/** A step's title and key, and its removal with its fields. */
export function BlockPanel({ block, lang, fallback, issues, removable, readOnly, onChange, onRemove }: BlockPanelProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.editor;
  return (
    <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Stack gap="sm">
        <LocalizedInput
          label={texts.blockTitle()}
          value={block.title}
          lang={lang}
          hint={localized(block.title, fallback, fallback)}
          {...issues.at('title')}
          required
          onChange={(title) => onChange(block.key, { title }, `block-title:${block.key}`)}
        />
        <TextInput label={texts.blockKey()} value={block.key} {...issues.at('key')} onChange={(event) => onChange(block.key, { key: event.currentTarget.value }, 'block-key')} />
        {removable && (
          <Group>
            <Button variant="light" color="red" leftSection={<IconTrash aria-hidden="true" size={16} />} onClick={() => onRemove(block.key)}>
              {texts.removeBlock()}
            </Button>
          </Group>
        )}
      </Stack>
    </fieldset>
  );
}
