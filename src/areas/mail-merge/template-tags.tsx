import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import type { MergeTag, MergeTagList } from '../../../contract/mail-merge.ts';
import { useI18nContext } from '../../../i18n/i18n-react';

/** The `{{tag}}` of a merge tag, as a text names it. */
export const tagOf = (name: string) => `{{${name}}}`;

interface TagButtonProps {
  tag: string;
  meaning: string;
  onInsert(tag: string): void;
}

function TagButton({ tag, meaning, onInsert }: TagButtonProps) {
  const { LL } = useI18nContext();
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Button
        size="compact-sm"
        variant="default"
        ff="monospace"
        // Keeps the cursor where it was: the click must not take the focus from the subject or the text first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onInsert(tagOf(tag))}
        aria-label={`${LL.mailMerge.tags.insert({ tag: tagOf(tag) })}: ${meaning}`}
        style={{ flexShrink: 0, maxWidth: '60%' }}
      >
        <Text span ff="monospace" size="sm" truncate>
          {tagOf(tag)}
        </Text>
      </Button>
      <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {meaning}
      </Text>
    </Group>
  );
}

/**
 * The tags a template may use: the fixed ones with what they stand for, and each form's answers by
 * their field's key; choosing one inserts it where the cursor was, in a subject or a text.
 */
export function TemplateTags({ tags, onInsert }: { tags: EndpointOutput<typeof MergeTagList> | undefined; onInsert(tag: string): void }) {
  const { LL } = useI18nContext();
  const words = LL.mailMerge.tags;
  const meaning = (tag: MergeTag) => words.fixed[tag]();
  return (
    <Stack gap="sm" component="section" aria-labelledby="merge-tags-title" data-testid="merge-tags">
      <div>
        <Text fw={600} size="sm" id="merge-tags-title">
          {words.title()}
        </Text>
        <Text size="xs" c="dimmed">
          {words.help()}
        </Text>
      </div>
      {tags === undefined ? (
        <Text size="sm" c="dimmed">
          {LL.shell.kit.loading()}
        </Text>
      ) : (
        <>
          <Stack gap={6}>
            {tags.fixed.map((tag) => (
              <TagButton key={tag} tag={tag} meaning={meaning(tag)} onInsert={onInsert} />
            ))}
          </Stack>
          {tags.forms.map((form) =>
            form.fields.length > 0 ? (
              <Stack key={form.id} gap={6} data-form={form.name}>
                <Text size="sm" fw={600}>
                  {words.answers({ form: form.name })}
                </Text>
                {form.fields.map((field) => (
                  <TagButton key={field.key} tag={field.key} meaning={field.label || field.key} onInsert={onInsert} />
                ))}
              </Stack>
            ) : null,
          )}
        </>
      )}
    </Stack>
  );
}
