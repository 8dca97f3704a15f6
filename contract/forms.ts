import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { EmailField, FormScope, IdField, intField, LanguageSchema, listOutput, ListQuery, ProjectScope, SuccessOutput, VersionField } from './fields.ts';
import { FormChangeSchema } from './form-changes.ts';
import { FORM_LIMITS, FormDefinitionSchema, FormDraftSchema, KeyField, localizedText, requiredText } from './form-definition.ts';
import type { FieldLabels } from './labels.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './limits.ts';
import { defineErrors } from './errors.ts';
import { namedFieldLabels } from './text-overrides.ts';

/** The statuses of a form, in their usual order. */
export const FORM_STATUSES = ['draft', 'open', 'closed', 'archived'] as const;

/** A form's status. */
export type FormStatus = (typeof FORM_STATUSES)[number];

/** Who may fill a form in: anyone who confirms an email address, or only the people invited. */
export const FORM_ACCESS = ['anyone', 'invited'] as const;

/** The most submissions one person may make to one form. */
export const MAX_SUBMISSIONS_PER_PERSON = 100;

/** The highest cap of public votes one confirmed email may cast in one form. */
export const MAX_VOTES_PER_EMAIL = 1000;

/** The most fields a form may show to the people who vote. */
export const MAX_VOTER_FIELDS = 20;

const Moment = z.iso.datetime({ offset: true }).nullable();

/** The settings of a form that are not its content: Form Options edits them. */
export const FormOptionsShape = z.strictObject({
  slug: KeyField,
  status: z.enum(FORM_STATUSES),
  opens_at: Moment,
  closes_at: Moment,
  access: z.enum(FORM_ACCESS),
  /** How many submissions one person may make; null: no limit. */
  max_submissions: intField(1, MAX_SUBMISSIONS_PER_PERSON).nullable(),
  confirmation: localizedText(FORM_LIMITS.help),
  public_votes: z.boolean(),
  judged: z.boolean(),
  /** Mail the operators who may see the form (managers, the project's editors, the form's assistants) at each submission. */
  notify: z.boolean(),
  /** When public votes open and close; null leaves that end open. */
  vote_opens_at: Moment,
  vote_closes_at: Moment,
  /** How many submissions one confirmed email may vote for; null: no cap. */
  votes_per_email: intField(1, MAX_VOTES_PER_EMAIL).nullable(),
  /**
   * The keys of the published version's fields the public vote gallery shows, in the form's order;
   * a field marked personal is never one of them.
   */
  voter_fields: z
    .array(KeyField)
    .max(MAX_VOTER_FIELDS)
    .refine((keys) => new Set(keys).size === keys.length, { error: 'invalid' }),
  /** Whether the form's assistants may export personal answers (and see the voters' addresses). */
  assistants_export: z.boolean(),
  /**
   * When the call's results are published: landing pages show their 'results' sections from then
   * on. Null: never; left out of a save, the stored value stays.
   */
  results_at: Moment.optional(),
});

/** The settings of a form. */
export type FormOptions = z.infer<typeof FormOptionsShape>;

type Windows = Pick<FormOptions, 'opens_at' | 'closes_at' | 'vote_opens_at' | 'vote_closes_at'>;

// Each window closes after it opens: the form's and the public vote's.
function checkWindows(value: Windows, ctx: z.RefinementCtx): void {
  for (const [opens, closes] of [
    ['opens_at', 'closes_at'],
    ['vote_opens_at', 'vote_closes_at'],
  ] as const) {
    const from = value[opens];
    const to = value[closes];
    if (from && to && Date.parse(to) <= Date.parse(from)) ctx.addIssue({ code: 'custom', path: [closes], message: 'closesAfterOpens' });
  }
}

/** The rules a user expects of the options: each window closing after it opens. */
export const FormOptionsFields = FormOptionsShape.superRefine(checkWindows);

/** A form with its settings and its draft, as the editor and Form Options read it. */
export const FormSchema = FormOptionsShape.extend({
  id: z.string(),
  company_id: z.string(),
  project_id: z.string(),
  /** The record's version: every save names it, a stale one is a conflict. */
  version: z.number().int(),
  /** The number of the last published version; null before the first publication. */
  published_version: z.number().int().nullable(),
  /** Whether the draft differs from the last published version. */
  draft_changed: z.boolean(),
  /** The draft as its editors left it: complete or not, it is published only once complete. */
  draft: FormDraftSchema,
  created_at: z.string(),
  updated_at: z.string(),
});

/** One form. */
export type Form = z.infer<typeof FormSchema>;

/** A form as a project's list shows it. */
export const FormListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: localizedText(FORM_LIMITS.label),
  status: z.enum(FORM_STATUSES),
  version: z.number().int(),
  published_version: z.number().int().nullable(),
  submissions: z.number().int(),
  updated_at: z.string(),
});


/** A project's forms, searched by slug or title, archived ones only when asked. */
export const FormList = endpoint({
  path: 'company/:company/project/:project/forms/list',
  kind: 'query',
  permission: 'projectEdit',
  input: ListQuery.extend({ ...ProjectScope, archived: z.boolean().default(false) }),
  output: listOutput(FormListItemSchema),
});

/** What a new form needs: its slug and its title (the new-form dialog checks them with this). */
export const FormCreateFields = z.object({ slug: KeyField, title: requiredText(FORM_LIMITS.label) });

/** Creates an empty form: one block, no fields, in the project's languages. */
export const FormCreate = endpoint({
  path: 'company/:company/project/:project/forms/create',
  kind: 'mutation',
  permission: 'projectEdit',
  input: FormCreateFields.extend(ProjectScope),
  output: z.object({ entity: FormSchema }),
});

/** The short answer of import and duplicate: what the list needs to show the new form. */
export const FormCreatedSchema = z.object({ id: z.string(), slug: z.string(), status: z.enum(FORM_STATUSES), version: z.number().int() });

/** Creates a form from a definition in the `form/1` format; a refusal names the path of each wrong value. */
export const FormImport = endpoint({
  path: 'company/:company/project/:project/forms/import',
  kind: 'mutation',
  permission: 'projectEdit',
  input: z.object({ ...ProjectScope, definition: FormDefinitionSchema }),
  output: z.object({ entity: FormCreatedSchema }),
});

/** One form with its draft (its editors, and the form's assistants who read it). */
export const FormGet = endpoint({
  path: 'company/:company/project/:project/form/:form/get',
  kind: 'query',
  permission: 'formAssist',
  input: z.object(FormScope),
  output: z.object({ entity: FormSchema }),
});

/** The draft in the `form/1` format, equal to what was imported; a draft still incomplete comes as it is. */
export const FormExport = endpoint({
  path: 'company/:company/project/:project/form/:form/export',
  kind: 'query',
  permission: 'formAssist',
  input: z.object(FormScope),
  output: z.object({ definition: FormDraftSchema }),
});

/**
 * Saves the draft at the version it was read; a stale version is a conflict (409). A draft is
 * saved with what it still lacks (`FormDraftSchema`); publishing waits until it is complete.
 */
export const FormDraftSave = endpoint({
  path: 'company/:company/project/:project/form/:form/draft/save',
  kind: 'mutation',
  permission: 'projectEdit',
  input: z.object({ ...FormScope, version: VersionField.optional(), draft: FormDraftSchema }),
  output: z.object({ entity: FormSchema }),
});

/** Saves the form's settings at the version they were read. */
export const FormOptionsSave = endpoint({
  path: 'company/:company/project/:project/form/:form/options/save',
  kind: 'mutation',
  permission: 'projectEdit',
  input: FormOptionsShape.extend({ ...FormScope, version: VersionField.optional() }).superRefine(checkWindows),
  output: z.object({ entity: FormSchema }),
});

/**
 * What a publication does to the form's status: `now` opens it at once (an opening time still to
 * come moves to now), `scheduled` opens it at its opening time, `closed` keeps it closed.
 */
export const PUBLISH_OPENINGS = ['now', 'scheduled', 'closed'] as const;

/** How a publication opens the form. */
export type PublishOpening = (typeof PUBLISH_OPENINGS)[number];

/**
 * Freezes the draft as the next numbered version and sets the status as `opening` asks, in the
 * same change; without `opening` a form in draft opens and any other keeps its status. A draft
 * still incomplete is refused by its paths (`draft.blocks.0.fields.2.label`).
 */
export const FormPublish = endpoint({
  path: 'company/:company/project/:project/form/:form/publish',
  kind: 'mutation',
  permission: 'projectEdit',
  input: z.object({ ...FormScope, version: VersionField, opening: z.enum(PUBLISH_OPENINGS).optional() }),
  output: z.object({ entity: z.object({ status: z.enum(FORM_STATUSES), published_version: z.number().int(), version: z.number().int() }) }),
});

/** A published version as the version list shows it. */
export const FormVersionSchema = z.object({
  number: z.number().int(),
  published_at: z.string(),
  published_by: z.string().nullable(),
  fields: z.number().int(),
});

/** The published versions of a form, newest first. */
export const FormVersions = endpoint({
  path: 'company/:company/project/:project/form/:form/versions',
  kind: 'query',
  permission: 'formAssist',
  input: z.object(FormScope),
  output: z.object({ items: z.array(FormVersionSchema) }),
});

/** One published version's definition. */
export const FormVersionGet = endpoint({
  path: 'company/:company/project/:project/form/:form/version/get',
  kind: 'query',
  permission: 'formAssist',
  input: z.object({ ...FormScope, number: intField(1) }),
  output: z.object({ number: z.number().int(), definition: FormDefinitionSchema }),
});

/** Puts a published version back into the draft (the published versions stay as they are). */
export const FormVersionRestore = endpoint({
  path: 'company/:company/project/:project/form/:form/version/restore',
  kind: 'mutation',
  permission: 'projectEdit',
  input: z.object({ ...FormScope, number: intField(1), version: VersionField }),
  output: z.object({ entity: FormSchema }),
});

/** What a copy of a form needs: its own slug. */
export const FormDuplicateFields = z.object({ slug: KeyField });

/** Copies a form (its draft and settings, not its versions) under a new slug, as a draft. */
export const FormDuplicate = endpoint({
  path: 'company/:company/project/:project/form/:form/duplicate',
  kind: 'mutation',
  permission: 'projectEdit',
  input: FormDuplicateFields.extend(FormScope),
  output: z.object({ entity: FormCreatedSchema }),
});

/** Archives a form, or brings it back as closed. */
export const FormArchive = endpoint({
  path: 'company/:company/project/:project/form/:form/archive',
  kind: 'mutation',
  permission: 'projectEdit',
  input: z.object({ ...FormScope, archived: z.boolean(), version: VersionField.optional() }),
  output: z.object({ entity: FormSchema }),
});

/** Where a composer's proposal came from: the built-in one, or the configured AI service. */
export const COMPOSERS = ['built-in', 'ai'] as const;

/**
 * The autocomposer: from a description in words, the changes it proposes to the draft. It
 * changes nothing; the editor applies the accepted changes as one step.
 */
export const FormCompose = endpoint({
  path: 'company/:company/project/:project/form/:form/compose',
  kind: 'mutation',
  permission: 'projectEdit',
  live: true,
  input: z.object({ ...FormScope, description: z.string().trim().min(1).max(4000), lang: LanguageSchema }),
  output: z.object({ composer: z.enum(COMPOSERS), changes: z.array(FormChangeSchema) }),
});

/** The most addresses one sending of invitations takes. */
export const MAX_INVITATIONS_PER_SEND = 500;

/** A person invited to fill in a form, as Form Options lists them. */
export const FormInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  created_at: z.string(),
  /** The inviting operator's email; null once they are removed. */
  invited_by: z.string().nullable(),
  /** A registered user of the project has this address. */
  registered: z.boolean(),
  /** They sent the form (a submission neither a draft nor withdrawn). */
  submitted: z.boolean(),
});

/** One invitation. */
export type FormInvitation = z.infer<typeof FormInvitationSchema>;

/** The people invited to fill in the form, newest first. */
export const FormInvitationList = endpoint({
  path: 'company/:company/project/:project/form/:form/invitations/list',
  kind: 'query',
  permission: 'projectEdit',
  input: z.object(FormScope),
  output: z.object({ items: z.array(FormInvitationSchema) }),
});

/**
 * Invites people by address: each one gets a new personal link by mail, in `lang`; an address
 * already invited gets a new link (the old one stops working) and the mail again. Answered
 * now or not at all: mails are not kept on a device for later.
 */
export const FormInvitationSend = endpoint({
  path: 'company/:company/project/:project/form/:form/invitations/send',
  kind: 'mutation',
  permission: 'projectEdit',
  live: true,
  input: z.object({
    ...FormScope,
    emails: z
      .array(EmailField)
      .min(1)
      .max(MAX_INVITATIONS_PER_SEND)
      .transform((emails) => [...new Set(emails)]),
    lang: LanguageSchema,
  }),
  output: z.object({ sent: z.number().int() }),
});

/** Takes an invitation back: its link stops working, and the person may no longer fill the form in. */
export const FormInvitationRevoke = endpoint({
  path: 'company/:company/project/:project/form/:form/invitations/revoke',
  kind: 'mutation',
  permission: 'projectEdit',
  live: true,
  input: z.object({ ...FormScope, invitation: IdField }),
  output: SuccessOutput,
});

/**
 * Addresses pasted as people write them (one a line, or separated by commas or semicolons):
 * trimmed, in lower case, each once; those that are not addresses are kept apart, as written.
 */
export function splitAddresses(text: string): { emails: string[]; invalid: string[] } {
  const emails = new Set<string>();
  const invalid = new Set<string>();
  for (const part of text.split(/[\n\r,;]+/)) {
    const written = part.trim();
    if (written === '') continue;
    const email = written.toLowerCase();
    if (email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email)) emails.add(email);
    else invalid.add(written);
  }
  return { emails: [...emails], invalid: [...invalid] };
}

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = namedFieldLabels('forms', {
  slug: { en: 'Slug', it: 'Slug', es: 'Slug', fr: 'Slug', pt: 'Slug' },
  title: { en: 'Title', it: 'Titolo', es: 'Título', fr: 'Titre', pt: 'Título' },
  description: { en: 'Description', it: 'Descrizione', es: 'Descripción', fr: 'Description', pt: 'Descrição' },
  definition: { en: 'Definition', it: 'Definizione', es: 'Definición', fr: 'Définition', pt: 'Definição' },
  draft: { en: 'Draft', it: 'Bozza', es: 'Borrador', fr: 'Brouillon', pt: 'Rascunho' },
  status: { en: 'Status', it: 'Stato', es: 'Estado', fr: 'Statut', pt: 'Status' },
  opens_at: { en: 'Opens', it: 'Apertura', es: 'Apertura', fr: 'Ouverture', pt: 'Abertura' },
  closes_at: { en: 'Closes', it: 'Chiusura', es: 'Cierre', fr: 'Clôture', pt: 'Encerramento' },
  access: { en: 'Who may fill it in', it: 'Chi può compilarlo', es: 'Quién puede rellenarlo', fr: 'Qui peut le remplir', pt: 'Quem pode preenchê-lo' },
  max_submissions: {
    en: 'Submissions per person',
    it: 'Invii per persona',
    es: 'Envíos por persona',
    fr: 'Envois par personne',
    pt: 'Envios por pessoa',
  },
  confirmation: { en: 'Confirmation message', it: 'Messaggio di conferma', es: 'Mensaje de confirmación', fr: 'Message de confirmation', pt: 'Mensagem de confirmação' },
  public_votes: { en: 'Public votes', it: 'Voti pubblici', es: 'Votos públicos', fr: 'Votes publics', pt: 'Votos públicos' },
  judged: { en: 'Judged', it: 'Valutato dai giudici', es: 'Evaluado por jueces', fr: 'Évalué par un jury', pt: 'Avaliado por jurados' },
  languages: { en: 'Languages', it: 'Lingue', es: 'Idiomas', fr: 'Langues', pt: 'Idiomas' },
  default_lang: { en: 'Default language', it: 'Lingua predefinita', es: 'Idioma predeterminado', fr: 'Langue par défaut', pt: 'Idioma padrão' },
  number: { en: 'Version', it: 'Versione', es: 'Versión', fr: 'Version', pt: 'Versão' },
  published_version: {
    en: 'Published version',
    it: 'Versione pubblicata',
    es: 'Versión publicada',
    fr: 'Version publiée',
    pt: 'Versão publicada',
  },
  lang: { en: 'Language', it: 'Lingua', es: 'Idioma', fr: 'Langue', pt: 'Idioma' },
  opening: { en: 'Opening', it: 'Apertura', es: 'Apertura', fr: 'Ouverture', pt: 'Abertura' },
  archived: { en: 'Archived', it: 'Archiviato', es: 'Archivado', fr: 'Archivé', pt: 'Arquivado' },
  vote_opens_at: { en: 'Votes open', it: 'Apertura dei voti', es: 'Apertura de las votaciones', fr: 'Ouverture des votes', pt: 'Abertura das votações' },
  results_at: { en: 'Results published', it: 'Pubblicazione dei risultati', es: 'Publicación de los resultados', fr: 'Publication des résultats', pt: 'Publicação dos resultados' },
  vote_closes_at: { en: 'Votes close', it: 'Chiusura dei voti', es: 'Cierre de las votaciones', fr: 'Clôture des votes', pt: 'Encerramento das votações' },
  votes_per_email: { en: 'Votes per email', it: 'Voti per email', es: 'Votos por correo', fr: 'Votes par e-mail', pt: 'Votos por e-mail' },
  voter_fields: {
    en: 'Fields shown to voters',
    it: 'Campi mostrati a chi vota',
    es: 'Campos que ven los votantes',
    fr: 'Champs montrés aux votants',
    pt: 'Campos mostrados a quem vota',
  },
  assistants_export: {
    en: 'Assistants may export personal answers',
    it: 'Gli assistenti possono esportare le risposte personali',
    es: 'Los asistentes pueden exportar las respuestas personales',
    fr: 'Les assistants peuvent exporter les réponses personnelles',
    pt: 'Os assistentes podem exportar as respostas pessoais',
  },
  notify: {
    en: 'Mail at each submission',
    it: 'Email a ogni invio',
    es: 'Correo en cada envío',
    fr: 'E-mail à chaque envoi',
    pt: 'E-mail a cada envio',
  },
  emails: { en: 'Addresses', it: 'Indirizzi', es: 'Direcciones', fr: 'Adresses', pt: 'Endereços' },
  invitation: { en: 'Invitation', it: 'Invito', es: 'Invitación', fr: 'Invitation', pt: 'Convite' },
} as const satisfies FieldLabels);

/** This area's own error codes. */
export const ERRORS = defineErrors({
  nothing_to_publish: {
    status: 409,
    en: 'The draft is the same as the last published version: there is nothing to publish.',
    it: "La bozza è uguale all'ultima versione pubblicata: non c'è nulla da pubblicare.",
    es: 'El borrador es igual a la última versión publicada: no hay nada que publicar.',
    fr: "Le brouillon est identique à la dernière version publiée : il n'y a rien à publier.",
    pt: 'O rascunho é igual à última versão publicada: não há nada para publicar.',
  },
  composer_unavailable: {
    status: 502,
    en: 'The AI service did not answer or refused the request. Try again, or describe the form in other words.',
    it: 'Il servizio di IA non ha risposto o ha rifiutato la richiesta. Riprova, o descrivi il modulo con altre parole.',
    es: 'El servicio de IA no ha respondido o ha rechazado la solicitud. Vuelve a intentarlo o describe el formulario con otras palabras.',
    fr: "Le service d'IA n'a pas répondu ou a refusé la demande. Réessayez, ou décrivez le formulaire autrement.",
    pt: 'O serviço de IA não respondeu ou recusou o pedido. Tente novamente ou descreva o formulário com outras palavras.',
  },
  composer_invalid: {
    status: 502,
    en: 'The AI service answered with changes that do not fit this form. Nothing was changed; try again.',
    it: 'Il servizio di IA ha risposto con modifiche che non si adattano a questo modulo. Nulla è stato modificato; riprova.',
    es: 'El servicio de IA ha respondido con cambios que no encajan en este formulario. No se ha cambiado nada; vuelve a intentarlo.',
    fr: "Le service d'IA a proposé des modifications qui ne conviennent pas à ce formulaire. Rien n'a été modifié ; réessayez.",
    pt: 'O serviço de IA respondeu com alterações que não se ajustam a este formulário. Nada foi alterado; tente novamente.',
  },
});
