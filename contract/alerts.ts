// Alerts: the announcements installation admins publish to operators (and to the public pages of
// chosen projects), their receipts, and the system alerts the server raises and clears on its own.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { defineErrors } from './errors.ts';
import { IdField, SuccessOutput, VersionField } from './fields.ts';
import { requiredText } from './form-definition.ts';
import type { FieldLabels } from './labels.ts';
import { ALERT_SEVERITIES } from './alerts-public.ts';
import { LocalizedRichText } from './rich-text.ts';
import { COMPANY_ROLES } from './roles.ts';
import { namedFieldLabels } from './text-overrides.ts';

export { ALERT_SEVERITIES, PublicAlerts, type AlertSeverity, type PublicAlert } from './alerts-public.ts';

/** The roles an announcement may be meant for: a role in a company, or the installation's admins. */
export const AUDIENCE_ROLES = [...COMPANY_ROLES, 'installation_admin'] as const;
export type AudienceRole = (typeof AUDIENCE_ROLES)[number];

/** The problems the server raises on its own, one open alert per incident. */
export const SYSTEM_ALERT_KINDS = ['mail_failing', 'job_failing', 'sender_spf', 'campaign_failing', 'disk_low', 'judge_device_waiting'] as const;
export type SystemAlertKind = (typeof SYSTEM_ALERT_KINDS)[number];

/** The bounds of the calls. */
export const ALERT_LIMITS = {
  title: 200,
  /** Companies or projects one audience names. */
  audience: 500,
  /** How long a cleared system alert stays in the list, in days. */
  clearedDays: 30,
} as const;

const Moment = z.iso.datetime({ offset: true });

/** Who an announcement is for: roles, companies (both: that role in one of those companies), and the public pages of projects; empty, every operator. */
export const AudienceSchema = z.object({
  roles: z.array(z.enum(AUDIENCE_ROLES)).max(AUDIENCE_ROLES.length).optional(),
  companies: z.array(IdField).max(ALERT_LIMITS.audience).optional(),
  public_projects: z.array(IdField).max(ALERT_LIMITS.audience).optional(),
});
export type Audience = z.infer<typeof AudienceSchema>;

/** An announcement as the admins' screen edits it. */
export const AnnouncementSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  title: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.unknown()).nullable(),
  severity: z.enum(ALERT_SEVERITIES),
  audience: AudienceSchema,
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  ack_required: z.boolean(),
  /** How many operators acknowledged (or dismissed) it. */
  receipts: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** Every announcement, the latest start first (installation admins). */
export const AlertList = endpoint({
  path: 'admin/installation/alerts/list',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({}),
  output: z.object({ items: z.array(AnnouncementSchema), total: z.number().int() }),
});

/** The fields of an announcement as its editor sends them; the same schema checks the form and the server input. */
export const AlertFields = z.object({
  title: requiredText(ALERT_LIMITS.title),
  body: LocalizedRichText.nullable().default(null),
  severity: z.enum(ALERT_SEVERITIES),
  audience: AudienceSchema.default({}),
  starts_at: Moment,
  /** Null: until it is deleted. */
  ends_at: Moment.nullable().default(null),
  ack_required: z.boolean().default(false),
});

/** Creates an announcement (without id) or changes one (with id and the version it was read at); a stale version is refused with 409. */
export const AlertSave = endpoint({
  path: 'admin/installation/alerts/save',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: AlertFields.extend({ id: IdField.optional(), version: VersionField.optional() }),
  output: z.object({ entity: AnnouncementSchema }),
});

/** Deletes an announcement with its receipts. */
export const AlertDelete = endpoint({
  path: 'admin/installation/alerts/delete',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: z.object({ id: IdField, version: VersionField.optional() }),
  output: SuccessOutput,
});

/** Who acknowledged (or dismissed) an announcement, and when, the latest first. */
export const AlertReceipts = endpoint({
  path: 'admin/installation/alerts/receipts',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({ id: IdField }),
  output: z.object({
    items: z.array(z.object({ operator: z.string(), email: z.string(), name: z.string(), acknowledged_at: z.string() })),
  }),
});

/** A system alert as the admins read it: its words in every language filled from its details. */
export const SystemAlertSchema = z.object({
  id: z.string(),
  kind: z.enum(SYSTEM_ALERT_KINDS),
  subject: z.string(),
  severity: z.enum(ALERT_SEVERITIES),
  title: z.record(z.string(), z.string()),
  text: z.record(z.string(), z.string()),
  raised_at: z.string(),
  cleared_at: z.string().nullable(),
});
export type SystemAlertItem = z.infer<typeof SystemAlertSchema>;

/** The open system alerts and those cleared in the last ALERT_LIMITS.clearedDays days, the latest first. */
export const SystemAlertList = endpoint({
  path: 'admin/installation/alerts/system',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({}),
  output: z.object({ open: z.array(SystemAlertSchema), cleared: z.array(SystemAlertSchema) }),
});

/** One alert as a banner shows it: its words per language, the body rendered to HTML by the server. */
export const CurrentAlertSchema = z.object({
  id: z.string(),
  /** A system alert (installation admins only), which is neither acknowledged nor dismissed. */
  system: z.boolean(),
  title: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.string()),
  severity: z.enum(ALERT_SEVERITIES),
  ack_required: z.boolean(),
  acknowledged: z.boolean(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
});
export type CurrentAlert = z.infer<typeof CurrentAlertSchema>;

/** The alerts meant for the caller now, with their own acknowledgement; installation admins also get the open system alerts. */
export const AlertCurrent = endpoint({
  path: 'alerts/current',
  kind: 'query',
  permission: 'signedIn',
  input: z.object({}),
  output: z.object({ items: z.array(CurrentAlertSchema) }),
});

/** The caller acknowledges (or, when no acknowledgement is required, dismisses) an announcement meant for them; a second time keeps the first. */
export const AlertAck = endpoint({
  path: 'alerts/ack',
  kind: 'mutation',
  permission: 'signedIn',
  input: z.object({ id: IdField }),
  output: z.object({ acknowledged_at: z.string() }),
});

/** The alerts' error codes and their texts. */
export const ERRORS = defineErrors({
  alert_window: {
    status: 400,
    en: 'The end must come after the start.',
    it: 'La fine deve essere successiva all’inizio.',
    es: 'El final debe ser posterior al inicio.',
    fr: 'La fin doit être postérieure au début.',
    pt: 'O fim deve ser posterior ao início.',
  },
  alert_audience_unknown: {
    status: 400,
    en: 'The audience names a company or a project that does not exist.',
    it: 'Il pubblico indica un’azienda o un progetto che non esiste.',
    es: 'El público indica una empresa o un proyecto que no existe.',
    fr: 'Le public désigne une entreprise ou un projet qui n’existe pas.',
    pt: 'O público indica uma empresa ou um projeto que não existe.',
  },
});

/** The alerts' fields as a user reads them. */
export const FIELD_LABELS = namedFieldLabels('alerts', {
  title: { en: 'Title', it: 'Titolo', es: 'Título', fr: 'Titre', pt: 'Título' },
  body: { en: 'Message', it: 'Messaggio', es: 'Mensaje', fr: 'Message', pt: 'Mensagem' },
  severity: { en: 'Severity', it: 'Gravità', es: 'Gravedad', fr: 'Gravité', pt: 'Gravidade' },
  audience: { en: 'Audience', it: 'Destinatari', es: 'Destinatarios', fr: 'Destinataires', pt: 'Destinatários' },
  roles: { en: 'Roles', it: 'Ruoli', es: 'Roles', fr: 'Rôles', pt: 'Funções' },
  companies: { en: 'Companies', it: 'Aziende', es: 'Empresas', fr: 'Entreprises', pt: 'Empresas' },
  public_projects: { en: 'Public pages of projects', it: 'Pagine pubbliche dei progetti', es: 'Páginas públicas de proyectos', fr: 'Pages publiques des projets', pt: 'Páginas públicas de projetos' },
  starts_at: { en: 'Starts', it: 'Inizio', es: 'Inicio', fr: 'Début', pt: 'Início' },
  ends_at: { en: 'Ends', it: 'Fine', es: 'Fin', fr: 'Fin', pt: 'Fim' },
  ack_required: { en: 'Acknowledgement required', it: 'Conferma di lettura richiesta', es: 'Confirmación de lectura obligatoria', fr: 'Accusé de lecture requis', pt: 'Confirmação de leitura obrigatória' },
} as const satisfies FieldLabels);
