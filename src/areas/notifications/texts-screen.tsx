import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { buildCall } from '../../../contract/endpoint.ts';
import { LANGUAGES, type Language } from '../../../contract/languages.ts';
import type { NotificationKey, NotyLevel } from '../../../contract/notifications.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { Screen } from '../../components/screen.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { useOutboxEntries } from '../../lib/sync/use-outbox.ts';
import { TextEditorDrawer } from './text-editor.tsx';
import { cellKey, TextGrid, type GridCell } from './text-grid.tsx';
import { notificationsAt, useTextPlace, type TextPlace } from './text-level.ts';

function GridSkeleton() {
  return (
    <Stack gap="xs" aria-hidden="true" data-testid="text-grid-loading">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </Stack>
  );
}

// The cells a save or a reset kept on this device has not reached the server for yet.
function usePendingCells(place: TextPlace): ReadonlySet<string> {
  const entries = useOutboxEntries();
  return useMemo(() => {
    const paths = new Set([place.calls.textsSave, place.calls.textsReset].map((call) => buildCall(call.path, place.scope).path));
    return new Set((entries ?? []).filter((entry) => paths.has(entry.path)).map((entry) => `${String(entry.body.key)}/${String(entry.body.lang)}`));
  }, [entries, place]);
}

/**
 * The texts of a level's notifications (installation and company templates, a project's texts): the
 * grid of notifications by language saying where each text comes from, and the editor of a cell.
 * A project shows its own languages only; the operators' mails appear at installation level only.
 */
export function TextsScreen({ level }: { level: NotyLevel }) {
  const { LL } = useI18nContext();
  const words = LL.notifications.texts;
  const place = useTextPlace(level);
  const list = useCached(place.calls.textsList, place.scope as Record<string, never>);
  const phone = !useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [open, setOpen] = useState<{ key: NotificationKey; lang: Language } | null>(null);
  const items = list.data?.items;
  // A project's languages as its record says; until it is read, those its texts are listed in.
  const languages = useMemo(() => {
    if (place.languages) return place.languages;
    return items ? LANGUAGES.filter((lang) => items.some((item) => item.lang === lang)) : null;
  }, [place.languages, items]);
  const cells = useMemo(() => new Map<string, GridCell>((items ?? []).map((item) => [cellKey(item.key, item.lang), { source: item.source, outdated: item.outdated }])), [items]);
  const notifications = useMemo(() => notificationsAt(level), [level]);
  const pending = usePendingCells(place);

  let content;
  if (list.settled && !list.data) content = <NotLoaded offline={list.error === null} onRetry={list.reload} />;
  else if (!items || !languages) content = <GridSkeleton />;
  else content = <TextGrid level={level} notifications={notifications} languages={languages} cells={cells} pending={pending} phone={phone} onOpen={(key, lang) => setOpen({ key, lang })} />;

  return (
    <Screen description={words.description[level]()}>
      <Text size="sm">{words.legend()}</Text>
      {content}
      {open ? (
        <TextEditorDrawer
          key={cellKey(open.key, open.lang)}
          place={place}
          notificationKey={open.key}
          lang={open.lang}
          phone={phone}
          onChanged={list.reload}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Screen>
  );
}
