import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Stack, Text, Title } from '@mantine/core';
import type { FormDefinition } from '../../../../contract/form-definition.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { AnswerValue } from '../../../components/answer-value.tsx';
import { definitionTexts } from '../../../lib/form-fields/definition-texts.ts';

/** Every answer of a submission in the order of the version it answered, block by block, each field by its label. */
export function AnswersByBlock({ definition, answers }: { definition: FormDefinition; answers: Record<string, unknown> }) {
  const { locale } = useI18nContext();
  const texts = definitionTexts(definition, locale);
  return (
    <Stack gap="lg">
      {definition.blocks.map((block) => {
        const fields = block.fields.filter((field) => field.type !== 'statement');
        if (fields.length === 0) return null;
        return (
          <Stack key={block.key} gap="sm" component="section" aria-label={texts.text(block.title) || block.key}>
            <Title order={4} size="h6" c="dimmed" tt="uppercase" style={{ letterSpacing: '0.03em' }}>
              {texts.text(block.title) || block.key}
            </Title>
            <Stack gap="sm" component="dl" m={0}>
              {fields.map((field) => (
                <div key={field.key}>
                  <Text component="dt" size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {texts.text(field.label) || field.key}
                  </Text>
                  <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                    <AnswerValue field={field} value={answers[field.key]} texts={texts} />
                  </Text>
                </div>
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
