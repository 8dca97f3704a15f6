import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Affix, Button, Group, Notification, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { dismissNotice, SHOWN_MS, useNoticeStore, type Notice } from '../lib/notices.ts';

function NoticeCard({ notice }: { notice: Notice }) {
  const { LL } = useI18nContext();
  useEffect(() => {
    const timer = setTimeout(() => dismissNotice(notice.id), SHOWN_MS[notice.tone]);
    return () => clearTimeout(timer);
  }, [notice.id, notice.tone]);
  const undo = notice.undo;
  return (
    <Notification
      color={notice.tone === 'success' ? 'teal' : 'red'}
      withBorder
      role={notice.tone === 'success' ? 'status' : 'alert'}
      closeButtonProps={{ 'aria-label': LL.app.close() }}
      onClose={() => dismissNotice(notice.id)}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{notice.message ?? LL.app.changeFailed()}</Text>
        {undo && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              dismissNotice(notice.id);
              undo();
            }}
          >
            {LL.app.undo()}
          </Button>
        )}
      </Group>
    </Notification>
  );
}

/**
 * Successes and failures with no form to hold them, told at the top right under the header
 * (clear of a form's action bar at the bottom) and gone after a few seconds.
 */
export function Notices() {
  const notices = useNoticeStore((state) => state.notices);
  return (
    <Affix position={{ top: 68, right: 16 }} w={380} maw="calc(100vw - 32px)" zIndex={300}>
      <Stack gap="xs">
        {notices.map((notice) => (
          <NoticeCard key={notice.id} notice={notice} />
        ))}
      </Stack>
    </Affix>
  );
}
