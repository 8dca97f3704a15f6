import '@mantine/core/styles/List.css';
import { List, Text } from '@mantine/core';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { changeValue, type LogRow } from './log-row.ts';

/** A saved record's changed fields: each field's name, the value before and the value after. */
export function LogChanges({ row }: { row: LogRow }) {
  const { LL } = useI18nContext();
  const texts = LL.installation.logs;
  if (row.changes.length === 0) return null;
  return (
    <List size="sm" spacing={2} listStyleType="none" aria-label={texts.changes()}>
      {row.changes.map((change) => (
        <List.Item key={change.field}>
          <Text span fw={600} size="sm">
            {change.label}:
          </Text>{' '}
          <Text span size="sm" td="line-through">
            {changeValue(change.from, texts)}
          </Text>
          {' → '}
          <Text span size="sm">
            {changeValue(change.to, texts)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
