import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { TextSource } from '../../../contract/notifications.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { STATUS_COLORS } from '../../components/status-badge.tsx';

// One colour per level, the nearer the warmer; each text on its tint at least 4.5:1.
const SOURCE_COLORS: Record<TextSource, { color: string; background: string; border: string }> = {
  builtin: STATUS_COLORS.neutral,
  installation: STATUS_COLORS.info,
  company: { color: '#0b5d4b', background: 'var(--mantine-color-teal-0)', border: 'var(--mantine-color-teal-4)' },
  project: { color: '#5f3dc4', background: 'var(--mantine-color-violet-0)', border: 'var(--mantine-color-violet-3)' },
};

/** The level a text in effect comes from, as a small label in that level's colour. */
export function TextSourceBadge({ source }: { source: TextSource }) {
  const { LL } = useI18nContext();
  const colors = SOURCE_COLORS[source];
  return (
    <Badge
      variant="outline"
      radius="sm"
      tt="none"
      fw={600}
      data-source={source}
      styles={{
        root: { color: colors.color, background: colors.background, borderColor: colors.border, maxWidth: 'none', overflow: 'visible' },
        label: { overflow: 'visible', textOverflow: 'clip' },
      }}
    >
      {LL.notifications.texts.source[source]()}
    </Badge>
  );
}
