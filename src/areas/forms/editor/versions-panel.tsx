import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormVersionGet, FormVersions } from '../../../../contract/forms.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { FormPreview } from './form-preview.tsx';

interface VersionsPanelProps {
  scope: { company: string; project: string; form: string };
  readOnly: boolean;
  onRestore(number: number): Promise<void>;
}

function VersionView({ scope, number, onClose }: { scope: VersionsPanelProps['scope']; number: number; onClose(): void }) {
  const { LL } = useI18nContext();
  const version = useCached(FormVersionGet, { ...scope, number });
  return (
    <Modal opened onClose={onClose} title={LL.forms.editor.versionLabel({ number })} size="xl" closeButtonProps={{ 'aria-label': LL.app.close() }}>
      {version.data ? <FormPreview draft={version.data.definition} /> : <Text size="sm">{LL.app.loading()}</Text>}
    </Modal>
  );
}

/** The published versions, newest first: each opens as respondents saw it, and can be restored into the draft. */
export function VersionsPanel({ scope, readOnly, onRestore }: VersionsPanelProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.editor;
  const versions = useCached(FormVersions, scope);
  const [open, setOpen] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const items = versions.data?.items ?? [];
  if (versions.data && items.length === 0) return <EmptyState title={texts.versionsEmpty()} message={texts.publishIntro()} />;
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <Paper key={item.number} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Text fw={600}>{texts.versionLabel({ number: item.number })}</Text>
              <Text size="sm">
                <RelativeTime value={item.published_at} /> · {texts.versionMeta({ count: item.fields, by: item.published_by ?? texts.unknownPerson() })}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => setOpen(item.number)}>
                {texts.openVersion()}
              </Button>
              {!readOnly && (
                <Button variant="light" size="xs" onClick={() => setRestoring(item.number)}>
                  {texts.restore()}
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
      {open !== null && <VersionView scope={scope} number={open} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        opened={restoring !== null}
        title={texts.restore()}
        confirmLabel={texts.restore()}
        busy={busy}
        onCancel={() => setRestoring(null)}
        onConfirm={() => {
          if (restoring === null) return;
          setBusy(true);
          void onRestore(restoring).finally(() => {
            setBusy(false);
            setRestoring(null);
          });
        }}
      >
        {restoring !== null ? texts.restoreConfirm({ number: restoring }) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
