import { useEffect, useState } from 'react';
import type { Language } from '../../../contract/languages.ts';
import type { FormField } from '../../../contract/form-definition.ts';
import { blockOf, FormSteps, type FieldExtras } from '../../lib/form-fields/form-steps.tsx';
import { localized } from '../../lib/form-fields/localized.ts';
import { fileUrl, type SitePlace } from '../api.ts';
import type { Submitted } from '../draft/draft-calls.ts';
import { withPrefills, type PersonRecord } from '../draft/prefill.ts';
import { useDraft } from '../draft/use-draft.ts';
import { mePath } from '../route.ts';
import type { FormAnswer } from '../site-data.ts';
import { useTexts } from '../texts.ts';
import { Card, Notice, PageLink, ui } from '../ui/controls.tsx';
import { SaveState } from './save-state.tsx';
import { useUploads } from './use-uploads.ts';

interface FormFillerProps {
  place: SitePlace;
  form: FormAnswer['form'];
  draft: NonNullable<FormAnswer['mine']>['draft'];
  /** Whether `draft` is the server's now (else a copy kept on the device, which the device's own draft outdates). */
  draftKnown: boolean;
  /** Who fills it in: their draft is kept under their email, and marked fields start with their name and email. */
  person: PersonRecord;
  lang: Language;
  /** The session ended: the person confirms their email again. */
  onSignedOut(): void;
}

/** The form filled in block by block, its draft saved as the person types, then submitted. */
export function FormFiller({ place, form, draft: serverDraft, draftKnown, person, lang, onSignedOut }: FormFillerProps) {
  const texts = useTexts();
  const { view, sync } = useDraft(place, {
    form: form.slug,
    email: person.email,
    server: serverDraft,
    known: draftKnown,
    lang,
    fill: (draft) => withPrefills(draft, form.definition, person),
  });
  const [problems, setProblems] = useState<Record<string, string> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const { uploads, choose } = useUploads(place, form.slug, texts, {
    onAnswer: (key, answer) => sync.change(key, answer),
    onSignedOut,
  });
  const definition = form.definition;
  const fallback = definition.default_lang;

  // The language chosen in the band goes with the next save, and with the submission.
  useEffect(() => sync.setLang(lang), [sync, lang]);

  const done = submitted ?? (view.status === 'submitted' ? sync.submitted : null);
  if (done || view.status === 'submitted') {
    const message = localized(done?.confirmation ?? form.confirmation, lang, fallback) || texts.form.sent();
    return (
      <Card title={texts.form.sentTitle()}>
        <p className={ui.text} role="status">
          {message}
        </p>
        <p className={ui.text}>
          <PageLink className={ui.link} href={mePath(place.company, place.project)}>
            {texts.form.mySubmissions()}
          </PageLink>
        </p>
      </Card>
    );
  }

  if (view.draft.submit) {
    return (
      <section className={ui.card}>
        <Notice tone={view.status === 'waiting' ? 'warning' : 'info'}>{view.status === 'waiting' ? texts.form.queued() : texts.form.submitting()}</Notice>
      </section>
    );
  }

  const submit = async () => {
    setFailure(null);
    const outcome = await sync.submit();
    if (outcome.kind === 'submitted') setSubmitted(outcome.answer);
    else if (outcome.kind === 'invalid') {
      const at = blockOf(definition, Object.keys(outcome.fields));
      if (at >= 0) sync.setBlock(at);
      setProblems(outcome.fields);
      setFailure(texts.form.fix());
    } else if (outcome.kind === 'signed-out') onSignedOut();
    else if (outcome.kind === 'refused') setFailure(outcome.message ?? texts.page.noAnswer());
  };

  const extras = (field: FormField): FieldExtras => {
    const extra: FieldExtras = { fileHref: (file) => fileUrl(place, file.media_id) };
    const progress = uploads.progress[field.key];
    if (progress !== undefined) extra.progress = { fraction: progress, label: texts.form.uploading({ percent: Math.round(progress * 100) }) };
    const error = uploads.errors[field.key];
    if (error) extra.error = error;
    return extra;
  };

  return (
    <div className={ui.stack}>
      <SaveState status={view.status} message={view.message} />
      <FormSteps
        definition={definition}
        lang={lang}
        answers={view.draft.answers}
        onAnswer={(key, value) => sync.change(key, value)}
        onFile={(field, file) => void choose(field, file)}
        texts={{
          previous: texts.form.previous(),
          next: texts.form.next(),
          submit: texts.form.submit(),
          choose: texts.form.choose(),
          removeFile: texts.form.removeFile(),
          stepOf: (number, total) => texts.form.stepOf({ number, total }),
        }}
        showTitle={false}
        step={view.draft.block}
        onStep={(block) => sync.setBlock(block)}
        problems={problems}
        extras={extras}
        busy={view.status === 'submitting'}
        onSubmit={() => void submit()}
      />
      {failure && <Notice tone="failure">{failure}</Notice>}
    </div>
  );
}
