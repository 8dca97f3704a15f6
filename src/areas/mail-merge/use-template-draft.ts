import type { Language } from '../../../contract/languages.ts';
import { TemplateGet, TemplateSave, type TemplateEntity } from '../../../contract/mail-merge.ts';
import type { LocalizedRichTextValue } from '../../../contract/rich-text-model.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { NO_ISSUES } from '../../lib/records/issues.ts';
import { useDraftEditor, type DraftEditor } from '../../lib/records/use-draft-editor.ts';

/** What the template editor changes: the name, the sender, the subject and the text per language. */
export interface TemplateDraft {
  name: string;
  sender: string | null;
  subject: Partial<Record<Language, string>>;
  body: LocalizedRichTextValue;
}

/** A template by its ids under its project and company. */
export interface TemplateScope {
  company: string;
  project: string;
  template: string;
}

const draftOf = (template: TemplateEntity): TemplateDraft => ({ name: template.name, sender: template.sender, subject: template.subject, body: template.body });

/** The subjects written, an emptied one left out (the server keeps what it is sent). */
const written = (texts: Partial<Record<Language, string>>) => Object.fromEntries(Object.entries(texts).filter(([, text]) => (text ?? '').trim() !== ''));

/**
 * A template's draft on the editing engine, saved as one types: read with `get`, saved whole with
 * `templates/save` at the version it was read, through the outbox when offline; each change one
 * step of undo (typing into one text merges into one).
 */
export function useTemplateDraft(scope: TemplateScope): DraftEditor<TemplateEntity, TemplateDraft> {
  const { LL } = useI18nContext();
  return useDraftEditor({
    read: { endpoint: TemplateGet, payload: scope, record: (answer) => answer.entity, answer: (entity: TemplateEntity) => ({ entity }) },
    save: TemplateSave,
    payload: (draft: TemplateDraft, base: TemplateEntity) => ({
      company: scope.company,
      project: scope.project,
      id: base.id,
      version: base.version,
      // An emptied name is kept as it was stored: a template always has one.
      name: draft.name.trim() === '' ? base.name : draft.name,
      sender: draft.sender,
      subject: written(draft.subject),
      body: draft.body,
    }),
    saved: (answer): TemplateEntity => answer.entity,
    toValue: draftOf,
    fromBody: (body) => ({
      name: body.name,
      sender: body.sender ?? null,
      subject: body.subject as TemplateDraft['subject'],
      body: body.body as LocalizedRichTextValue,
    }),
    check: (draft) => (draft.name.trim() === '' ? new Map([['name', LL.mailMerge.templates.nameRequired()]]) : NO_ISSUES),
    undo: { mergeMs: 1000 },
    texts: { unreachable: LL.mailMerge.unreachable() },
  });
}
