// Mail-merge: a project's templates (a subject and a rich-text body per language with merge tags)
// and campaigns that send one to an audience at a pace, with a ledger of every recipient, one-click
// unsubscribe (RFC 8058) and a public unsubscribe page.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { defineErrors } from './errors.ts';
import { EmailField, IdField, intField, LanguageSchema, listOutput, ListQuery, ProjectScope, SuccessOutput, TokenField, VersionField } from './fields.ts';
import { JobSchema } from './jobs.ts';
import { languageLabels, type FieldLabels } from './labels.ts';
import { SiteScope } from './public.ts';
import { LocalizedRichText } from './rich-text.ts';
import { SUBMISSION_STATUSES } from './submission-status.ts';
import { TimeZoneField } from './users.ts';
import { namedFieldLabels } from './text-overrides.ts';

/** The bounds of templates and campaigns. */
export const MAIL_MERGE_LIMITS = {
  /** Characters of a template's or a campaign's name. */
  name: 120,
  /** Characters of a subject in one language. */
  subject: 250,
  /** Templates of one project. */
  templates: 200,
  /** Campaigns of one project. */
  campaigns: 500,
  /** Addresses a test send goes to. */
  testAddresses: 5,
  /** Messages per second a campaign may be given. */
  maxRatePerSecond: 1000,
  /** The pace of a campaign that names none: listmonk's default (10 workers × 10 messages/s). */
  defaultRatePerSecond: 100,
  /** The largest cap per hour. */
  maxCapPerHour: 1_000_000,
  /** Recipients of one campaign. */
  recipients: 200_000,
  /** A campaign pauses itself once this share of its settled messages failed… */
  failurePauseShare: 0.2,
  /** …and at least this many have settled. */
  failurePauseMinSettled: 50,
  /** Revisions kept per template. */
  revisionsKept: 20,
  /** Minutes of editing one revision covers: a save records one when the last is older. */
  revisionMinutes: 10,
  /** Rows of the ledger per page. */
  ledgerPageSize: 50,
} as const;

/**
 * The merge tags every template may use. Besides them, `{{<key>}}` names the answer to the field of
 * that key in the audience's form (any form of the project at save; one the campaign's form lacks renders empty).
 */
export const MERGE_TAGS = ['first_name', 'last_name', 'email', 'project', 'form', 'form_link', 'draft_link', 'closes_at', 'unsubscribe_link'] as const;

/** A merge tag of the fixed set. */
export type MergeTag = (typeof MERGE_TAGS)[number];

const Moment = z.iso.datetime({ offset: true });
const Name = z.string().trim().min(1).max(MAIL_MERGE_LIMITS.name);
const Subject = z
  .string()
  .trim()
  .max(MAIL_MERGE_LIMITS.subject)
  // No line breaks in a header's words.
  .regex(/^\P{Cc}*$/u, { error: 'invalid' });

const TemplateScope = { ...ProjectScope, template: IdField };
const CampaignScope = { ...ProjectScope, campaign: IdField };

/** A template as its editor reads it. */
export const TemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The notification sender it goes out as (one of the project's chain); null: the project's sender in effect. */
  sender: z.string().nullable(),
  subject: z.partialRecord(LanguageSchema, z.string()),
  body: LocalizedRichText,
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A template. */
export type TemplateEntity = z.infer<typeof TemplateSchema>;

/** A template as the list shows it. */
export const TemplateListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The languages it has a subject or body in. */
  languages: z.array(LanguageSchema),
  /** Campaigns that use it. */
  campaigns: z.number().int(),
  version: z.number().int(),
  updated_at: z.string(),
});

/** The project's templates, by name. */
export const TemplateList = endpoint({
  path: 'company/:company/project/:project/mail-merge/templates/list',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(ProjectScope),
  output: z.object({ items: z.array(TemplateListItemSchema) }),
});

/**
 * Creates a template (no `id`) or saves it at `version` (a stale one: 409 `conflict` with the
 * `current` template). A tag neither of `MERGE_TAGS` nor a field key of one of the project's forms
 * is refused by name (400 `merge_tag_unknown` on `subject.<lang>` or `body.<lang>`); a `sender`
 * not in the project's chain: 400 on `sender`. Saves record a revision at most every 10 minutes.
 * A project holds at most `MAIL_MERGE_LIMITS.templates` (409 `template_limit_reached`).
 */
export const TemplateSave = endpoint({
  path: 'company/:company/project/:project/mail-merge/templates/save',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({
    ...ProjectScope,
    id: IdField.optional(),
    version: VersionField.optional(),
    name: Name,
    sender: IdField.nullable().optional(),
    subject: z.partialRecord(LanguageSchema, Subject),
    body: LocalizedRichText,
  }),
  output: z.object({ entity: TemplateSchema }),
});

/** One template. */
export const TemplateGet = endpoint({
  path: 'company/:company/project/:project/mail-merge/template/:template/get',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(TemplateScope),
  output: z.object({ entity: TemplateSchema }),
});

/** A mail as it would go out: its subject, its HTML (a whole document) and its plain text. */
export const RenderedMailSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });

/**
 * The template in `lang` filled with a recipient's values: `recipient` is a registered user's
 * address of the project (404 `recipient_not_found` otherwise), else sample values. The saved
 * template, or the `subject` and `body` given (the editor's draft, checked like a save).
 */
export const TemplatePreview = endpoint({
  path: 'company/:company/project/:project/mail-merge/template/:template/preview',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({
    ...TemplateScope,
    lang: LanguageSchema,
    recipient: EmailField.optional(),
    /** The audience's form whose answers fill the answer tags and the form's tags. */
    form: IdField.optional(),
    subject: Subject.optional(),
    body: LocalizedRichText.optional(),
  }),
  output: RenderedMailSchema,
});

/** A copy of the template named "<name> (copy)". */
export const TemplateDuplicate = endpoint({
  path: 'company/:company/project/:project/mail-merge/template/:template/duplicate',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(TemplateScope),
  output: z.object({ entity: TemplateSchema }),
});

/** Deletes a template no campaign uses (409 `template_in_use` otherwise). */
export const TemplateDelete = endpoint({
  path: 'company/:company/project/:project/mail-merge/template/:template/delete',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(TemplateScope),
  output: SuccessOutput,
});

/** A revision of a template: who made it and when. */
export const TemplateRevisionSchema = z.object({ id: z.string(), created_at: z.string(), by: z.string() });

/** The template's revisions, newest first (the last 20). */
export const TemplateRevisions = endpoint({
  path: 'company/:company/project/:project/mail-merge/template/:template/revisions',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(TemplateScope),
  output: z.object({ items: z.array(TemplateRevisionSchema) }),
});

/** Makes a revision's name, subject and body the template's, as a new version. */
export const TemplateRestore = endpoint({
  path: 'company/:company/project/:project/mail-merge/template/:template/restore',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({ ...TemplateScope, revision: IdField, version: VersionField }),
  output: z.object({ entity: TemplateSchema }),
});

/** The tags a template of the project may use: the fixed ones, and each form's field keys with their labels. */
export const MergeTagsSchema = z.object({
  fixed: z.array(z.enum(MERGE_TAGS)),
  forms: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      fields: z.array(z.object({ key: z.string(), label: z.string() })),
    }),
  ),
});

/** The merge tags of the project's templates. */
export const MergeTagList = endpoint({
  path: 'company/:company/project/:project/mail-merge/tags',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(ProjectScope),
  output: MergeTagsSchema,
});

/** A notification sender a template may name: the project's, its company's and the installation's. */
export const MergeSenderSchema = z.object({
  id: z.string(),
  name: z.string(),
  from_email: z.string(),
  from_name: z.string(),
  level: z.enum(['installation', 'company', 'project']),
});

/** The senders a template of the project may go out as, and the one in effect when it names none. */
export const MergeSenderList = endpoint({
  path: 'company/:company/project/:project/mail-merge/senders',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(ProjectScope),
  output: z.object({
    items: z.array(MergeSenderSchema),
    effective: z.object({ id: z.string().nullable(), name: z.string(), from_email: z.string(), from_name: z.string() }),
  }),
});

/** A registered user of the project as the preview and the test send offer them. */
export const MergePersonSchema = z.object({ email: z.string(), first_name: z.string(), last_name: z.string(), lang: z.string() });

/** The project's registered users whose address or names contain `search`, for a preview's or test's values (at most 20). */
export const MergePeople = endpoint({
  path: 'company/:company/project/:project/mail-merge/people',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({ ...ProjectScope, search: z.string().trim().max(200).default('') }),
  output: z.object({ items: z.array(MergePersonSchema) }),
});

/** The registered-users screen's filters, as a users audience takes them. */
export const UsersAudienceFilter = z.strictObject({
  search: z.string().trim().max(200).optional(),
  submitted: z.boolean().optional(),
  condition: z.uuid().optional(),
  lang: LanguageSchema.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  zone: TimeZoneField.optional(),
});

/**
 * Who a campaign writes to: the project's registered users by the registered-users screen's filters,
 * or the people behind a form's submissions by one of its saved results filters (`filter`, its id)
 * or by statuses (`status`; drafts only is `['draft']`). Without either, every submission but drafts.
 */
export const AudienceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('users'), filter: UsersAudienceFilter.optional() }),
  z.strictObject({
    kind: z.literal('submissions'),
    form: IdField,
    filter: IdField.optional(),
    status: z.array(z.enum(SUBMISSION_STATUSES)).min(1).max(SUBMISSION_STATUSES.length).optional(),
  }),
]);

/** A campaign's audience. */
export type Audience = z.infer<typeof AudienceSchema>;

/**
 * Where a campaign stands: being written, waiting for its time, sending, paused (by an operator or
 * by its failures), finished (every recipient sent or failed), cancelled.
 */
export const CAMPAIGN_STATES = ['draft', 'scheduled', 'sending', 'paused', 'done', 'cancelled'] as const;

/** A campaign's state. */
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** Why a campaign is paused: an operator paused it, or its failures passed the share. */
export const PAUSE_REASONS = ['operator', 'failures', 'stalled'] as const;

/** A recipient's state in the ledger: waiting or in the queue, sent, failed for good, left out. */
export const RECIPIENT_STATES = ['queued', 'sent', 'failed', 'left_out'] as const;

/** Why someone matched by the audience gets no mail. */
export const LEFT_OUT_REASONS = ['unsubscribed', 'erased', 'blocked', 'duplicate'] as const;

/** The ledger's counts. */
export const CampaignCountsSchema = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  left_out: z.number().int(),
});

/** A campaign. */
export const CampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  template: z.string(),
  /** The template's name ('' once it is deleted). */
  template_name: z.string(),
  audience: AudienceSchema,
  rate_per_second: z.number().int(),
  cap_per_hour: z.number().int().nullable(),
  send_at: z.string().nullable(),
  state: z.enum(CAMPAIGN_STATES),
  paused_reason: z.enum(PAUSE_REASONS).nullable(),
  counts: CampaignCountsSchema,
  /**
   * Messages sent again after their server stopped in the middle of sending them: the relay may
   * have taken the first attempt in that instant, so these recipients may have two copies.
   */
  possible_duplicates: z.number().int(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  version: z.number().int(),
  updated_at: z.string(),
});

/** A campaign. */
export type CampaignEntity = z.infer<typeof CampaignSchema>;

/** The project's campaigns, newest first. */
export const CampaignList = endpoint({
  path: 'company/:company/project/:project/mail-merge/campaigns/list',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(ProjectScope),
  output: z.object({ items: z.array(CampaignSchema) }),
});

/**
 * Creates a campaign (no `id`) or saves one at `version`; only a draft or a scheduled one changes
 * (409 `campaign_not_editable` otherwise), and a scheduled one keeps the template and audience it
 * froze at its start (its name, pace and `send_at` change; its sending waits for the new time).
 * The template, form and saved filter must be the project's. A project holds at most
 * `MAIL_MERGE_LIMITS.campaigns` (409 `campaign_limit_reached`).
 */
export const CampaignSave = endpoint({
  path: 'company/:company/project/:project/mail-merge/campaigns/save',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({
    ...ProjectScope,
    id: IdField.optional(),
    version: VersionField.optional(),
    name: Name,
    template: IdField,
    audience: AudienceSchema,
    rate_per_second: intField(1, MAIL_MERGE_LIMITS.maxRatePerSecond).optional(),
    cap_per_hour: intField(1, MAIL_MERGE_LIMITS.maxCapPerHour).nullable().optional(),
    send_at: Moment.nullable().optional(),
  }),
  output: z.object({ entity: CampaignSchema }),
});

/** One campaign. */
export const CampaignGet = endpoint({
  path: 'company/:company/project/:project/mail-merge/campaign/:campaign/get',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(CampaignScope),
  output: z.object({ entity: CampaignSchema }),
});

/** The campaign's check before sending: every recipient's mail rendered and counted. */
export const CampaignCheckSchema = z.object({
  recipients: z.number().int(),
  by_language: z.partialRecord(LanguageSchema, z.number().int()),
  left_out: z.object({ unsubscribed: z.number().int(), erased: z.number().int(), blocked: z.number().int(), duplicate: z.number().int() }),
  /** Tags that render empty, with how many recipients' mails they are empty in. */
  empty_tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  /** The mails' size in bytes (HTML and text). */
  size: z.object({ average: z.number().int(), largest: z.number().int() }),
  finish_estimate: z.object({
    /** How long the sending takes at the campaign's pace and cap. */
    seconds: z.number().int(),
    /** When it would finish if started now (or at `send_at`). */
    at: z.string(),
    /** When the audience's form closes; null: it does not, or the audience is the registered users. */
    closes_at: z.string().nullable(),
    /** The finish falls after the form closes. */
    after_close: z.boolean(),
  }),
  /** How long the check took, in milliseconds. */
  took_ms: z.number().int(),
});

/** The campaign's check. */
export type CampaignCheck = z.infer<typeof CampaignCheckSchema>;

/** Renders the campaign's mail for every recipient it would have now and reports what would go out. */
export const CampaignCheckCall = endpoint({
  path: 'company/:company/project/:project/mail-merge/campaign/:campaign/check',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(CampaignScope),
  output: CampaignCheckSchema,
});

/**
 * Sends the campaign's mail, marked as a test, to `to` (up to 5 addresses; empty: the operator's
 * own), filled with `recipient`'s values (one of the audience's addresses; else the first
 * recipient's), in that recipient's language.
 */
export const CampaignTest = endpoint({
  path: 'company/:company/project/:project/mail-merge/campaign/:campaign/test',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({
    ...CampaignScope,
    to: z
      .array(EmailField)
      .max(MAIL_MERGE_LIMITS.testAddresses)
      .refine((list) => new Set(list).size === list.length, { error: 'invalid' })
      .default([]),
    recipient: EmailField.optional(),
  }),
  output: z.object({ sent_to: z.array(z.string()) }),
});

const StateChange = z.object({ ...CampaignScope, version: VersionField });

/**
 * Freezes the template, builds the ledger from the audience and starts sending (or waits for
 * `send_at`). A draft only (409 `campaign_not_editable`); an audience of nobody: 400 `audience_empty`.
 */
export const CampaignStart = endpoint({
  path: 'company/:company/project/:project/mail-merge/campaign/:campaign/start',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: StateChange,
  output: z.object({ entity: CampaignSchema }),
});

/** Pauses a sending or scheduled campaign; the messages already in the queue still go. */
export const CampaignPause = endpoint({
  path: 'company/:company/project/:project/mail-merge/campaign/:campaign/pause',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: StateChange,
  output: z.object({ entity: CampaignSchema }),
});

/** Resumes a paused campaign where it stopped. */
export const CampaignResume = endpoint({
  path: 'company/:company/project/:project/mail-merge/campaign/:campaign/resume',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: StateChange,
  output: z.object({ entity: CampaignSchema }),
});

/** Cancels a campaign that has not finished: the recipients not yet in the queue get nothing. */
export const CampaignCancel = endpoint({
  path: 'company/:company/project/:project/mail-merge/campaign/:campaign/cancel',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: StateChange,
  output: z.object({ entity: CampaignSchema }),
});

/** Queues again the recipients whose mail failed, and only them; the campaign sends until they are settled. */
export const CampaignRetryFailed = endpoint({
  path: 'company/:company/project/:project/mail-merge/campaign/:campaign/retry-failed',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: StateChange,
  output: z.object({ entity: CampaignSchema, retried: z.number().int() }),
});

/** One recipient in the ledger. */
export const RecipientSchema = z.object({
  email: z.string(),
  lang: z.string(),
  state: z.enum(RECIPIENT_STATES),
  /** Why they were left out; null otherwise. */
  reason: z.enum(LEFT_OUT_REASONS).nullable(),
  /** The relay's answer to a failed mail (its code and words); null otherwise. */
  error: z.string().nullable(),
  sent_at: z.string().nullable(),
  /** Sent again after a server stopped while sending it (it may have two copies). */
  possible_duplicate: z.boolean(),
});

/** The campaign's ledger: a page of recipients by state and address, by address. */
export const CampaignRecipients = endpoint({
  path: 'company/:company/project/:project/mail-merge/campaign/:campaign/recipients',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({
    ...CampaignScope,
    state: z.enum(RECIPIENT_STATES).optional(),
    search: ListQuery.shape.search,
    page: ListQuery.shape.page,
  }),
  output: listOutput(RecipientSchema),
});

/** Starts a job that writes the ledger (every recipient, or those of `state`) to a CSV file. */
export const CampaignRecipientsExport = endpoint({
  path: 'company/:company/project/:project/mail-merge/campaign/:campaign/recipients/export',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({ ...CampaignScope, state: z.enum(RECIPIENT_STATES).optional() }),
  output: JobSchema,
});

/** The unsubscribe page's person: the project's name and their address partly hidden. */
export const UnsubscribeStatusSchema = z.object({
  project: z.string(),
  email: z.string(),
  unsubscribed: z.boolean(),
});

/** The token of a mail's unsubscribe link: it names the recipient and is signed by the server. */
export const UnsubscribeToken = TokenField;

/** Where the unsubscribe link of a mail stands (no sign-in; an unknown or forged token: 404 `not_found`). */
export const UnsubscribeGet = endpoint({
  path: 'p/:company/:project/unsubscribe/get',
  kind: 'query',
  permission: 'public',
  input: z.object({ ...SiteScope, token: UnsubscribeToken }),
  output: UnsubscribeStatusSchema,
});

/** Unsubscribes (or subscribes again) the link's person from the project's campaigns. */
export const UnsubscribeSave = endpoint({
  path: 'p/:company/:project/unsubscribe/save',
  kind: 'mutation',
  permission: 'public',
  credentials: true,
  input: z.object({ ...SiteScope, token: UnsubscribeToken, unsubscribed: z.boolean() }),
  output: UnsubscribeStatusSchema,
});

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = namedFieldLabels('mail-merge', {
  name: { en: 'Name', it: 'Nome', es: 'Nombre', fr: 'Nom', pt: 'Nome' },
  sender: { en: 'Sender', it: 'Mittente', es: 'Remitente', fr: 'Expéditeur', pt: 'Remetente' },
  subject: { en: 'Subject', it: 'Oggetto', es: 'Asunto', fr: 'Objet', pt: 'Assunto' },
  ...languageLabels('subject', { en: 'Subject', it: 'Oggetto', es: 'Asunto', fr: 'Objet', pt: 'Assunto' }),
  body: { en: 'Text', it: 'Testo', es: 'Texto', fr: 'Texte', pt: 'Texto' },
  ...languageLabels('body', { en: 'Text', it: 'Testo', es: 'Texto', fr: 'Texte', pt: 'Texto' }),
  template: { en: 'Template', it: 'Modello', es: 'Plantilla', fr: 'Modèle', pt: 'Modelo' },
  audience: { en: 'Audience', it: 'Destinatari', es: 'Destinatarios', fr: 'Destinataires', pt: 'Destinatários' },
  'audience.form': { en: 'Form', it: 'Modulo', es: 'Formulario', fr: 'Formulaire', pt: 'Formulário' },
  'audience.filter': { en: 'Saved filter', it: 'Filtro salvato', es: 'Filtro guardado', fr: 'Filtre enregistré', pt: 'Filtro salvo' },
  'audience.status': { en: 'Status', it: 'Stato', es: 'Estado', fr: 'Statut', pt: 'Status' },
  rate_per_second: { en: 'Messages per second', it: 'Messaggi al secondo', es: 'Mensajes por segundo', fr: 'Messages par seconde', pt: 'Mensagens por segundo' },
  cap_per_hour: { en: 'Cap per hour', it: 'Limite orario', es: 'Límite por hora', fr: 'Plafond horaire', pt: 'Limite por hora' },
  send_at: { en: 'Send at', it: 'Invia il', es: 'Enviar el', fr: 'Envoyer le', pt: 'Enviar em' },
  to: { en: 'Addresses', it: 'Indirizzi', es: 'Direcciones', fr: 'Adresses', pt: 'Endereços' },
  recipient: { en: 'Recipient', it: 'Destinatario', es: 'Destinatario', fr: 'Destinataire', pt: 'Destinatário' },
} satisfies FieldLabels);

/** This area's own error codes. */
export const ERRORS = defineErrors({
  merge_tag_unknown: {
    status: 400,
    en: 'There is no merge tag {0}: use one of the tags listed.',
    it: 'Il tag {0} non esiste: usa uno dei tag elencati.',
    es: 'No existe la etiqueta {0}: usa una de las etiquetas de la lista.',
    fr: 'La balise {0} n’existe pas : utilisez une des balises listées.',
    pt: 'A tag {0} não existe: use uma das tags listadas.',
  },
  template_in_use: {
    status: 409,
    en: 'Campaigns use this template: it cannot be deleted.',
    it: 'Delle campagne usano questo modello: non si può eliminare.',
    es: 'Hay campañas que usan esta plantilla: no se puede eliminar.',
    fr: 'Des campagnes utilisent ce modèle : il ne peut pas être supprimé.',
    pt: 'Há campanhas que usam este modelo: não pode ser excluído.',
  },
  campaign_not_editable: {
    status: 409,
    en: 'This campaign has started: it can no longer be changed this way.',
    it: 'Questa campagna è partita: non si può più cambiare così.',
    es: 'Esta campaña ya empezó: ya no se puede cambiar así.',
    fr: 'Cette campagne a commencé : elle ne peut plus être modifiée ainsi.',
    pt: 'Esta campanha já começou: não pode mais ser alterada assim.',
  },
  audience_empty: {
    status: 400,
    en: 'Nobody would receive this campaign: change its audience.',
    it: 'Nessuno riceverebbe questa campagna: cambia i destinatari.',
    es: 'Nadie recibiría esta campaña: cambia los destinatarios.',
    fr: 'Personne ne recevrait cette campagne : changez ses destinataires.',
    pt: 'Ninguém receberia esta campanha: altere os destinatários.',
  },
  recipient_not_found: {
    status: 404,
    en: 'This address is not one of the project’s registered users.',
    it: 'Questo indirizzo non è tra gli utenti registrati del progetto.',
    es: 'Esta dirección no es de un usuario registrado del proyecto.',
    fr: 'Cette adresse n’est pas celle d’un utilisateur inscrit du projet.',
    pt: 'Este endereço não é de um usuário registrado do projeto.',
  },
  audience_too_large: {
    status: 400,
    en: 'This audience has more than {0} people: narrow it.',
    it: 'Questi destinatari sono più di {0}: restringili.',
    es: 'Estos destinatarios superan los {0}: acótalos.',
    fr: 'Ces destinataires dépassent {0} personnes : restreignez-les.',
    pt: 'Estes destinatários passam de {0} pessoas: restrinja-os.',
  },
  template_limit_reached: {
    status: 409,
    en: 'This project already has as many templates as it may hold.',
    it: 'Questo progetto ha già tutti i modelli che può contenere.',
    es: 'Este proyecto ya tiene todas las plantillas que puede contener.',
    fr: 'Ce projet a déjà tous les modèles qu’il peut contenir.',
    pt: 'Este projeto já tem todos os modelos que pode conter.',
  },
  campaign_limit_reached: {
    status: 409,
    en: 'This project already has as many campaigns as it may hold.',
    it: 'Questo progetto ha già tutte le campagne che può contenere.',
    es: 'Este proyecto ya tiene todas las campañas que puede contener.',
    fr: 'Ce projet a déjà toutes les campagnes qu’il peut contenir.',
    pt: 'Este projeto já tem todas as campanhas que pode conter.',
  },
});
