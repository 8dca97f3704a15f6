import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import { Input, SegmentedControl, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { NOTY_LIMITS, type NotificationKey } from '../../../contract/notifications.ts';
import type { RichTextDocument } from '../../../contract/rich-text-model.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { MailPreviewView, type MailPreviewMode, type RenderedMail } from '../../components/mail-preview.tsx';
import { call } from '../../lib/api.ts';
import type { TextPlace } from './text-level.ts';

/** The quiet moment after the last change before the preview is asked again. */
export const PREVIEW_DELAY_MS = 600;

interface TextPreviewProps {
  place: TextPlace;
  notificationKey: NotificationKey;
  lang: Language;
  subject: string;
  body: RichTextDocument;
}

/**
 * The mail as the server renders it with sample values, from the words on screen (saved or not),
 * asked again a moment after the last change: the HTML in a frame that runs nothing, at a phone's
 * or a desktop's width, or the plain-text part.
 */
export function TextPreview({ place, notificationKey, lang, subject, body }: TextPreviewProps) {
  const { LL } = useI18nContext();
  const words = LL.notifications.texts.preview;
  const [mode, setMode] = useState<MailPreviewMode>('phone');
  const [shown, setShown] = useState<RenderedMail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const unsavedText = useMemo(() => ({ subject, body }), [subject, body]);
  const [asked] = useDebouncedValue(unsavedText, PREVIEW_DELAY_MS);
  useEffect(() => {
    let live = true;
    const unsaved = asked.subject.trim() !== '' && asked.subject.length <= NOTY_LIMITS.subject ? { subject: asked.subject } : {};
    void call(place.calls.textsPreview, { ...place.scope, key: notificationKey, lang, ...unsaved, body: asked.body }).then((result) => {
      if (!live) return;
      if (result.ok) {
        setShown(result.data);
        setFailed(null);
      } else setFailed(result.error?.message ?? words.failed());
    });
    return () => {
      live = false;
    };
  }, [place, notificationKey, lang, asked, words]);

  return (
    <Stack gap="xs" component="section" aria-label={words.title()} data-testid="text-preview">
      <Input.Wrapper label={words.title()} description={words.help()} labelElement="div">
        <SegmentedControl
          mt={4}
          aria-label={words.title()}
          value={mode}
          onChange={(next) => setMode(next as MailPreviewMode)}
          data={[
            { value: 'phone', label: words.phone() },
            { value: 'desktop', label: words.desktop() },
            { value: 'plain', label: words.plain() },
          ]}
        />
      </Input.Wrapper>
      <FormAlert message={failed} />
      <MailPreviewView lang={lang} mode={mode} shown={shown} height={480} words={{ loading: words.loading(), subject: words.subject(), frame: (width) => words.frame({ width }) }} />
    </Stack>
  );
}
