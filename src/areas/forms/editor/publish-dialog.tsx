import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { diffContent, isEmptyDiff } from '../../../../contract/form-changes.ts';
import { fieldsOf, type FormDefinition } from '../../../../contract/form-definition.ts';
import { FormPublish, FormVersionGet, type Form } from '../../../../contract/forms.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { call } from '../../../lib/api.ts';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { localized } from '../../../lib/form-fields/localized.ts';
import { OpeningChoice, openingChoices } from './opening-choice.tsx';
import { settingName } from './setting-names.ts';

interface PublishDialogProps {
  scope: { company: string; project: string; form: string };
  record: Form;
  draft: FormDefinition;
  lang: Language;
  /** Sends what is waiting of the draft first: the version it is held at, null when it could not be sent. */
  flush(): Promise<number | null>;
  onClose(): void;
  onPublished(number: number, queued: boolean): void;
}

function labels(definition: FormDefinition, keys: string[], lang: Language): string[] {
  const byKey = new Map(fieldsOf(definition).map(({ field }) => [field.key, field]));
  return keys.map((key) => {
    const field = byKey.get(key);
    return field ? `${localized(field.label, lang, definition.default_lang) || key} (${key})` : key;
  });
}

function Section({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title} ({items.length})
      </Title>
      <List size="sm" spacing={2}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The publish step: what changed since the last published version, then the draft frozen as the next one. */
export function PublishDialog({ scope, record, draft, lang, flush, onClose, onPublished }: PublishDialogProps) {
  const { LL } = useI18nContext();
  const texts = LL.forms.editor;
  const last = record.published_version;
  const previous = useCached(last === null ? null : FormVersionGet, last === null ? undefined : { ...scope, number: last });
  // Asked once, when the dialog opens: the form's status does not change under it.
  const [now] = useState(() => new Date());
  const [asked] = useState(() => openingChoices(record, now));
  const [opening, setOpening] = useState(asked?.initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const number = (last ?? 0) + 1;
  const before = previous.data?.definition;
  const diff = before ? diffContent(before, draft) : null;
  const nothing = diff !== null && isEmptyDiff(diff);

  async function publish() {
    setBusy(true);
    setError(null);
    // Published at the version the last save made: a change typed just before is part of it. The
    // opening travels with the publication, so no form is ever left open that was to stay closed.
    const version = await flush();
    const result = version === null ? null : await call(FormPublish, { ...scope, version, ...(opening ? { opening } : {}) });
    setBusy(false);
    if (result?.ok) return onPublished(result.queued ? number : result.data.entity.published_version, result.queued === true);
    setError(result?.error?.message ?? LL.forms.unreachable());
  }

  return (
    <Modal opened onClose={onClose} title={texts.publishTitle({ number })} size="lg" closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <Stack>
        <Text size="sm">{texts.publishIntro()}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {last === null && <Text size="sm">{texts.publishFirst({ count: fieldsOf(draft).length })}</Text>}
        {nothing && <Alert color="blue">{texts.publishNothing()}</Alert>}
        {diff && before && !nothing && (
          <Stack gap="sm">
            <Section title={texts.added()} items={labels(draft, diff.added, lang)} />
            <Section title={texts.removed()} items={labels(before, diff.removed, lang)} />
            <Section title={texts.changed()} items={diff.changed.map((entry) => `${labels(draft, [entry.key], lang)[0]}: ${entry.settings.map((name) => settingName(LL, name)).join(', ')}`)} />
            <Section title={texts.movedList()} items={labels(draft, diff.moved, lang)} />
            <Section title={texts.formChanged()} items={diff.form.map((name) => settingName(LL, name))} />
          </Stack>
        )}
        {asked && opening && <OpeningChoice choices={asked.choices} opensAt={record.opens_at} closesAt={record.closes_at} now={now} value={opening} onChange={setOpening} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {LL.shell.kit.cancel()}
          </Button>
          <Button onClick={() => void publish()} loading={busy} disabled={nothing || (last !== null && !before)} data-autofocus>
            {texts.publish()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
