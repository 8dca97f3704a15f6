import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { FormChange } from '../../../../contract/form-changes.ts';
import type { FormDefinition } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { changeText } from './change-text.ts';

interface ProposalListProps {
  composer: 'built-in' | 'ai';
  changes: FormChange[];
  accepted: boolean[];
  draft: FormDefinition;
  lang: Language;
  onDecide(accepted: boolean[]): void;
  onApply(): void;
}

/** The composer's proposal: each change in a sentence, accepted or rejected one by one, then applied as one step. */
export function ProposalList({ composer, changes, accepted, draft, lang, onDecide, onApply }: ProposalListProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.composer;
  const count = accepted.filter(Boolean).length;
  if (changes.length === 0) return <Text size="sm">{texts.nothing()}</Text>;
  return (
    <Stack gap="sm">
      <Text fw={600}>{composer === 'ai' ? texts.ai() : texts.builtIn()}</Text>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => onDecide(changes.map(() => true))}>
          {texts.acceptAll()}
        </Button>
        <Button size="xs" variant="default" onClick={() => onDecide(changes.map(() => false))}>
          {texts.rejectAll()}
        </Button>
      </Group>
      <Checkbox.Group label={texts.changesLabel()} value={accepted.flatMap((yes, index) => (yes ? [String(index)] : []))} onChange={(values) => onDecide(changes.map((_, index) => values.includes(String(index))))}>
        <Stack gap="xs" mt="xs">
          {changes.map((change, index) => (
            <Checkbox key={index} value={String(index)} label={changeText(LL, change, draft, lang)} data-change={change.op} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group>
        <Button onClick={onApply} disabled={count === 0}>
          {texts.apply({ count })}
        </Button>
      </Group>
    </Stack>
  );
}
