import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Group, Paper, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Language } from '../../../contract/languages.ts';
import type { Notification, NotificationKey, NotyLevel, TextSource } from '../../../contract/notifications.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { languageName } from '../../components/language-tabs.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { asKey } from './text-level.ts';
import { TextSourceBadge } from './text-source-badge.tsx';
import { mailWords } from './text-words.ts';

/** One cell of the grid as the list answered it. */
export interface GridCell {
  source: TextSource;
  outdated: boolean;
}

/** The cells of the grid by notification and language (`key/lang`). */
export type GridCells = ReadonlyMap<string, GridCell>;

/** The key of a cell in `GridCells`. */
export const cellKey = (key: string, lang: Language) => `${key}/${lang}`;

interface TextGridProps {
  level: NotyLevel;
  notifications: readonly Notification[];
  languages: readonly Language[];
  cells: GridCells;
  /** The cells with a change kept on this device, not sent yet (`key/lang`). */
  pending: ReadonlySet<string>;
  phone: boolean;
  onOpen(key: NotificationKey, lang: Language): void;
}

// Operators' own mails (installation only) apart from the mails about a project.
function groupsOf(notifications: readonly Notification[]): { group: 'operator' | 'respondent'; items: Notification[] }[] {
  const operator = notifications.filter((notification) => notification.levels.length === 1);
  const respondent = notifications.filter((notification) => notification.levels.length > 1);
  return [
    { group: 'operator' as const, items: operator },
    { group: 'respondent' as const, items: respondent },
  ].filter((group) => group.items.length > 0);
}

interface CellProps {
  level: NotyLevel;
  notification: Notification;
  lang: Language;
  cell: GridCell | undefined;
  pending: boolean;
  onOpen(key: NotificationKey, lang: Language): void;
  /** On a card, the language's name goes before the marks. */
  withLanguage?: boolean;
}

/**
 * A cell: where its text comes from, whether this level changed it and whether it is outdated;
 * choosing it opens the editor. Its name is its visible words after the notification's (and the
 * language's, in the table), so what one reads is what a voice command says.
 */
function Cell({ level, notification, lang, cell, pending, onOpen, withLanguage }: CellProps) {
  const { LL } = useI18nContext();
  const words = LL.notifications.texts;
  const source = cell?.source ?? 'builtin';
  const here = source === level;
  const name = mailWords(words, asKey(notification)).name;
  return (
    <UnstyledButton
      onClick={() => onOpen(asKey(notification), lang)}
      data-testid={`text-cell-${notification.key}-${lang}`}
      data-source={source}
      data-overridden={here || undefined}
      data-outdated={cell?.outdated || undefined}
      style={{ display: 'block', width: '100%', padding: 'var(--mantine-spacing-xs)', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <VisuallyHidden>{withLanguage ? words.cellCard({ notification: name }) : words.cell({ notification: name, language: languageName(lang) })} </VisuallyHidden>
      <Group gap={6} wrap="wrap" justify={withLanguage ? 'space-between' : 'flex-start'}>
        {withLanguage ? (
          <Text size="sm" fw={600}>
            {languageName(lang)}
          </Text>
        ) : null}
        <Group gap={6} wrap="wrap">
          <TextSourceBadge source={source} />
          {here ? (
            <Text span size="xs" c="dimmed" fw={600}>
              <IconPencil aria-hidden="true" size={12} style={{ verticalAlign: 'middle', marginRight: 2 }} />
              {words.overridden()}
            </Text>
          ) : null}
          {cell?.outdated ? <StatusBadge tone="warning">{words.outdated()}</StatusBadge> : null}
          {pending ? <StatusBadge tone="neutral">{LL.shell.sync.pendingBadge()}</StatusBadge> : null}
        </Group>
      </Group>
    </UnstyledButton>
  );
}

function NotificationName({ notification }: { notification: Notification }) {
  const { LL } = useI18nContext();
  const words = mailWords(LL.notifications.texts, asKey(notification));
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {words.name}
      </Text>
      <Text size="xs" c="dimmed">
        {words.about}
      </Text>
    </Stack>
  );
}

/**
 * The notifications a level may change by the languages of its texts: each cell says which
 * level supplies it, and marks the texts changed at this level and those written against an
 * older built-in text. On a phone, a card per notification with a line per language.
 */
export function TextGrid({ level, notifications, languages, cells, pending, phone, onOpen }: TextGridProps) {
  const { LL } = useI18nContext();
  const words = LL.notifications.texts;
  const groups = groupsOf(notifications);
  const headed = groups.length > 1;
  if (phone) {
    return (
      <Stack gap="lg" data-testid="text-cards">
        {groups.map(({ group, items }) => (
          <Stack key={group} gap="sm" component="section" aria-label={words.groups[group]()}>
            {headed ? (
              <Text fw={700} component="h2" size="md">
                {words.groups[group]()}
              </Text>
            ) : null}
            {items.map((notification) => (
              <Paper key={notification.key} withBorder p="sm" radius="sm" data-testid={`text-card-${notification.key}`}>
                <NotificationName notification={notification} />
                <Stack gap={2} mt="xs">
                  {languages.map((lang) => (
                    <Cell key={lang} level={level} notification={notification} lang={lang} cell={cells.get(cellKey(notification.key, lang))} pending={pending.has(cellKey(notification.key, lang))} onOpen={onOpen} withLanguage />
                  ))}
                </Stack>
              </Paper>
            ))}
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <div role="region" aria-label={words.grid()} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table data-testid="text-grid" verticalSpacing="xs" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{words.notification()}</Table.Th>
            {languages.map((lang) => (
              <Table.Th key={lang} scope="col" lang={lang}>
                {languageName(lang)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {groups.map(({ group, items }) => (
          <Table.Tbody key={group}>
            {headed ? (
              <Table.Tr>
                <Table.Th scope="rowgroup" colSpan={languages.length + 1} bg="var(--mantine-color-gray-0)">
                  {words.groups[group]()}
                </Table.Th>
              </Table.Tr>
            ) : null}
            {items.map((notification) => (
              <Table.Tr key={notification.key} data-testid={`text-row-${notification.key}`}>
                <Table.Th scope="row" fw="normal" miw={220}>
                  <NotificationName notification={notification} />
                </Table.Th>
                {languages.map((lang) => (
                  <Table.Td key={lang}>
                    <Cell
                      level={level}
                      notification={notification}
                      lang={lang}
                      cell={cells.get(cellKey(notification.key, lang))}
                      pending={pending.has(cellKey(notification.key, lang))}
                      onOpen={onOpen}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        ))}
      </Table>
    </div>
  );
}
