import '@mantine/core/styles/Text.css';
import { Text } from '@mantine/core';
import type { Language } from '../../contract/languages.ts';

/** How a mail's preview shows it: at a phone's width, at a desktop's, or as its plain-text part. */
export type MailPreviewMode = 'phone' | 'desktop' | 'plain';

/** The widths of the preview's frame, in CSS pixels. */
export const MAIL_PREVIEW_WIDTHS = { phone: 390, desktop: 1280 } as const;

/** A mail as the server renders it. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

interface MailPreviewViewProps {
  lang: Language;
  mode: MailPreviewMode;
  /** The mail to show; null while it is asked. */
  shown: RenderedMail | null;
  /** The words of the view, in the screen's own namespace. */
  words: { loading: string; subject: string; frame(width: number): string };
  /** The frame's height (CSS). */
  height: number | string;
}

/**
 * A rendered mail: its subject over its HTML in a frame that runs nothing, at a phone's or a
 * desktop's width (scrolled sideways, from the keyboard too, when wider than its place), or its
 * plain-text part. The notification texts' and the mail-merge templates' previews show it.
 */
export function MailPreviewView({ lang, mode, shown, words, height }: MailPreviewViewProps) {
  if (shown === null) {
    return (
      <Text size="sm" c="dimmed">
        {words.loading}
      </Text>
    );
  }
  return (
    <>
      <Text size="sm" lang={lang} data-testid="preview-subject">
        <Text span fw={600}>
          {words.subject}:
        </Text>{' '}
        {shown.subject}
      </Text>
      {mode === 'plain' ? (
        <pre lang={lang} data-testid="preview-text" tabIndex={0} style={{ whiteSpace: 'pre-wrap', margin: 0, padding: 'var(--mantine-spacing-sm)', border: '1px solid var(--mantine-color-gray-4)', fontSize: 'var(--mantine-font-size-sm)' }}>
          {shown.text}
        </pre>
      ) : (
        <div role="region" aria-label={words.frame(MAIL_PREVIEW_WIDTHS[mode])} tabIndex={0} style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <iframe
            title={words.frame(MAIL_PREVIEW_WIDTHS[mode])}
            sandbox=""
            srcDoc={shown.html}
            data-preview-width={MAIL_PREVIEW_WIDTHS[mode]}
            style={{ width: MAIL_PREVIEW_WIDTHS[mode], height, border: '1px solid var(--mantine-color-gray-4)', background: 'white', display: 'block' }}
          />
        </div>
      )}
    </>
  );
}
