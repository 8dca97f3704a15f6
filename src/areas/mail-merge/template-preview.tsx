import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import { Group, Input, Modal, NativeSelect, SegmentedControl, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { MAIL_MERGE_LIMITS, TemplatePreview } from '../../../contract/mail-merge.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../../components/form-alert.tsx';
import { languageName } from '../../components/language-tabs.tsx';
import { MailPreviewView, type MailPreviewMode, type RenderedMail } from '../../components/mail-preview.tsx';
import { call } from '../../lib/api.ts';
import { PersonPicker } from './person-picker.tsx';
import type { TemplateDraft, TemplateScope } from './use-template-draft.ts';

interface TemplatePreviewProps {
  scope: TemplateScope;
  languages: Language[];
  lang: Language;
  /** The draft on screen, saved or not: the preview shows it. */
  draft: TemplateDraft;
  /** The project's forms, whose answers fill the answer tags. */
  forms: { id: string; name: string }[];
  onClose(): void;
}

/**
 * The mail as the server renders it from the draft on screen, filled with a real registered user's
 * values (or sample ones), in any of the project's languages: the HTML in a frame that runs nothing,
 * at a phone's or a desktop's width, or the plain-text part.
 */
export function TemplatePreviewModal({ scope, languages, lang: initial, draft, forms, onClose }: TemplatePreviewProps) {
  const { LL } = useI18nContext();
  const words = LL.mailMerge.preview;
  const [lang, setLang] = useState(initial);
  const [mode, setMode] = useState<MailPreviewMode>('phone');
  const [recipient, setRecipient] = useState('');
  const [form, setForm] = useState('');
  const [shown, setShown] = useState<RenderedMail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const subject = draft.subject[lang] ?? '';
  const body = draft.body;
  useEffect(() => {
    let live = true;
    const unsaved = subject.trim() !== '' && subject.length <= MAIL_MERGE_LIMITS.subject ? { subject } : {};
    void call(TemplatePreview, { ...scope, lang, ...unsaved, body, ...(recipient ? { recipient } : {}), ...(form ? { form } : {}) }).then((result) => {
      if (!live) return;
      if (result.ok && !result.queued) {
        setShown(result.data);
        setFailed(null);
      } else setFailed(result.ok ? words.failed() : (result.error?.message ?? words.failed()));
    });
    return () => {
      live = false;
    };
  }, [scope, lang, subject, body, recipient, form, words]);

  return (
    <Modal opened onClose={onClose} title={words.title()} size="auto" closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <Stack data-testid="template-preview">
        <Group align="flex-end" wrap="wrap" gap="md">
          <NativeSelect label={words.language()} data={languages.map((value) => ({ value, label: languageName(value) }))} value={lang} onChange={(event) => setLang(event.currentTarget.value as Language)} />
          <PersonPicker scope={scope} label={words.recipient()} description={words.recipientHelp()} value={recipient} onChange={setRecipient} />
          {forms.length > 0 ? (
            <NativeSelect
              label={words.form()}
              data={[{ value: '', label: words.noForm() }, ...forms.map((entry) => ({ value: entry.id, label: entry.name }))]}
              value={form}
              onChange={(event) => setForm(event.currentTarget.value)}
            />
          ) : null}
          <Input.Wrapper label={words.view()} labelElement="div">
            <SegmentedControl
              aria-label={words.view()}
              value={mode}
              onChange={(next) => setMode(next as MailPreviewMode)}
              data={[
                { value: 'phone', label: words.phone() },
                { value: 'desktop', label: words.desktop() },
                { value: 'plain', label: words.plain() },
              ]}
            />
          </Input.Wrapper>
        </Group>
        <FormAlert message={failed} />
        <MailPreviewView
          lang={lang}
          mode={mode}
          shown={shown}
          height="65vh"
          words={{ loading: LL.shell.kit.loading(), subject: words.subject(), frame: (width) => words.frame({ language: languageName(lang), width }) }}
        />
      </Stack>
    </Modal>
  );
}
