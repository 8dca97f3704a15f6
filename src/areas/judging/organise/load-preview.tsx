import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { STATUS_COLORS } from '../../../components/status-badge.tsx';
import { previewText } from './load-preview-text.ts';
import type { PreviewState } from './use-load-preview.ts';

/** The load a save would give each judge, and a warning when some submissions would lack judges; read out as it changes. */
export function LoadPreviewPanel({ state }: { state: PreviewState }) {
  const { LL, locale } = useI18nContext();
  const words = LL.judging.organise.editor;
  const shown = state.kind === 'ready' ? state.preview : state.kind === 'loading' ? state.last : null;
  const text = shown ? previewText(shown, words, locale) : null;
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="load-preview" aria-busy={state.kind === 'loading'}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {words.preview()}
        </Text>
        <Text size="sm" aria-live="polite">
          {text ? text.summary : state.kind === 'none' ? words.previewNoJudges() : state.kind === 'failed' ? words.previewFailed() : words.previewLoading()}
        </Text>
        {text?.short ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" size={18} />} p="xs">
            <Text size="sm" c={STATUS_COLORS.warning.color}>
              {text.short}
            </Text>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
