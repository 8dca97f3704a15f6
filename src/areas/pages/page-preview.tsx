import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Group, Input, Modal, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { PagePreview } from '../../../contract/pages.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { languageName } from '../../components/language-tabs.tsx';
import { call } from '../../lib/api.ts';
import { fromLocalInput } from '../../lib/time/local-input.ts';
import type { PageScope } from './use-page-draft.ts';

/** The widths the preview shows the page at: a phone, a tablet, a desktop. */
export const PREVIEW_WIDTHS = [390, 768, 1280] as const;

interface PagePreviewProps {
  scope: PageScope;
  languages: Language[];
  lang: Language;
  /** Sends what the editor still holds, so the draft previewed is the one on screen. */
  flush(): Promise<unknown>;
  published: boolean;
  onClose(): void;
}

/**
 * The page as the public side renders it (the server's HTML, in a sandboxed frame that runs no
 * script): in any language, at a phone's, a tablet's or a desktop's width, the draft or the
 * published copy, as of any moment (phase sections show as they would then).
 */
export function PagePreviewModal({ scope, languages, lang: initial, flush, published, onClose }: PagePreviewProps) {
  const { LL } = useI18nContext();
  const texts = LL.pages.preview;
  const [lang, setLang] = useState(initial);
  const [width, setWidth] = useState<string>('390');
  const [at, setAt] = useState('');
  const [which, setWhich] = useState<'draft' | 'live'>('draft');
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      await flush();
      const moment = at ? fromLocalInput(at) : null;
      const result = await call(PagePreview, { ...scope, lang, ...(moment ? { at: moment } : {}), ...(which === 'draft' ? { draft: true } : {}) });
      if (!live) return;
      if (result.ok && !result.queued) {
        setHtml(result.data.html);
        setFailed(null);
      } else setFailed(result.ok ? texts.failed() : (result.error?.message ?? texts.failed()));
    })();
    return () => {
      live = false;
    };
  }, [scope, lang, at, which, flush, texts]);
  const pixels = Number(width);
  return (
    <Modal opened onClose={onClose} title={texts.title()} size="auto" closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <Stack>
        <Group align="flex-end" wrap="wrap" gap="md">
          <NativeSelect label={texts.language()} data={languages.map((value) => ({ value, label: languageName(value) }))} value={lang} onChange={(event) => setLang(event.currentTarget.value as Language)} />
          <Input.Wrapper label={texts.width()} labelElement="div">
            <SegmentedControl
              aria-label={texts.width()}
              value={width}
              onChange={setWidth}
              data={[
                { value: '390', label: texts.phone() },
                { value: '768', label: texts.tablet() },
                { value: '1280', label: texts.desktop() },
              ]}
            />
          </Input.Wrapper>
          <TextInput type="datetime-local" label={texts.at()} description={texts.atHelp()} value={at} onChange={(event) => setAt(event.currentTarget.value)} />
          {published ? (
            <Input.Wrapper label={texts.title()} labelElement="div">
              <SegmentedControl
                aria-label={texts.title()}
                value={which}
                onChange={(next) => setWhich(next as 'draft' | 'live')}
                data={[
                  { value: 'draft', label: texts.draft() },
                  { value: 'live', label: texts.live() },
                ]}
              />
            </Input.Wrapper>
          ) : null}
        </Group>
        <FormAlert message={failed} />
        {html === null ? (
          <Text size="sm">…</Text>
        ) : (
          // A frame wider than the dialog scrolls sideways, from the keyboard too.
          <div role="region" aria-label={texts.frame({ language: languageName(lang), width: pixels })} tabIndex={0} style={{ maxWidth: '100%', overflowX: 'auto' }}>
            <iframe
              title={texts.frame({ language: languageName(lang), width: pixels })}
              sandbox=""
              srcDoc={html}
              data-preview-width={pixels}
              style={{ width: pixels, height: '70vh', border: '1px solid var(--mantine-color-gray-4)', background: 'white', display: 'block' }}
            />
          </div>
        )}
      </Stack>
    </Modal>
  );
}
