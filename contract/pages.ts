// Landing pages: a project's public pages written as rich text with form blocks and phase
// sections, their drafts, publications and revisions, the installation's presets (page templates)
// and the project's site menu. The public rendering of a published page is the server's own
// route (`/p/<company>/<project>/<slug>`), not a call.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { defineErrors } from './errors.ts';
import { IdField, LanguageSchema, ProjectScope, SlugField, SuccessOutput, VersionField } from './fields.ts';
import { localizedText, requiredText } from './form-definition.ts';
import { languageLabels, type FieldLabels } from './labels.ts';
import { LocalizedPageDoc } from './page-doc.ts';
import { namedFieldLabels } from './text-overrides.ts';

export { LocalizedPageDoc, PageDoc } from './page-doc.ts';

/** The bounds of pages, presets and menus. */
export const PAGE_LIMITS = {
  /** Characters of a page's title in one language. */
  title: 200,
  /** Characters of a page's meta description in one language. */
  description: 300,
  /** Pages of one project, archived ones included. */
  pages: 200,
  /** Characters of a preset's name. */
  templateName: 100,
  /** Characters of a preset's description. */
  templateDescription: 500,
  /** Presets of the installation. */
  templates: 100,
  /** Items of a site menu. */
  menuItems: 20,
  /** Characters of a menu item's label in one language. */
  menuLabel: 100,
  /** Characters of a menu item's external address. */
  menuUrl: 2000,
  /** Revisions kept per page and per kind ('publish', 'edit'). */
  revisionsKept: 10,
  /** Minutes of editing one 'edit' revision covers: a draft save records one when the last is older. */
  editRevisionMinutes: 10,
} as const;

/**
 * Slugs a page may not take: the first segments of the public side's own addresses under
 * `/p/<company>/<project>/` (forms, votes, "My submissions", the cookie banner's answer) and of the site (API, app, files).
 */
export const RESERVED_PAGE_SLUGS = ['f', 'me', 'vote', 'api', 'app', 'assets', 'p', 'img', 'media', 'sw', 'index', 'public', 'sign-in', 'login', 'logout', 'cookies'] as const;

/** Whether a page may take this slug: not one of the public side's own addresses. */
export function isReservedPageSlug(slug: string): boolean {
  return (RESERVED_PAGE_SLUGS as readonly string[]).includes(slug.trim().toLowerCase());
}

/** The states of a page. */
export const PAGE_STATUSES = ['draft', 'published', 'archived'] as const;

/** A page's state: never published, published (its draft may have changes since), archived. */
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** The kinds of a page's revision: the copy published, or the draft as it stood while edited. */
export const REVISION_KINDS = ['publish', 'edit'] as const;

const Moment = z.iso.datetime({ offset: true });

/** A page as its editor reads it: the draft (title, description, body) and where its publication stands. */
export const PageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.partialRecord(LanguageSchema, z.string()),
  /** The meta description search engines show, per language. */
  description: z.partialRecord(LanguageSchema, z.string()),
  body: LocalizedPageDoc,
  home: z.boolean(),
  status: z.enum(PAGE_STATUSES),
  /** The draft differs from the published copy (always true for a page never published). */
  has_unpublished_changes: z.boolean(),
  position: z.number().int(),
  version: z.number().int(),
  /** The draft's version last published; null: never published. */
  published_version: z.number().int().nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});

/** A page. */
export type PageEntity = z.infer<typeof PageSchema>;

/** A page as the list shows it. */
export const PageListItemSchema = PageSchema.pick({
  id: true,
  slug: true,
  title: true,
  status: true,
  home: true,
  position: true,
  has_unpublished_changes: true,
  updated_at: true,
  published_at: true,
  version: true,
});

const PageScope = { ...ProjectScope, page: IdField };

/** The project's pages, archived ones included (told by their status), in their order. */
export const PageList = endpoint({
  path: 'company/:company/project/:project/pages/list',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(ProjectScope),
  output: z.object({ items: z.array(PageListItemSchema) }),
});

/**
 * Creates a page (no `id`: at the end of the list, a draft; `template` names a preset whose body is
 * copied in where `body` leaves a language out) or saves its draft at `version` (a stale one: 409
 * `conflict` with the `current` page). `home: true` makes it the project's one home page. A slug of
 * the public side's own (`f`, `me`, `vote`…) is refused on `slug`; one another page of the project
 * holds: 409 `slug_taken`. Forms named by the body must be the project's; images, its files.
 */
export const PageSave = endpoint({
  path: 'company/:company/project/:project/pages/save',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({
    ...ProjectScope,
    id: IdField.optional(),
    version: VersionField.optional(),
    slug: SlugField,
    title: requiredText(PAGE_LIMITS.title),
    description: localizedText(PAGE_LIMITS.description).optional(),
    body: LocalizedPageDoc,
    home: z.boolean().optional(),
    template: IdField.optional(),
  }),
  output: z.object({ entity: PageSchema }),
});

/** One page with its draft. */
export const PageGet = endpoint({
  path: 'company/:company/project/:project/page/:page/get',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(PageScope),
  output: z.object({ entity: PageSchema }),
});

/** Publishes the draft as it stands at `version` (a stale one: 409 `conflict`), recording a 'publish' revision. */
export const PagePublish = endpoint({
  path: 'company/:company/project/:project/page/:page/publish',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({ ...PageScope, version: VersionField }),
  output: z.object({ entity: PageSchema }),
});

/** A revision of a page: who made it and when; its content is restored by `restore`. */
export const PageRevisionSchema = z.object({
  id: z.string(),
  kind: z.enum(REVISION_KINDS),
  created_at: z.string(),
  /** The operator's name ('' when their account is gone). */
  by: z.string(),
});

/**
 * The page's revisions, newest first: one at each publication and one at most every 10 minutes of
 * editing; the last 10 of each kind are kept.
 */
export const PageRevisions = endpoint({
  path: 'company/:company/project/:project/page/:page/revisions',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(PageScope),
  output: z.object({ items: z.array(PageRevisionSchema) }),
});

/** Makes a revision's title, description and body the draft, as a new version. */
export const PageRestore = endpoint({
  path: 'company/:company/project/:project/page/:page/restore',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({ ...PageScope, revision: IdField, version: VersionField }),
  output: z.object({ entity: PageSchema }),
});

/** Archives a page (no longer served, no longer the home page) or brings it back as a draft or its published state. */
export const PageArchive = endpoint({
  path: 'company/:company/project/:project/page/:page/archive',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({ ...PageScope, archived: z.boolean(), version: VersionField }),
  output: z.object({ entity: PageSchema }),
});

/** A draft copy of the page at the end of the list, its slug "<slug>-copy" (then "-copy-2"…). */
export const PageDuplicate = endpoint({
  path: 'company/:company/project/:project/page/:page/duplicate',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(PageScope),
  output: z.object({ entity: PageSchema }),
});

/** Puts the project's pages in this order: every page once, archived ones included. */
export const PageReorder = endpoint({
  path: 'company/:company/project/:project/pages/reorder',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({
    ...ProjectScope,
    ids: z
      .array(IdField)
      .max(PAGE_LIMITS.pages)
      .refine((ids) => new Set(ids).size === ids.length, { error: 'invalid' }),
  }),
  output: SuccessOutput,
});

/**
 * The HTML of the page's content as the public page would show it in `lang` at `at` (now when
 * absent): the draft when `draft`, else the published copy. For the editor's sandboxed preview.
 */
export const PagePreview = endpoint({
  path: 'company/:company/project/:project/page/:page/preview',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({ ...PageScope, lang: LanguageSchema, at: Moment.optional(), draft: z.boolean().optional() }),
  output: z.object({ html: z.string() }),
});

/** A preset: a page's starting body in each language, copied into a new page. */
export const PageTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  body: LocalizedPageDoc,
  version: z.number().int(),
  updated_at: z.string(),
});

/** A preset. */
export type PageTemplate = z.infer<typeof PageTemplateSchema>;

/** The installation's presets, by name. */
export const PageTemplateList = endpoint({
  path: 'admin/installation/page-templates/list',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({}),
  output: z.object({ items: z.array(PageTemplateSchema) }),
});

/** A preset as a project's editors choose among them: its name, description and languages (the server copies its document in). */
export const PageTemplateChoiceSchema = z.object({ id: z.string(), name: z.string(), description: z.string(), languages: z.array(LanguageSchema) });

/** A preset among those a new page may start from. */
export type PageTemplateChoice = z.infer<typeof PageTemplateChoiceSchema>;

/** The installation's presets a project's editors may start a new page from. */
export const ProjectPageTemplateList = endpoint({
  path: 'company/:company/project/:project/page-templates/list',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(ProjectScope),
  output: z.object({ items: z.array(PageTemplateChoiceSchema) }),
});

/** Creates a preset (no `id`) or saves one at `version`. Its body names no form (a preset belongs to no project). */
export const PageTemplateSave = endpoint({
  path: 'admin/installation/page-templates/save',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: z.object({
    id: IdField.optional(),
    version: VersionField.optional(),
    name: z.string().trim().min(1).max(PAGE_LIMITS.templateName),
    description: z.string().trim().max(PAGE_LIMITS.templateDescription).default(''),
    body: LocalizedPageDoc,
  }),
  output: z.object({ entity: PageTemplateSchema }),
});

/** Deletes a preset; the pages made from it keep their copy. */
export const PageTemplateDelete = endpoint({
  path: 'admin/installation/page-templates/delete',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: z.object({ id: IdField }),
  output: SuccessOutput,
});

/** Where a menu item leads: one of the project's pages or forms, its "My submissions", or another site (https). */
export const MenuTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('page'), id: IdField }),
  z.strictObject({ kind: z.literal('form'), id: IdField }),
  z.strictObject({ kind: z.literal('me') }),
  z.strictObject({
    kind: z.literal('url'),
    url: z
      .string()
      .trim()
      .max(PAGE_LIMITS.menuUrl)
      .refine((url) => /^https:\/\/[^/?#\\@\s]+(?:[/?#][^\s\\]*)?$/i.test(url), { error: 'invalid' }),
  }),
]);

/** A menu item: its label in each language and its target. */
export const MenuItemSchema = z.strictObject({ label: requiredText(PAGE_LIMITS.menuLabel), target: MenuTargetSchema });

/** A menu item as the calls carry it. */
export type MenuItem = z.infer<typeof MenuItemSchema>;

/** A project's site menu: its items in order, and its version (0: never saved). */
export const MenuSchema = z.object({ items: z.array(MenuItemSchema), version: z.number().int() });

/** The project's site menu. */
export const MenuGet = endpoint({
  path: 'company/:company/project/:project/menu/get',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(ProjectScope),
  output: z.object({ entity: MenuSchema }),
});

/** Saves the project's site menu (at `version` when given; stale: 409 `conflict`); pages and forms named must be the project's. */
export const MenuSave = endpoint({
  path: 'company/:company/project/:project/menu/save',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({ ...ProjectScope, items: z.array(MenuItemSchema).max(PAGE_LIMITS.menuItems), version: VersionField.optional() }),
  output: z.object({ entity: MenuSchema }),
});

const TITLE = { en: 'Title', it: 'Titolo', es: 'Título', fr: 'Titre', pt: 'Título' };
const DESCRIPTION = { en: 'Description', it: 'Descrizione', es: 'Descripción', fr: 'Description', pt: 'Descrição' };
const BODY = { en: 'Content', it: 'Contenuto', es: 'Contenido', fr: 'Contenu', pt: 'Conteúdo' };

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = namedFieldLabels('pages', {
  slug: { en: 'Address', it: 'Indirizzo', es: 'Dirección', fr: 'Adresse', pt: 'Endereço' },
  title: TITLE,
  ...languageLabels('title', TITLE),
  description: DESCRIPTION,
  ...languageLabels('description', DESCRIPTION),
  body: BODY,
  ...languageLabels('body', BODY),
  home: { en: 'Home page', it: 'Pagina iniziale', es: 'Página de inicio', fr: "Page d'accueil", pt: 'Página inicial' },
  template: { en: 'Preset', it: 'Modello', es: 'Plantilla', fr: 'Modèle', pt: 'Modelo' },
  revision: { en: 'Revision', it: 'Revisione', es: 'Revisión', fr: 'Révision', pt: 'Revisão' },
  archived: { en: 'Archived', it: 'Archiviata', es: 'Archivada', fr: 'Archivée', pt: 'Arquivada' },
  ids: { en: 'Order of the pages', it: 'Ordine delle pagine', es: 'Orden de las páginas', fr: 'Ordre des pages', pt: 'Ordem das páginas' },
  lang: { en: 'Language', it: 'Lingua', es: 'Idioma', fr: 'Langue', pt: 'Idioma' },
  at: { en: 'As of', it: 'Alla data', es: 'A fecha de', fr: 'À la date du', pt: 'Na data de' },
  draft: { en: 'Draft', it: 'Bozza', es: 'Borrador', fr: 'Brouillon', pt: 'Rascunho' },
  name: { en: 'Name', it: 'Nome', es: 'Nombre', fr: 'Nom', pt: 'Nome' },
  items: { en: 'Menu items', it: 'Voci del menu', es: 'Elementos del menú', fr: 'Éléments du menu', pt: 'Itens do menu' },
} satisfies FieldLabels);

/** This area's own error codes. */
export const ERRORS = defineErrors({
  slug_reserved: {
    status: 400,
    en: 'This address is one the public pages use for themselves (such as f, me or vote): choose another one.',
    it: 'Questo indirizzo è usato dalle pagine pubbliche stesse (come f, me o vote): scegline un altro.',
    es: 'Esta dirección la usan las propias páginas públicas (como f, me o vote): elige otra.',
    fr: 'Cette adresse est utilisée par les pages publiques elles-mêmes (comme f, me ou vote) : choisissez-en une autre.',
    pt: 'Este endereço é usado pelas próprias páginas públicas (como f, me ou vote): escolha outro.',
  },
  form_not_in_project: {
    status: 400,
    en: 'This form is not one of this project’s forms.',
    it: 'Questo modulo non è tra i moduli di questo progetto.',
    es: 'Este formulario no está entre los formularios de este proyecto.',
    fr: 'Ce formulaire ne fait pas partie des formulaires de ce projet.',
    pt: 'Este formulário não está entre os formulários deste projeto.',
  },
  page_not_in_project: {
    status: 400,
    en: 'This page is not one of this project’s pages.',
    it: 'Questa pagina non è tra le pagine di questo progetto.',
    es: 'Esta página no está entre las páginas de este proyecto.',
    fr: 'Cette page ne fait pas partie des pages de ce projet.',
    pt: 'Esta página não está entre as páginas deste projeto.',
  },
  language_not_in_project: {
    status: 400,
    en: 'A page may only be written in the languages of its project.',
    it: 'Una pagina può essere scritta solo nelle lingue del suo progetto.',
    es: 'Una página solo puede escribirse en los idiomas de su proyecto.',
    fr: 'Une page ne peut être rédigée que dans les langues de son projet.',
    pt: 'Uma página só pode ser escrita nos idiomas do seu projeto.',
  },
  image_not_in_project: {
    status: 400,
    en: 'This image is not a file uploaded for this project’s pages.',
    it: 'Questa immagine non è un file caricato per le pagine di questo progetto.',
    es: 'Esta imagen no es un archivo subido para las páginas de este proyecto.',
    fr: 'Cette image n’est pas un fichier téléversé pour les pages de ce projet.',
    pt: 'Esta imagem não é um arquivo enviado para as páginas deste projeto.',
  },
  page_order_mismatch: {
    status: 409,
    en: 'The pages changed meanwhile: reload the list and put them in order again.',
    it: 'Le pagine sono cambiate nel frattempo: ricarica l’elenco e riordinale di nuovo.',
    es: 'Las páginas cambiaron mientras tanto: vuelve a cargar la lista y ordénalas de nuevo.',
    fr: 'Les pages ont changé entre-temps : rechargez la liste et remettez-les en ordre.',
    pt: 'As páginas mudaram nesse meio-tempo: recarregue a lista e ordene-as de novo.',
  },
  page_archived: {
    status: 409,
    en: 'This page is archived: bring it back before publishing it or making it the home page.',
    it: 'Questa pagina è archiviata: ripristinala prima di pubblicarla o di renderla la pagina iniziale.',
    es: 'Esta página está archivada: recupérala antes de publicarla o de convertirla en la página de inicio.',
    fr: 'Cette page est archivée : restaurez-la avant de la publier ou d’en faire la page d’accueil.',
    pt: 'Esta página está arquivada: recupere-a antes de publicá-la ou de torná-la a página inicial.',
  },
  page_limit_reached: {
    status: 409,
    en: 'This project already has as many pages as it may hold.',
    it: 'Questo progetto ha già tutte le pagine che può contenere.',
    es: 'Este proyecto ya tiene todas las páginas que puede contener.',
    fr: 'Ce projet a déjà toutes les pages qu’il peut contenir.',
    pt: 'Este projeto já tem todas as páginas que pode conter.',
  },
});

