import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import { Affix, Notification, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { dismissFailure, useFailureStore, type FailureNotice } from '../lib/failures.ts';

const SHOWN_MS = 8000;

function Notice({ notice }: { notice: FailureNotice }) {
  const { LL } = useI18nContext();
  useEffect(() => {
    const timer = setTimeout(() => dismissFailure(notice.id), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice.id]);
  return (
    <Notification color="error" withBorder role="status" closeButtonProps={{ 'aria-label': LL.app.close() }} onClose={() => dismissFailure(notice.id)}>
      {notice.message ?? LL.app.changeFailed()}
    </Notification>
  );
}

/** Failed changes, told in a corner of the screen and gone after a few seconds. */
export function FailureNotices() {
  const notices = useFailureStore((state) => state.notices);
  return (
    <Affix position={{ top: 72, right: 16 }} w={360} maw="calc(100vw - 32px)">
      <Stack gap="xs">
        {notices.map((notice) => (
          <Notice key={notice.id} notice={notice} />
        ))}
      </Stack>
    </Affix>
  );
}
