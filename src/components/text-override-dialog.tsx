import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Modal, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import type { Language } from '../../contract/languages.ts';
import { TranslationList, TranslationSave, type TranslationItem } from '../../contract/translations.ts';
import { useI18nContext } from '../../i18n/i18n-react';
import { call } from '../lib/api.ts';
import { useCached } from '../lib/cache/use-cached.ts';
import { showOverride } from '../lib/i18n.ts';
import { noticeSuccess } from '../lib/notices.ts';
import { Detail } from './detail.tsx';
import { FormAlert } from './form-alert.tsx';
import { LanguageTabs, languageName } from './language-tabs.tsx';
import { StatusBadge } from './status-badge.tsx';

export interface TextOverrideDialogProps {
  /** The text's key (`login.intro`). */
  textKey: string;
  /** The language whose override opens first. */
  lang: Language;
  onClose(): void;
  /** After a save or a removal, with the key as the server now lists it (null when the change was kept on the device). */
  onSaved?(item: TranslationItem | null): void;
}

/**
 * One text's override dialog, the same from the Translations screen and from a text clicked on any
 * screen: the key, its placeholders, the built-in text in every language, and per language the
 * override, saved or removed through the outbox and shown on this device at once. A refusal (a
 * placeholder lost, markup, too long) shows on the field.
 */
export function TextOverrideDialog({ textKey, lang, onClose, onSaved }: TextOverrideDialogProps) {
  const { LL } = useI18nContext();
  const words = LL.shell.editTexts;
  const list = useCached(TranslationList, { keys: [textKey], page: 1 });
  const item = list.data?.items.find((candidate) => candidate.key === textKey);
  const [chosen, setChosen] = useState<Language>(lang);
  return (
    <Modal opened onClose={onClose} title={words.title()} size="lg" closeButtonProps={{ 'aria-label': LL.app.close() }}>
      {item ? (
        <Stack gap="sm">
          <Group gap="lg" wrap="wrap" align="flex-start">
            <Detail label={words.key()}>
              <code>{item.key}</code>
            </Detail>
            <Detail label={words.area()}>{item.area}</Detail>
          </Group>
          {item.placeholders.length > 0 && (
            <Detail label={words.placeholders()}>{words.placeholdersHelp({ list: item.placeholders.join('  ') })}</Detail>
          )}
          {item.restricted ? (
            <FormAlert message={words.restricted()} />
          ) : (
            <LanguageTabs label={words.languages()} value={chosen} onChange={setChosen}>
              {(shown) => <OverrideField key={shown} item={item} lang={shown} onSaved={onSaved} />}
            </LanguageTabs>
          )}
        </Stack>
      ) : list.settled ? (
        <FormAlert message={list.data ? words.notFound() : (list.error?.message ?? words.unreachable())} />
      ) : (
        <Stack gap="xs" aria-busy="true" aria-label={words.loading()}>
          <Skeleton height={16} width="40%" />
          <Skeleton height={80} />
        </Stack>
      )}
    </Modal>
  );
}

function OverrideField({ item, lang, onSaved }: { item: TranslationItem; lang: Language; onSaved?(item: TranslationItem | null): void }) {
  const { LL } = useI18nContext();
  const words = LL.shell.editTexts;
  const builtin = item.builtin[lang] ?? '';
  const [current, setCurrent] = useState(item);
  const own = current.override[lang];
  const [text, setText] = useState(own ?? builtin);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);

  async function save(next: string | null): Promise<void> {
    setBusy(next === null ? 'remove' : 'save');
    setError(null);
    setAlert(null);
    // The built-in text itself is no override: saving it removes the one there is.
    const value = next === null || next === builtin ? null : next;
    const result = await call(TranslationSave, { key: item.key, lang, text: value });
    setBusy(null);
    if (!result.ok) {
      const message = result.error?.fields?.text ?? result.error?.message ?? words.unreachable();
      if (result.status === 400 && result.error) setError(message);
      else setAlert(message);
      return;
    }
    showOverride(lang, item.key, value);
    if (value === null) setText(builtin);
    if (result.queued) {
      noticeSuccess(words.queued());
      onSaved?.(null);
      return;
    }
    setCurrent(result.data.item);
    noticeSuccess(value === null ? words.removed() : words.saved());
    onSaved?.(result.data.item);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(text);
      }}
    >
      <Stack gap="sm">
        <Detail label={words.builtin()}>
          <span lang={lang}>{builtin}</span>
        </Detail>
        <Group gap="xs">
          {current.outdated.includes(lang) && <StatusBadge tone="warning">{words.outdated()}</StatusBadge>}
          {current.invalid.includes(lang) && <StatusBadge tone="negative">{words.invalid()}</StatusBadge>}
        </Group>
        <FormAlert message={alert} />
        <Textarea
          label={words.override({ lang: languageName(lang) })}
          description={words.overrideHelp({ max: current.max_length })}
          lang={lang}
          autosize
          minRows={2}
          maxRows={10}
          maxLength={current.max_length}
          value={text}
          error={error}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="space-between" wrap="wrap">
          {own !== undefined ? (
            <Button variant="default" leftSection={<IconRestore aria-hidden="true" size={16} />} loading={busy === 'remove'} onClick={() => void save(null)}>
              {words.remove()}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" leftSection={<IconDeviceFloppy aria-hidden="true" size={16} />} loading={busy === 'save'} disabled={text.trim() === ''}>
            {words.save()}
          </Button>
        </Group>
      </Stack>
      <Text size="xs" c="dimmed" mt="xs" component="div">
        {Object.entries(item.builtin)
          .filter(([other]) => other !== lang)
          .map(([other, value]) => (
            <div key={other} lang={other}>
              <strong>{other.toUpperCase()}</strong> {value}
            </div>
          ))}
      </Text>
    </form>
  );
}
