import type { Language } from '../../../contract/languages.ts';
import type { LocalizedPageDocValue } from '../../../contract/page-doc-model.ts';
import { PageGet, PageSave, type PageEntity } from '../../../contract/pages.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useDraftEditor, type DraftEditor } from '../../lib/records/use-draft-editor.ts';

/** What the page editor changes: the title, the meta description and the document, each per language. */
export interface PageDraft {
  title: Partial<Record<Language, string>>;
  description: Partial<Record<Language, string>>;
  body: LocalizedPageDocValue;
}

/** A page by its ids under its project and company. */
export interface PageScope {
  company: string;
  project: string;
  page: string;
}

const draftOf = (page: PageEntity): PageDraft => ({ title: page.title, description: page.description, body: page.body });

/** The texts of a language written, an emptied one left out (the server keeps what it is sent). */
const written = (texts: Partial<Record<Language, string>>) => Object.fromEntries(Object.entries(texts).filter(([, text]) => (text ?? '').trim() !== ''));

/**
 * A page's draft on the editing engine, saved as one types: read with `get`, saved whole with
 * `pages/save` at the version it was read (its address and home flag as stored), through the outbox
 * when offline; each change one step of undo (typing into one text merges into one).
 */
export function usePageDraft(scope: PageScope): DraftEditor<PageEntity, PageDraft> {
  const { LL } = useI18nContext();
  return useDraftEditor({
    read: { endpoint: PageGet, payload: scope, record: (answer) => answer.entity, answer: (entity: PageEntity) => ({ entity }) },
    save: PageSave,
    payload: (draft: PageDraft, base: PageEntity) => ({
      company: scope.company,
      project: scope.project,
      id: base.id,
      version: base.version,
      slug: base.slug,
      home: base.home,
      title: written(draft.title),
      description: written(draft.description),
      body: draft.body,
    }),
    saved: (answer): PageEntity => answer.entity,
    toValue: draftOf,
    fromBody: (body) => ({ title: body.title as PageDraft['title'], description: (body.description ?? {}) as PageDraft['description'], body: body.body as LocalizedPageDocValue }),
    check: () => new Map(),
    undo: { mergeMs: 1000 },
    texts: { unreachable: LL.pages.unreachable() },
  });
}
