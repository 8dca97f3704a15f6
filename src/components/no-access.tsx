import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../i18n/i18n-react';
import type { ApiError } from '../lib/api.ts';

// A path segment the server cannot read as an id is refused as invalid: for the screen it is the same as missing.
const REFUSALS = new Set(['forbidden', 'not_found', 'validation_failed']);

/** True when the server refused to show the record: no right to it, or no such record. */
export function isRefusal(error: ApiError | null): boolean {
  return error !== null && REFUSALS.has(error.code);
}

/** Says that the screen cannot be shown to this operator, with a way back Home. */
export function NoAccess() {
  const { LL } = useI18nContext();
  return (
    <Alert color="red" variant="light" role="alert" title={LL.shell.noAccess.title()}>
      <Text size="sm">{LL.shell.noAccess.message()}</Text>
      <Anchor component={Link} to="/app/in/home" size="sm">
        {LL.shell.noAccess.home()}
      </Anchor>
    </Alert>
  );
}
