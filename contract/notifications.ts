// Notification senders and texts at three levels (installation, company, project): who a mail
// goes out as and through which relay, the SPF check of a sender's domain, and the words of every
// mail of the catalog (`notification-catalog.ts`) as each level overrides them.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { defineErrors } from './errors.ts';
import { EmailField, IdField, LanguageSchema, ProjectScope, SuccessOutput, VersionField } from './fields.ts';
import type { FieldLabels } from './labels.ts';
import { NOTIFICATION_KEYS, NOTY_LIMITS, NOTY_LEVELS, TEXT_SOURCES } from './notification-catalog.ts';
import { RichTextDoc } from './rich-text.ts';
import { namedFieldLabels } from './text-overrides.ts';

export * from './notification-catalog.ts';

/** How a sender's own relay speaks TLS: at once (port 465), STARTTLS required, or plain (STARTTLS when offered). */
export const SMTP_SECURITY = ['tls', 'starttls', 'plain'] as const;

/** Why an SPF policy could not be read or judged, beside the verdict. */
export const SPF_PROBLEMS = [
  /** No answer from the DNS (a timeout, SERVFAIL): the check is tried again later. */
  'dns_unreachable',
  /** Two or more `v=spf1` records: receivers treat the policy as an error (permerror). */
  'multiple_records',
  /** More than 10 mechanisms that look up the DNS (RFC 7208 §4.6.4). */
  'too_many_lookups',
  /** More than 2 lookups that answered nothing (RFC 7208 §4.6.4). */
  'too_many_void_lookups',
  /** A mechanism, modifier or macro that does not parse. */
  'syntax',
  /** An include or redirect that names a domain with no SPF policy. */
  'missing_include',
] as const;

/** One SPF verdict: the domain's record, whether the mail relay is authorised by it, and what to publish when it is not. */
export const SpfVerdictSchema = z.object({
  has_spf: z.boolean(),
  relay_included: z.boolean(),
  /** The domain's `v=spf1` record as published; null without one. */
  record: z.string().nullable(),
  /** The record to publish instead; null when the relay is already authorised. */
  proposed: z.string().nullable(),
  /** DNS lookups the proposed record costs (the published one's when nothing is proposed); receivers allow 10. */
  lookups: z.number().int(),
  error: z.enum(SPF_PROBLEMS).optional(),
});

/** One SPF verdict. */
export type SpfVerdict = z.infer<typeof SpfVerdictSchema>;

/** A sender's own relay as the screens read it: never its password. */
export const SmtpSettingsSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  secure: z.enum(SMTP_SECURITY),
  user: z.string(),
  /** A password is stored (it is never sent back). */
  has_password: z.boolean(),
});

/** One sender of a level. */
export const SenderSchema = z.object({
  id: z.string(),
  name: z.string(),
  from_email: z.string(),
  from_name: z.string(),
  reply_to: z.string().nullable(),
  default: z.boolean(),
  smtp: SmtpSettingsSchema.nullable(),
  spf: SpfVerdictSchema.extend({ checked_at: z.string() }).nullable(),
  version: z.number().int(),
});

/** One sender of a level. */
export type SenderEntity = z.infer<typeof SenderSchema>;

/** The sender a level's mails go out as: its own default, else the nearest level's above, else the server's MAIL_FROM. */
export const EffectiveSenderSchema = z.object({
  /** The sender's id; null for the server's own MAIL_FROM. */
  id: z.string().nullable(),
  source: z.enum([...NOTY_LEVELS, 'environment']),
  name: z.string(),
  from_email: z.string(),
  from_name: z.string(),
});

/** The sender in effect at a level. */
export type EffectiveSender = z.infer<typeof EffectiveSenderSchema>;

const Host = z
  .string()
  .trim()
  .min(1)
  .max(NOTY_LIMITS.host)
  .regex(/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/, { error: 'invalid' });

/** A relay as a save writes it; `password` left out keeps the stored one, an empty one removes it. */
const SmtpInput = z.object({
  host: Host,
  port: z.number().int().min(1).max(65535),
  secure: z.enum(SMTP_SECURITY),
  user: z.string().trim().max(NOTY_LIMITS.smtpUser).default(''),
  password: z.string().max(NOTY_LIMITS.smtpPassword).optional(),
});

const SenderInput = {
  id: IdField.optional(),
  version: VersionField.optional(),
  name: z.string().trim().min(1).max(NOTY_LIMITS.senderName),
  from_email: EmailField,
  // No line breaks in a header's words.
  from_name: z
    .string()
    .trim()
    .max(NOTY_LIMITS.fromName)
    .regex(/^\P{Cc}*$/u, { error: 'invalid' }),
  reply_to: z.union([EmailField, z.literal('').transform(() => null), z.null()]).optional(),
  default: z.boolean().optional(),
  smtp: SmtpInput.nullable().optional(),
};

/** A sender's fields as a save takes them beside the level's ids: the screens check their form with it. */
export const SenderFields = z.object(SenderInput);

/** A notification text as a level stores it: a subject with `{{tags}}`, and the body in the rich-text model. */
export const TextEntitySchema = z.object({
  key: z.string(),
  lang: LanguageSchema,
  subject: z.string(),
  body: RichTextDoc,
  source: z.enum(TEXT_SOURCES),
  /** The built-in text changed after this override was written. */
  outdated: z.boolean(),
  /** The version of this level's own override; null when it has none. */
  version: z.number().int().nullable(),
  updated_at: z.string().nullable(),
});

/** One cell of the texts grid: where a notification's text in one language comes from. */
export const TextCellSchema = z.object({
  key: z.string(),
  lang: LanguageSchema,
  source: z.enum(TEXT_SOURCES),
  outdated: z.boolean(),
});

const NotificationKey = z.enum(NOTIFICATION_KEYS as [string, ...string[]]);
const Subject = z
  .string()
  .trim()
  .min(1)
  .max(NOTY_LIMITS.subject)
  .regex(/^\P{Cc}*$/u, { error: 'invalid' });

const COMPANY_SCOPE = { company: IdField };
const TextCell = { key: NotificationKey, lang: LanguageSchema };
const PreviewDraft = { subject: z.string().max(NOTY_LIMITS.subject).optional(), body: RichTextDoc.optional() };
const TestMailOutput = z.object({ Success: z.boolean(), error: z.string().optional() });
const PreviewOutput = z.object({ subject: z.string(), html: z.string(), text: z.string() });

/** The installation's senders, and the sender in effect there with where it comes from. */
export const InstallationSendersList = endpoint({
  path: 'admin/installation/noty/senders/list',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({}),
  output: z.object({ items: z.array(SenderSchema), effective: EffectiveSenderSchema }),
});

/** Adds one of the installation's senders (no `id`) or saves one at `version` (stale: 409 `conflict`). `default: true` makes it the level's one default; the SMTP password is write-only; the domain's SPF is checked at once. */
export const InstallationSendersSave = endpoint({
  path: 'admin/installation/noty/senders/save',
  kind: 'mutation',
  permission: 'installationAdmin',
  credentials: true,
  input: z.object({ ...SenderInput }),
  output: z.object({ entity: SenderSchema }),
});

/** Removes one of the installation's senders; the mails then go as the next sender of the chain. */
export const InstallationSendersDelete = endpoint({
  path: 'admin/installation/noty/senders/delete',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: z.object({ id: IdField }),
  output: SuccessOutput,
});

/** Sends a test mail to the caller through one of the installation's senders; a refusal is told in words, never thrown. */
export const InstallationSendersTest = endpoint({
  path: 'admin/installation/noty/senders/test',
  kind: 'mutation',
  permission: 'installationAdmin',
  live: true,
  input: z.object({ id: IdField }),
  output: TestMailOutput,
});

/** The grid of the installation's texts: for each notification the level may change and each language, where its text comes from. */
export const InstallationTextsList = endpoint({
  path: 'admin/installation/noty/texts/list',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({}),
  output: z.object({ items: z.array(TextCellSchema) }),
});

/** One of the installation's texts in effect, and the text it would go back to (the level below's). */
export const InstallationTextsGet = endpoint({
  path: 'admin/installation/noty/texts/get',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({ ...TextCell }),
  output: z.object({ entity: TextEntitySchema, inherited: TextEntitySchema }),
});

/** Saves the installation's own text of one notification in one language (at `version` when it has one; stale: 409). Tags the notification does not know are refused by name; a security mail's code or link must stay. */
export const InstallationTextsSave = endpoint({
  path: 'admin/installation/noty/texts/save',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: z.object({ ...TextCell, subject: Subject, body: RichTextDoc, version: VersionField.optional() }),
  output: z.object({ entity: TextEntitySchema }),
});

/** Removes the installation's own text of one notification in one language: the text below it is in effect again. */
export const InstallationTextsReset = endpoint({
  path: 'admin/installation/noty/texts/reset',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: z.object({ ...TextCell }),
  output: SuccessOutput,
});

/** One of the installation's mails as sent, with sample values: the text in effect, or the unsaved `subject` and `body` given. */
export const InstallationTextsPreview = endpoint({
  path: 'admin/installation/noty/texts/preview',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({ ...TextCell, ...PreviewDraft }),
  output: PreviewOutput,
});

/** A company's senders, and the sender in effect there with where it comes from. */
export const CompanySendersList = endpoint({
  path: 'company/:company/noty/senders/list',
  kind: 'query',
  permission: 'companyManage',
  strangers: 'not_found',
  input: z.object(COMPANY_SCOPE),
  output: z.object({ items: z.array(SenderSchema), effective: EffectiveSenderSchema }),
});

/** Adds one of a company's senders (no `id`) or saves one at `version` (stale: 409 `conflict`). `default: true` makes it the level's one default; the SMTP password is write-only; the domain's SPF is checked at once. */
export const CompanySendersSave = endpoint({
  path: 'company/:company/noty/senders/save',
  kind: 'mutation',
  permission: 'companyManage',
  strangers: 'not_found',
  credentials: true,
  input: z.object({ ...COMPANY_SCOPE, ...SenderInput }),
  output: z.object({ entity: SenderSchema }),
});

/** Removes one of a company's senders; the mails then go as the next sender of the chain. */
export const CompanySendersDelete = endpoint({
  path: 'company/:company/noty/senders/delete',
  kind: 'mutation',
  permission: 'companyManage',
  strangers: 'not_found',
  input: z.object({ ...COMPANY_SCOPE, id: IdField }),
  output: SuccessOutput,
});

/** Sends a test mail to the caller through one of a company's senders; a refusal is told in words, never thrown. */
export const CompanySendersTest = endpoint({
  path: 'company/:company/noty/senders/test',
  kind: 'mutation',
  permission: 'companyManage',
  strangers: 'not_found',
  live: true,
  input: z.object({ ...COMPANY_SCOPE, id: IdField }),
  output: TestMailOutput,
});

/** The grid of a company's texts: for each notification the level may change and each language, where its text comes from. */
export const CompanyTextsList = endpoint({
  path: 'company/:company/noty/texts/list',
  kind: 'query',
  permission: 'companyManage',
  strangers: 'not_found',
  input: z.object(COMPANY_SCOPE),
  output: z.object({ items: z.array(TextCellSchema) }),
});

/** One of a company's texts in effect, and the text it would go back to (the level below's). */
export const CompanyTextsGet = endpoint({
  path: 'company/:company/noty/texts/get',
  kind: 'query',
  permission: 'companyManage',
  strangers: 'not_found',
  input: z.object({ ...COMPANY_SCOPE, ...TextCell }),
  output: z.object({ entity: TextEntitySchema, inherited: TextEntitySchema }),
});

/** Saves a company's own text of one notification in one language (at `version` when it has one; stale: 409). Tags the notification does not know are refused by name; a security mail's code or link must stay. */
export const CompanyTextsSave = endpoint({
  path: 'company/:company/noty/texts/save',
  kind: 'mutation',
  permission: 'companyManage',
  strangers: 'not_found',
  input: z.object({ ...COMPANY_SCOPE, ...TextCell, subject: Subject, body: RichTextDoc, version: VersionField.optional() }),
  output: z.object({ entity: TextEntitySchema }),
});

/** Removes a company's own text of one notification in one language: the text below it is in effect again. */
export const CompanyTextsReset = endpoint({
  path: 'company/:company/noty/texts/reset',
  kind: 'mutation',
  permission: 'companyManage',
  strangers: 'not_found',
  input: z.object({ ...COMPANY_SCOPE, ...TextCell }),
  output: SuccessOutput,
});

/** One of a company's mails as sent, with sample values: the text in effect, or the unsaved `subject` and `body` given. */
export const CompanyTextsPreview = endpoint({
  path: 'company/:company/noty/texts/preview',
  kind: 'query',
  permission: 'companyManage',
  strangers: 'not_found',
  input: z.object({ ...COMPANY_SCOPE, ...TextCell, ...PreviewDraft }),
  output: PreviewOutput,
});

/** A project's senders, and the sender in effect there with where it comes from. */
export const ProjectSendersList = endpoint({
  path: 'company/:company/project/:project/noty/senders/list',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(ProjectScope),
  output: z.object({ items: z.array(SenderSchema), effective: EffectiveSenderSchema }),
});

/** Adds one of a project's senders (no `id`) or saves one at `version` (stale: 409 `conflict`). `default: true` makes it the level's one default; the SMTP password is write-only; the domain's SPF is checked at once. */
export const ProjectSendersSave = endpoint({
  path: 'company/:company/project/:project/noty/senders/save',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  credentials: true,
  input: z.object({ ...ProjectScope, ...SenderInput }),
  output: z.object({ entity: SenderSchema }),
});

/** Removes one of a project's senders; the mails then go as the next sender of the chain. */
export const ProjectSendersDelete = endpoint({
  path: 'company/:company/project/:project/noty/senders/delete',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({ ...ProjectScope, id: IdField }),
  output: SuccessOutput,
});

/** Sends a test mail to the caller through one of a project's senders; a refusal is told in words, never thrown. */
export const ProjectSendersTest = endpoint({
  path: 'company/:company/project/:project/noty/senders/test',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  live: true,
  input: z.object({ ...ProjectScope, id: IdField }),
  output: TestMailOutput,
});

/** The grid of a project's texts: for each notification the level may change and each language, where its text comes from. */
export const ProjectTextsList = endpoint({
  path: 'company/:company/project/:project/noty/texts/list',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object(ProjectScope),
  output: z.object({ items: z.array(TextCellSchema) }),
});

/** One of a project's texts in effect, and the text it would go back to (the level below's). */
export const ProjectTextsGet = endpoint({
  path: 'company/:company/project/:project/noty/texts/get',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({ ...ProjectScope, ...TextCell }),
  output: z.object({ entity: TextEntitySchema, inherited: TextEntitySchema }),
});

/** Saves a project's own text of one notification in one language (at `version` when it has one; stale: 409). Tags the notification does not know are refused by name; a security mail's code or link must stay. */
export const ProjectTextsSave = endpoint({
  path: 'company/:company/project/:project/noty/texts/save',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({ ...ProjectScope, ...TextCell, subject: Subject, body: RichTextDoc, version: VersionField.optional() }),
  output: z.object({ entity: TextEntitySchema }),
});

/** Removes a project's own text of one notification in one language: the text below it is in effect again. */
export const ProjectTextsReset = endpoint({
  path: 'company/:company/project/:project/noty/texts/reset',
  kind: 'mutation',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({ ...ProjectScope, ...TextCell }),
  output: SuccessOutput,
});

/** One of a project's mails as sent, with sample values: the text in effect, or the unsaved `subject` and `body` given. */
export const ProjectTextsPreview = endpoint({
  path: 'company/:company/project/:project/noty/texts/preview',
  kind: 'query',
  permission: 'projectEdit',
  strangers: 'not_found',
  input: z.object({ ...ProjectScope, ...TextCell, ...PreviewDraft }),
  output: PreviewOutput,
});

/** Every level's calls, by level, for the server's routes and the screens. */
export const NOTY_ENDPOINTS = {
  installation: {
    sendersList: InstallationSendersList,
    sendersSave: InstallationSendersSave,
    sendersDelete: InstallationSendersDelete,
    sendersTest: InstallationSendersTest,
    textsList: InstallationTextsList,
    textsGet: InstallationTextsGet,
    textsSave: InstallationTextsSave,
    textsReset: InstallationTextsReset,
    textsPreview: InstallationTextsPreview,
  },
  company: {
    sendersList: CompanySendersList,
    sendersSave: CompanySendersSave,
    sendersDelete: CompanySendersDelete,
    sendersTest: CompanySendersTest,
    textsList: CompanyTextsList,
    textsGet: CompanyTextsGet,
    textsSave: CompanyTextsSave,
    textsReset: CompanyTextsReset,
    textsPreview: CompanyTextsPreview,
  },
  project: {
    sendersList: ProjectSendersList,
    sendersSave: ProjectSendersSave,
    sendersDelete: ProjectSendersDelete,
    sendersTest: ProjectSendersTest,
    textsList: ProjectTextsList,
    textsGet: ProjectTextsGet,
    textsSave: ProjectTextsSave,
    textsReset: ProjectTextsReset,
    textsPreview: ProjectTextsPreview,
  },
} as const;

/** A domain as the SPF check takes it: labels of letters, digits and hyphens, in lower case. */
export const SpfDomain = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(253)
  .regex(/^(?!-)[a-z0-9-]{1,63}(?:\.(?!-)[a-z0-9-]{1,63})+$/, { error: 'invalid' });

/** A domain's SPF verdict for the mail relay (`MAIL_RELAY_SPF`), as the senders' screens show it before a save. */
export const SpfCheck = endpoint({
  path: 'noty/spf/check',
  kind: 'query',
  permission: 'signedIn',
  input: z.object({ domain: SpfDomain }),
  output: SpfVerdictSchema,
});

const NAME = { en: 'Name', it: 'Nome', es: 'Nombre', fr: 'Nom', pt: 'Nome' };

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = namedFieldLabels('notifications', {
  name: NAME,
  from_email: { en: 'From address', it: 'Indirizzo mittente', es: 'Dirección del remitente', fr: 'Adresse de l’expéditeur', pt: 'Endereço do remetente' },
  from_name: { en: 'From name', it: 'Nome mittente', es: 'Nombre del remitente', fr: 'Nom de l’expéditeur', pt: 'Nome do remetente' },
  reply_to: { en: 'Reply-to', it: 'Rispondi a', es: 'Responder a', fr: 'Répondre à', pt: 'Responder para' },
  default: { en: 'Default sender', it: 'Mittente predefinito', es: 'Remitente predeterminado', fr: 'Expéditeur par défaut', pt: 'Remetente padrão' },
  smtp: { en: 'SMTP server', it: 'Server SMTP', es: 'Servidor SMTP', fr: 'Serveur SMTP', pt: 'Servidor SMTP' },
  'smtp.host': { en: 'SMTP host', it: 'Host SMTP', es: 'Host SMTP', fr: 'Hôte SMTP', pt: 'Host SMTP' },
  'smtp.port': { en: 'Port', it: 'Porta', es: 'Puerto', fr: 'Port', pt: 'Porta' },
  'smtp.secure': { en: 'TLS', it: 'TLS', es: 'TLS', fr: 'TLS', pt: 'TLS' },
  'smtp.user': { en: 'SMTP user', it: 'Utente SMTP', es: 'Usuario SMTP', fr: 'Utilisateur SMTP', pt: 'Usuário SMTP' },
  'smtp.password': { en: 'SMTP password', it: 'Password SMTP', es: 'Contraseña SMTP', fr: 'Mot de passe SMTP', pt: 'Senha SMTP' },
  domain: { en: 'Domain', it: 'Dominio', es: 'Dominio', fr: 'Domaine', pt: 'Domínio' },
  key: { en: 'Notification', it: 'Notifica', es: 'Notificación', fr: 'Notification', pt: 'Notificação' },
  lang: { en: 'Language', it: 'Lingua', es: 'Idioma', fr: 'Langue', pt: 'Idioma' },
  subject: { en: 'Subject', it: 'Oggetto', es: 'Asunto', fr: 'Objet', pt: 'Assunto' },
  body: { en: 'Text', it: 'Testo', es: 'Texto', fr: 'Texte', pt: 'Texto' },
} as const satisfies FieldLabels);

/** This area's own refusals. */
export const ERRORS = defineErrors({
  unknown_tag: {
    status: 400,
    en: 'This mail knows no tag {0}: use one of the variables listed.',
    it: 'Questa mail non conosce il tag {0}: usa una delle variabili elencate.',
    es: 'Este correo no conoce la etiqueta {0}: usa una de las variables de la lista.',
    fr: 'Cet e-mail ne connaît pas la balise {0} : utilisez une des variables listées.',
    pt: 'Este e-mail não conhece a tag {0}: use uma das variáveis listadas.',
  },
  required_tag_missing: {
    status: 400,
    en: 'The text must keep {0}: without it the mail cannot do its job.',
    it: 'Il testo deve mantenere {0}: senza, la mail non può fare il suo lavoro.',
    es: 'El texto debe conservar {0}: sin ella el correo no puede cumplir su función.',
    fr: 'Le texte doit garder {0} : sans elle, l’e-mail ne peut pas remplir son rôle.',
    pt: 'O texto deve manter {0}: sem ela o e-mail não cumpre sua função.',
  },
  text_level_not_allowed: {
    status: 400,
    en: 'The operators’ mails can be changed at installation level only.',
    it: 'Le mail agli operatori si possono modificare solo a livello di installazione.',
    es: 'Los correos a los operadores solo se pueden cambiar a nivel de instalación.',
    fr: 'Les e-mails aux opérateurs ne se modifient qu’au niveau de l’installation.',
    pt: 'Os e-mails aos operadores só podem ser alterados no nível da instalação.',
  },
  too_many_senders: {
    status: 400,
    en: 'A level keeps at most {0} senders: remove one first.',
    it: 'Un livello tiene al massimo {0} mittenti: rimuovine prima uno.',
    es: 'Un nivel guarda como máximo {0} remitentes: elimina uno primero.',
    fr: 'Un niveau garde au plus {0} expéditeurs : supprimez-en un d’abord.',
    pt: 'Um nível guarda no máximo {0} remetentes: remova um primeiro.',
  },
  text_image_not_allowed: {
    status: 400,
    en: 'A mail’s text cannot hold images: remove the image.',
    it: 'Il testo di una mail non può contenere immagini: rimuovi l’immagine.',
    es: 'El texto de un correo no puede contener imágenes: elimina la imagen.',
    fr: 'Le texte d’un e-mail ne peut pas contenir d’images : retirez l’image.',
    pt: 'O texto de um e-mail não pode conter imagens: remova a imagem.',
  },
  smtp_password_needs_key: {
    status: 400,
    en: 'The server has no SECRET_KEY to keep an SMTP password encrypted: ask its administrator to set one.',
    it: 'Il server non ha una SECRET_KEY per conservare cifrata una password SMTP: chiedi al suo amministratore di impostarla.',
    es: 'El servidor no tiene SECRET_KEY para guardar cifrada una contraseña SMTP: pide a su administrador que la configure.',
    fr: 'Le serveur n’a pas de SECRET_KEY pour garder chiffré un mot de passe SMTP : demandez à son administrateur d’en définir une.',
    pt: 'O servidor não tem SECRET_KEY para guardar criptografada uma senha SMTP: peça ao administrador que a defina.',
  },
});
