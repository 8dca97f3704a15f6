import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { useI18nContext } from '../../i18n/i18n-react';

/** Says that a record cannot be shown: it was never opened on this device and the server does not answer. */
export function RecordUnavailable() {
  const { LL } = useI18nContext();
  return (
    <Alert color="gray" variant="light" role="status" title={LL.shell.records.unavailableTitle()} data-testid="record-unavailable">
      {LL.shell.records.unavailable()}
    </Alert>
  );
}
