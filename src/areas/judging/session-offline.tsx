import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import type { JudgeSessionGet } from '../../../contract/judging.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { fileSize } from '../../components/answer-value.tsx';
import { filesHeld, filesOf, storeFiles, type FilesHeld, type StoreOutcome } from '../../lib/files/session-files.ts';

type Session = EndpointOutput<typeof JudgeSessionGet>['entity'];

interface DeviceStorage {
  used: number;
  quota: number;
  persisted: boolean;
}

async function deviceStorage(ask: boolean): Promise<DeviceStorage | null> {
  if (!navigator.storage?.estimate) return null;
  const persisted = ask && navigator.storage.persist ? await navigator.storage.persist() : ((await navigator.storage.persisted?.()) ?? false);
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  return { used: usage, quota, persisted };
}

/**
 * What of a session this device holds: its submissions (kept with the session as it was read)
 * and their files, with the room the app takes; "Make available offline" stores the files (and
 * opening the session online does it by itself), and says when the device refuses the room.
 * `compact` on a phone, where it sits above the submission: what is held, without the room.
 */
export function SessionOffline({ session, online, compact = false }: { session: Session; online: boolean; compact?: boolean }) {
  const { LL, locale } = useI18nContext();
  const words = LL.judging.session.offline;
  const files = useMemo(() => filesOf(session.submissions.map((submission) => submission.answers)), [session.submissions]);
  const [held, setHeld] = useState<FilesHeld | null>(null);
  const [outcome, setOutcome] = useState<StoreOutcome | null>(null);
  const [storage, setStorage] = useState<DeviceStorage | null>(null);
  const [storing, setStoring] = useState(false);

  const store = useCallback(
    async (ask: boolean) => {
      setStoring(true);
      const result = await storeFiles(files).catch(() => null);
      setStoring(false);
      if (result) {
        setOutcome(result);
        setHeld(result);
      }
      setStorage(await deviceStorage(ask).catch(() => null));
    },
    [files],
  );

  // Read what is held; online, fetch what is missing at once: opening a session makes it available offline.
  useEffect(() => {
    let current = true;
    void filesHeld(files).then((found) => {
      if (!current) return;
      setHeld(found);
      if (online && found.files < files.length) void store(false);
      else void deviceStorage(false).then((estimate) => current && setStorage(estimate)).catch(() => undefined);
    });
    return () => {
      current = false;
    };
  }, [files, online, store]);

  const complete = held !== null && held.files === files.length;
  const size = (bytes: number) => fileSize(bytes, locale);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        {compact ? null : <Text fw={600}>{words.title()}</Text>}
        <Badge color={complete ? 'green' : 'yellow'} variant="light" style={{ alignSelf: 'flex-start' }}>
          {complete ? words.available() : words.partial()}
        </Badge>
        <Text size={compact ? 'xs' : 'sm'}>
          {files.length === 0
            ? words.noFiles({ submissions: session.submissions.length })
            : words.held({ files: held?.files ?? 0, total: files.length, size: size(held?.bytes ?? 0), submissions: session.submissions.length })}
        </Text>
        {storage && !compact ? <Text size="sm">{words.storage({ used: size(storage.used), quota: size(storage.quota) })}</Text> : null}
        {outcome?.refused ? (
          <Alert color="red" p="xs">
            {words.refused()}
          </Alert>
        ) : null}
        {outcome && !outcome.refused && outcome.failed > 0 ? (
          <Alert color="yellow" p="xs">
            {words.failed({ count: outcome.failed })}
          </Alert>
        ) : null}
        {storage && !storage.persisted && outcome ? <Text size="xs">{words.notPersisted()}</Text> : null}
        {files.length > 0 ? (
          <Button
            variant="default"
            size="md"
            leftSection={<IconCloudDownload aria-hidden="true" size={18} />}
            loading={storing}
            disabled={!online}
            onClick={() => void store(true)}
          >
            {words.make()}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
