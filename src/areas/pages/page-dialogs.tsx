import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Text.css';
import { Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { SLUG_MAX_LENGTH } from '../../../contract/limits.ts';
import type { Language } from '../../../contract/languages.ts';
import { PageGet, PageSave } from '../../../contract/pages.ts';
import { asciiName } from '../../../contract/slug.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DialogActions } from '../../components/dialog-actions.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { languageName } from '../../components/language-tabs.tsx';
import { call, type ApiResult, type Queued } from '../../lib/api.ts';
import { useFormCall } from '../../lib/use-form-call.ts';

/** A preset as the new-page dialog offers it. */
export interface PresetChoice {
  id: string;
  name: string;
  description: string;
}

interface NewPageModalProps {
  company: string;
  project: string;
  /** The project's default language: the title is written in it. */
  lang: Language;
  languages: Language[];
  /** The presets to start from; null when they could not be read. */
  presets: PresetChoice[] | null;
  onClose(): void;
  /** The new page's id, or null when it was kept on this device to be created later. */
  onCreated(id: string | null, title: string): void;
}

// An address another page holds is told on the address's field.
function slugTakenOnField<R extends ApiResult<unknown> | Queued>(result: R, message: string): R {
  if (result.ok || result.status !== 409 || result.error?.code !== 'slug_taken') return result;
  return { ...result, error: { ...result.error, fields: { slug: message } } };
}

const EMPTY_PAGE = { type: 'doc' as const, content: [] };

/** Creates a page from a title, an address (made from the title until edited) and a preset or a blank page. */
export function NewPageModal({ company, project, lang, languages, presets, onClose, onCreated }: NewPageModalProps) {
  const { LL } = useI18nContext();
  const texts = LL.pages.create;
  const [slugEdited, setSlugEdited] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { title: '', slug: '', start: presets?.[0]?.id ?? '' },
    validate: {
      title: (value) => (value.trim() === '' ? texts.required() : null),
      slug: (value) => (value.trim() === '' ? texts.required() : null),
    },
  });
  const { busy, alert, send } = useFormCall(form);
  const firstPreset = presets?.[0]?.id;
  const startTouched = form.isTouched('start');
  // The presets arrive after the dialog opens: the first is offered until another choice is made.
  useEffect(() => {
    if (firstPreset && !startTouched) form.setFieldValue('start', firstPreset);
  }, [firstPreset, startTouched]); // eslint-disable-line react-hooks/exhaustive-deps -- form is a new object each render
  const submit = form.onSubmit((values) =>
    send(
      async () => {
        const result = await call(PageSave, {
          company,
          project,
          slug: values.slug,
          title: { [lang]: values.title },
          // A preset's document is copied in for every language the body leaves out.
          ...(values.start ? { body: {}, template: values.start } : { body: Object.fromEntries(languages.map((language) => [language, EMPTY_PAGE])) }),
        });
        if (result.ok && result.queued) onCreated(null, values.title);
        return slugTakenOnField(result, texts.slugTaken());
      },
      (data) => onCreated(data.entity.id, values.title),
    ),
  );
  return (
    <Modal opened onClose={onClose} title={texts.title()} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={alert} />
          <TextInput
            label={texts.pageTitle({ language: languageName(lang) })}
            required
            data-autofocus
            {...form.getInputProps('title')}
            onChange={(event) => {
              const title = event.currentTarget.value;
              form.setFieldValue('title', title);
              if (!slugEdited) form.setFieldValue('slug', asciiName(title, '-', SLUG_MAX_LENGTH));
            }}
          />
          <TextInput
            label={texts.slug()}
            description={texts.slugHelp()}
            required
            {...form.getInputProps('slug')}
            onChange={(event) => {
              setSlugEdited(true);
              form.setFieldValue('slug', event.currentTarget.value);
            }}
          />
          <Radio.Group label={texts.start()} {...form.getInputProps('start')}>
            <Stack gap="xs" mt="xs">
              {(presets ?? []).map((preset) => (
                <Radio key={preset.id} value={preset.id} label={preset.name} description={preset.description || undefined} />
              ))}
              <Radio value="" label={texts.blank()} description={texts.blankDescription()} />
            </Stack>
          </Radio.Group>
          {presets === null ? (
            <Text size="sm" c="dimmed">
              {texts.presetsUnavailable()}
            </Text>
          ) : null}
          <DialogActions submitLabel={texts.create()} busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

type PageChange = { title?: Partial<Record<Language, string>>; slug?: string; home?: boolean };

/** Changes a page's title, address or home flag: its stored record read, then saved at its version with the rest as it is. */
export async function changePage(company: string, project: string, page: string, change: PageChange) {
  const read = await call(PageGet, { company, project, page });
  if (!read.ok) return read;
  const { id, version, slug, title, description, body, home } = read.data.entity;
  return call(PageSave, { company, project, id, version, slug, title, description, body, home, ...change });
}

interface RenamePageModalProps {
  company: string;
  project: string;
  page: { id: string; slug: string; title: Partial<Record<Language, string>> };
  name: string;
  languages: Language[];
  onClose(): void;
  onDone(): void;
}

/** Renames a page: its title in each of the project's languages, and its address. */
export function RenamePageModal({ company, project, page, name, languages, onClose, onDone }: RenamePageModalProps) {
  const { LL } = useI18nContext();
  const texts = LL.pages;
  const form = useForm({
    mode: 'controlled',
    initialValues: { slug: page.slug, ...Object.fromEntries(languages.map((lang) => [`title_${lang}`, page.title[lang] ?? ''])) } as Record<string, string>,
    validate: { slug: (value: string) => (value.trim() === '' ? texts.create.required() : null) },
  });
  const { busy, alert, send } = useFormCall(form);
  const submit = form.onSubmit((values) =>
    send(
      async () => {
        const title = Object.fromEntries(languages.map((lang) => [lang, values[`title_${lang}`] ?? '']).filter(([, text]) => text.trim() !== ''));
        return slugTakenOnField(await changePage(company, project, page.id, { slug: values.slug, title }), texts.create.slugTaken());
      },
      () => onDone(),
      (fields) => Object.fromEntries(Object.entries(fields).map(([key, message]) => [key.startsWith('title.') ? `title_${key.slice(6)}` : key, message])),
    ),
  );
  return (
    <Modal opened onClose={onClose} title={texts.rename.title({ title: name })} closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormAlert message={alert} />
          {languages.map((lang, index) => (
            <TextInput key={lang} label={texts.create.pageTitle({ language: languageName(lang) })} data-autofocus={index === 0 || undefined} {...form.getInputProps(`title_${lang}`)} />
          ))}
          <TextInput label={texts.create.slug()} description={texts.create.slugHelp()} required {...form.getInputProps('slug')} />
          <DialogActions submitLabel={texts.rename.save()} busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
