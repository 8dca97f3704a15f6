import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { NOTY_LIMITS, type NotificationKey } from '../../../contract/notifications.ts';
import type { RichTextDocument } from '../../../contract/rich-text-model.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { call } from '../../lib/api.ts';
import type { TextPlace } from './text-level.ts';

/** How the preview shows the mail: at a phone's width, at a desktop's, or as its plain-text part. */
type PreviewMode = 'phone' | 'desktop' | 'plain';

const WIDTHS = { phone: 390, desktop: 1280 } as const;

/** The quiet moment after the last change before the preview is asked again. */
export const PREVIEW_DELAY_MS = 600;

interface TextPreviewProps {
  place: TextPlace;
  notificationKey: NotificationKey;
  lang: Language;
  subject: string;
  body: RichTextDocument;
}

interface Rendered {
  subject: string;
  html: string;
  text: string;
}

/**
 * The mail as the server renders it with sample values, from the words on screen (saved or not),
 * asked again a moment after the last change: the HTML in a frame that runs nothing, at a phone's
 * or a desktop's width, or the plain-text part.
 */
export function TextPreview({ place, notificationKey, lang, subject, body }: TextPreviewProps) {
  const { LL } = useI18nContext();
  const words = LL.notifications.texts.preview;
  const [mode, setMode] = useState<PreviewMode>('phone');
  const [shown, setShown] = useState<Rendered | null>(null);
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
          onChange={(next) => setMode(next as PreviewMode)}
          data={[
            { value: 'phone', label: words.phone() },
            { value: 'desktop', label: words.desktop() },
            { value: 'plain', label: words.plain() },
          ]}
        />
      </Input.Wrapper>
      <FormAlert message={failed} />
      {shown === null ? (
        <Text size="sm" c="dimmed">
          {words.loading()}
        </Text>
      ) : (
        <>
          <Text size="sm" lang={lang} data-testid="preview-subject">
            <Text span fw={600}>
              {words.subject()}:
            </Text>{' '}
            {shown.subject}
          </Text>
          {mode === 'plain' ? (
            <pre lang={lang} data-testid="preview-text" tabIndex={0} style={{ whiteSpace: 'pre-wrap', margin: 0, padding: 'var(--mantine-spacing-sm)', border: '1px solid var(--mantine-color-gray-4)', fontSize: 'var(--mantine-font-size-sm)' }}>
              {shown.text}
            </pre>
          ) : (
            // A frame wider than the drawer scrolls sideways, from the keyboard too.
            <div role="region" aria-label={words.frame({ width: WIDTHS[mode] })} tabIndex={0} style={{ maxWidth: '100%', overflowX: 'auto' }}>
              <iframe
                title={words.frame({ width: WIDTHS[mode] })}
                sandbox=""
                srcDoc={shown.html}
                data-preview-width={WIDTHS[mode]}
                style={{ width: WIDTHS[mode], height: 480, border: '1px solid var(--mantine-color-gray-4)', background: 'white', display: 'block' }}
              />
            </div>
          )}
        </>
      )}
    </Stack>
  );
}
