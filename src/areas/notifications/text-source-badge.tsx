import type { TextSource } from '../../../contract/notifications.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ColoredBadge, STATUS_COLORS, type BadgeColors } from '../../components/status-badge.tsx';

// One colour per level, the nearer the warmer; each text on its tint at least 4.5:1.
const SOURCE_COLORS: Record<TextSource, BadgeColors> = {
  builtin: STATUS_COLORS.neutral,
  installation: STATUS_COLORS.info,
  company: { color: '#0b5d4b', background: 'var(--mantine-color-teal-0)', border: 'var(--mantine-color-teal-4)' },
  project: { color: '#5f3dc4', background: 'var(--mantine-color-violet-0)', border: 'var(--mantine-color-violet-3)' },
};

/** The level a text in effect comes from, as a small label in that level's colour. */
export function TextSourceBadge({ source }: { source: TextSource }) {
  const { LL } = useI18nContext();
  return (
    <ColoredBadge colors={SOURCE_COLORS[source]} data-source={source}>
      {LL.notifications.texts.source[source]()}
    </ColoredBadge>
  );
}
