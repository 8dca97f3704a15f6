import { useCallback } from 'react';
import type { FormDefinition } from '../../../../contract/form-definition.ts';
import { FormDraftSave, FormGet, type Form } from '../../../../contract/forms.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { useDraftEditor, type DraftEditor } from '../../../lib/records/use-draft-editor.ts';
import { draftIssues } from './draft-issues.ts';
import { settingName } from './setting-names.ts';
import type { FormScope } from '../../../../contract/fields.ts';

/** A form by its ids under its project and company: the contract's one declaration. */
export type { FormScope };

/**
 * A form's draft on the editing engine, saved as one types: read with `get`, saved with
 * `draft/save` at the version it was read, checked with the schema publishing holds it to (in the
 * screen's words), each change one step of undo (typing into one text merges into one).
 */
export function useFormDraft(scope: FormScope): DraftEditor<Form, FormDefinition> {
  const { LL, locale } = useI18nContext();
  const check = useCallback((draft: FormDefinition) => draftIssues(draft, locale, (setting) => settingName(LL, setting)), [LL, locale]);
  return useDraftEditor({
    read: { endpoint: FormGet, payload: scope, record: (answer) => answer.entity, answer: (entity: Form) => ({ entity }) },
    save: FormDraftSave,
    payload: (draft, base) => ({ ...scope, version: base.version, draft }),
    saved: (answer) => answer.entity,
    toValue: (form) => form.draft,
    fromBody: (body) => body.draft,
    check,
    undo: { mergeMs: 1000 },
    texts: { unreachable: LL.forms.unreachable() },
  });
}
