import '@mantine/core/styles/Group.css';
import { Group } from '@mantine/core';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { StatusBadge } from '../../../components/status-badge.tsx';

/** Required or optional, and withdrawn when it is. */
export function ConditionBadges({ condition }: { condition: { required: boolean; withdrawn_at: string | null } }) {
  const { LL } = useI18nContext();
  const texts = LL.installation.conditions;
  return (
    <Group gap={6} wrap="wrap">
      {condition.required ? <StatusBadge tone="info">{texts.required()}</StatusBadge> : <StatusBadge tone="neutral">{texts.optional()}</StatusBadge>}
      {condition.withdrawn_at ? <StatusBadge tone="warning">{texts.withdrawn()}</StatusBadge> : null}
    </Group>
  );
}
