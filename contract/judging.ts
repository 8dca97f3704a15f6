// Judging: sessions in which a form's submissions are scored by the project's judges on weighted
// criteria, the judges' own calls (their sessions, one session whole, a score), and the ranking.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { FormScope, IdField, intField, LanguageSchema, VersionField } from './fields.ts';
import { FieldSchema, KeyField, localizedText, requiredText } from './form-definition.ts';
import { JobSchema } from './jobs.ts';
import type { FieldLabels } from './labels.ts';
import { TimeZoneField } from './results.ts';
import { SUBMISSION_STATUSES } from './submission-status.ts';
import { defineErrors } from './errors.ts';
import { namedFieldLabels } from './text-overrides.ts';

/** The states of a judging session: prepared, scored, done. */
export const SESSION_STATUSES = ['draft', 'open', 'closed'] as const;

/** When judges see the other judges' scores of a submission. */
export const OTHERS_SCORES = ['never', 'after_own', 'always'] as const;

/** The limits of a session. */
export const JUDGING_LIMITS = { name: 200, criteria: 20, judges: 200, perSubmission: 50, label: 200, help: 1000, comment: 5000, scale: 1000, weight: 100 } as const;

/** The statuses a session may take its submissions from: any sent one. */
export const JUDGEABLE_STATUSES = SUBMISSION_STATUSES.filter((status) => status !== 'draft');

const SessionScope = { ...FormScope, session: IdField };

/** One criterion judges score: a scale from `min` to `max` with labelled ends, and its weight in the total. */
export const CriterionSchema = z
  .object({
    key: KeyField,
    label: requiredText(JUDGING_LIMITS.label),
    help: localizedText(JUDGING_LIMITS.help).optional(),
    min: intField(-JUDGING_LIMITS.scale, JUDGING_LIMITS.scale),
    max: intField(-JUDGING_LIMITS.scale, JUDGING_LIMITS.scale),
    min_label: localizedText(JUDGING_LIMITS.label).optional(),
    max_label: localizedText(JUDGING_LIMITS.label).optional(),
    weight: z.number().min(0).max(JUDGING_LIMITS.weight),
    /** A judge must give it (unless abstaining or declaring a conflict). */
    required: z.boolean().default(true),
    /** Counted in the weighted total; otherwise shown and averaged only. */
    counted: z.boolean().default(true),
  })
  .refine((criterion) => criterion.max > criterion.min, { path: ['max'], error: 'invalid' });

/** A criterion as the calls carry it. */
export type Criterion = z.output<typeof CriterionSchema>;

/** How the submissions are spread: every judge every submission, or N judges per submission. */
export const AssignmentSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('all') }),
  z.object({ mode: z.literal('per_submission'), per_submission: intField(1, JUDGING_LIMITS.perSubmission) }),
]);

/**
 * Which submissions a session judges: every sent one, those in some statuses, or the sent ones a
 * saved filter of the form's results selects (read again at every save of the session; its days
 * are calendar days in `tz`, as the results read them).
 */
export const SessionScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('submitted') }),
  z.object({ kind: z.literal('status'), statuses: z.array(z.enum(JUDGEABLE_STATUSES)).min(1) }),
  z.object({ kind: z.literal('filter'), filter: IdField, tz: TimeZoneField.default('UTC') }),
]);

const uniqueKeys = (criteria: Array<{ key: string }>) => new Set(criteria.map((criterion) => criterion.key)).size === criteria.length;

const SessionFields = {
  name: z.string().trim().min(1).max(JUDGING_LIMITS.name),
  criteria: z.array(CriterionSchema).min(1).max(JUDGING_LIMITS.criteria).refine(uniqueKeys, { error: 'keyTaken' }),
  judges: z.array(IdField).max(JUDGING_LIMITS.judges),
  assignment: AssignmentSchema,
  blind: z.boolean(),
  others_scores: z.enum(OTHERS_SCORES),
  status: z.enum(SESSION_STATUSES),
  scope: SessionScopeSchema.default({ kind: 'submitted' }),
  opens_at: z.iso.datetime({ offset: true }).nullable().default(null),
  closes_at: z.iso.datetime({ offset: true }).nullable().default(null),
};

// A session closes after it opens, when it names both.
const closesAfterOpens = (input: { opens_at: string | null; closes_at: string | null }) =>
  !input.opens_at || !input.closes_at || Date.parse(input.closes_at) > Date.parse(input.opens_at);

/** A session's own fields with the save's rules, for a form that checks them before sending (the save's input is stripped from the browser). */
export const SessionFieldsSchema = z.object(SessionFields).refine(closesAfterOpens, { path: ['closes_at'], error: 'closesAfterOpens' });

/** A judging session as its organisers read it. */
export const SessionSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  project_id: z.string(),
  form_id: z.string(),
  version: z.number().int(),
  name: z.string(),
  criteria: z.array(CriterionSchema),
  judges: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  assignment: AssignmentSchema,
  blind: z.boolean(),
  others_scores: z.enum(OTHERS_SCORES),
  status: z.enum(SESSION_STATUSES),
  scope: SessionScopeSchema,
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  /** Submissions in the session, and those with fewer judges than the assignment asks. */
  submissions: z.number().int(),
  short: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** Creates a session of a form (no `id`) or saves one at the version read; the assignment is made again, keeping what judges hold. */
export const SessionSave = endpoint({
  path: 'company/:company/project/:project/form/:form/sessions/save',
  kind: 'mutation',
  permission: 'projectEdit',
  input: z
    .object({ ...FormScope, id: IdField.optional(), version: VersionField.optional(), ...SessionFields })
    .refine(closesAfterOpens, { path: ['closes_at'], error: 'closesAfterOpens' }),
  output: z.object({ entity: SessionSchema }),
});

/** The judging sessions of a form, newest first. */
export const SessionList = endpoint({
  path: 'company/:company/project/:project/form/:form/sessions/list',
  kind: 'query',
  permission: 'projectEdit',
  input: z.object(FormScope),
  output: z.object({ items: z.array(SessionSchema) }),
});

/** One judging session as its organisers edit it. */
export const SessionGet = endpoint({
  path: 'company/:company/project/:project/form/:form/session/:session/get',
  kind: 'query',
  permission: 'projectEdit',
  input: z.object(SessionScope),
  output: z.object({ entity: SessionSchema }),
});

/** One line of a session's ranking (see server/areas/judging/ranking.ts for each figure). */
export const RankingItemSchema = z.object({
  submission: z.string(),
  number: z.number().int(),
  judges: z.number().int(),
  total: z.number().nullable(),
  mean: z.record(z.string(), z.number()),
  median: z.record(z.string(), z.number()),
  spread: z.object({ sd: z.number(), range: z.number() }).nullable(),
  normalised: z.number().nullable(),
  rank: z.number().int().nullable(),
  rank_normalised: z.number().int().nullable(),
});

/** The ranking of a session's submissions from the scores counted so far. */
export const SessionRanking = endpoint({
  path: 'company/:company/project/:project/form/:form/session/:session/ranking',
  kind: 'query',
  permission: 'projectEdit',
  input: z.object(SessionScope),
  output: z.object({ items: z.array(RankingItemSchema) }),
});

/** The name of the ranking export's job kind. */
export const RANKING_EXPORT_JOB = 'judging/ranking-export';

/**
 * Starts the export of a session's ranking as a job of the caller's: one XLSX file,
 * `<form slug>-<session name>-ranking.xlsx`, one row per submission with its ranks, figures and each
 * criterion's mean and median, headed in `lang` (the caller's language when left out).
 */
export const SessionRankingExport = endpoint({
  path: 'company/:company/project/:project/form/:form/session/:session/ranking/export',
  kind: 'mutation',
  permission: 'projectEdit',
  input: z.object({ ...SessionScope, lang: LanguageSchema.optional() }),
  output: JobSchema,
});

/** A device of a judge as it last reported itself, with what it still holds unsent for one session. */
export const JudgeDeviceSchema = z.object({
  device: z.string(),
  /** What the device calls itself ("Chrome on Android"); null when it said nothing. */
  label: z.string().nullable(),
  app_version: z.string(),
  /** When the server received its last report. */
  last_sync_at: z.string(),
  /** The changes of this session waiting on the device, as it last reported. */
  pending: z.number().int(),
});

/** One judge of a session as its organisers follow them. */
export const SessionJudgeSchema = z.object({
  judge: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** Submissions the judge holds now. */
  assigned: z.number().int(),
  /** Of those, the ones scored with values, and the ones abstained on. */
  scored: z.number().int(),
  abstained: z.number().int(),
  /** Conflicts of interest the judge declared (those submissions went to others). */
  conflicts: z.number().int(),
  /** When the judge made their latest score of the session (on their device), or null. */
  last_scored_at: z.string().nullable(),
  /** The judge's devices whose last report named this session, last heard from first. */
  devices: z.array(JudgeDeviceSchema),
});

/** Each judge of a session's panel (those holding nothing too) with their progress and devices, by name. */
export const SessionJudges = endpoint({
  path: 'company/:company/project/:project/form/:form/session/:session/judges',
  kind: 'query',
  permission: 'projectEdit',
  input: z.object(SessionScope),
  output: z.object({ items: z.array(SessionJudgeSchema) }),
});

/** The limits of a device's report. */
export const DEVICE_LIMITS = { appVersion: 40, label: 120, sessions: 200, count: 100_000 } as const;

/** A device's own id: made at random on the device and kept there. */
export const DeviceIdField = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'invalid' });

/**
 * A judge's device reports itself: its version, what it calls itself, and for each session it
 * holds the changes still waiting to be sent (0 when none). Each report replaces the device's last
 * one; sessions the caller does not judge are left out without a word. Answered now or not at all
 * (`live`: no outbox, no Idempotency-Key) and not written in the operations' log: a device reports
 * every few minutes, and the next report says all a lost one would have.
 */
export const JudgeDeviceReport = endpoint({
  path: 'judges/devices/report',
  kind: 'mutation',
  permission: 'signedIn',
  live: true,
  unlogged: true,
  input: z.object({
    device: DeviceIdField,
    app_version: z.string().trim().max(DEVICE_LIMITS.appVersion),
    label: z.string().trim().max(DEVICE_LIMITS.label).optional(),
    pending: z
      .array(z.object({ ...SessionScope, count: intField(0, DEVICE_LIMITS.count) }))
      .max(DEVICE_LIMITS.sessions),
  }),
  output: z.object({ ok: z.literal(true) }),
});

/** The signed-in judge's sessions (open or closed, never drafts), with their progress. */
export const JudgeSessionList = endpoint({
  path: 'judges/sessions/list',
  kind: 'query',
  permission: 'signedIn',
  input: z.object({}),
  output: z.object({
    items: z.array(
      z.object({
        company: z.string(),
        project: z.string(),
        form: z.string(),
        session: z.string(),
        name: z.string(),
        status: z.enum(SESSION_STATUSES),
        closes_at: z.string().nullable(),
        assigned: z.number().int(),
        scored: z.number().int(),
      }),
    ),
  }),
});

/** A judge's score of one submission: values per criterion, or an abstention, or a declared conflict. */
export const ScoreSchema = z.object({
  submission: z.string(),
  values: z.record(z.string(), z.number()),
  comment: z.string(),
  abstain: z.boolean(),
  conflict: z.boolean(),
  /** When the judge made it, on their device. */
  changed_at: z.string(),
});

/** A score as the calls carry it. */
export type Score = z.output<typeof ScoreSchema>;

/** One session whole, as its judge reads it: the criteria, the fields shown, and the judge's submissions with their answers and own scores. */
export const JudgeSessionGet = endpoint({
  path: 'judges/session/:company/:project/:form/:session/get',
  kind: 'query',
  permission: 'projectJudge',
  input: z.object(SessionScope),
  output: z.object({
    entity: z.object({
      id: z.string(),
      name: z.string(),
      status: z.enum(SESSION_STATUSES),
      opens_at: z.string().nullable(),
      closes_at: z.string().nullable(),
      blind: z.boolean(),
      others_scores: z.enum(OTHERS_SCORES),
      criteria: z.array(CriterionSchema),
      /** The language the form's texts fall back to. */
      default_lang: LanguageSchema,
      /** The published fields judges read, in the form's order; `personal` ones left out of a blind session. */
      fields: z.array(FieldSchema),
      submissions: z.array(
        z.object({
          id: z.string(),
          number: z.number().int(),
          answers: z.record(z.string(), z.unknown()),
          /** Who sent it; null in a blind session. */
          sender: z.object({ name: z.string(), email: z.string() }).nullable(),
          my_score: ScoreSchema.nullable(),
          /** The judge's earlier versions of their score, newest first (edits, and another device's change that came in later than this one): the last ten. */
          my_history: z.array(ScoreSchema),
          /** The other judges' scores, when the session lets this judge see them. */
          others: z.array(ScoreSchema.extend({ judge: z.string() })),
        }),
      ),
    }),
  }),
});

/**
 * Saves the judge's score of a submission assigned to them. The later change (by `changed_at`)
 * wins between two devices; the other is kept in the score's history. A conflict takes the
 * submission from the judge and, where the session asks N judges, gives it to another.
 */
export const JudgeScore = endpoint({
  path: 'judges/session/:company/:project/:form/:session/score',
  kind: 'mutation',
  permission: 'projectJudge',
  input: z.object({
    ...SessionScope,
    submission: IdField,
    values: z.record(KeyField, z.number().finite()).default({}),
    comment: z.string().max(JUDGING_LIMITS.comment).optional(),
    abstain: z.boolean().optional(),
    conflict: z.boolean().optional(),
    changed_at: z.iso.datetime({ offset: true }).optional(),
  }),
  output: z.object({ entity: ScoreSchema, kept: z.enum(['this', 'later']) }),
});

/** The names of a session's fields, as forms and errors show them. */
export const FIELD_LABELS = namedFieldLabels('judging', {
  name: { it: 'Nome', en: 'Name', es: 'Nombre', fr: 'Nom', pt: 'Nome' },
  criteria: { it: 'Criteri', en: 'Criteria', es: 'Criterios', fr: 'Critères', pt: 'Critérios' },
  judges: { it: 'Giudici', en: 'Judges', es: 'Jueces', fr: 'Juges', pt: 'Jurados' },
  values: { it: 'Punteggi', en: 'Scores', es: 'Puntuaciones', fr: 'Notes', pt: 'Pontuações' },
  comment: { it: 'Commento', en: 'Comment', es: 'Comentario', fr: 'Commentaire', pt: 'Comentário' },
  closes_at: { it: 'Chiusura', en: 'Closes', es: 'Cierre', fr: 'Fermeture', pt: 'Encerramento' },
  scope: { it: 'Invii da valutare', en: 'Submissions judged', es: 'Envíos evaluados', fr: 'Envois évalués', pt: 'Envios avaliados' },
  device: { it: 'Dispositivo', en: 'Device', es: 'Dispositivo', fr: 'Appareil', pt: 'Dispositivo' },
  app_version: { it: "Versione dell'app", en: 'App version', es: 'Versión de la app', fr: 'Version de l’app', pt: 'Versão do app' },
  label: { it: 'Nome del dispositivo', en: 'Device name', es: 'Nombre del dispositivo', fr: 'Nom de l’appareil', pt: 'Nome do dispositivo' },
  pending: { it: 'In attesa di invio', en: 'Waiting to be sent', es: 'Pendientes de envío', fr: 'En attente d’envoi', pt: 'Aguardando envio' },
  lang: { it: 'Lingua', en: 'Language', es: 'Idioma', fr: 'Langue', pt: 'Idioma' },
} satisfies FieldLabels);

/** This area's own error codes. */
export const ERRORS = defineErrors({
  session_closed: {
    status: 409,
    en: 'This judging session is not open for scores now: your score was not saved on the server.',
    it: 'Questa sessione di valutazione ora non accetta punteggi: il tuo punteggio non è stato salvato sul server.',
    es: 'Esta sesión de evaluación no acepta puntuaciones ahora: tu puntuación no se ha guardado en el servidor.',
    fr: 'Cette session d’évaluation n’accepte pas de notes pour le moment : votre note n’a pas été enregistrée sur le serveur.',
    pt: 'Esta sessão de avaliação não aceita pontuações agora: sua pontuação não foi salva no servidor.',
  },
  not_assigned: {
    status: 403,
    en: 'This submission is not among those assigned to you in this session.',
    it: 'Questo invio non è tra quelli assegnati a te in questa sessione.',
    es: 'Este envío no está entre los que se te asignaron en esta sesión.',
    fr: 'Cet envoi ne fait pas partie de ceux qui vous sont attribués dans cette session.',
    pt: 'Este envio não está entre os que foram atribuídos a você nesta sessão.',
  },
  filter_not_found: {
    status: 404,
    en: 'This saved filter is not one of this form’s results filters you may use: choose another one.',
    it: 'Questo filtro salvato non è tra i filtri dei risultati di questo modulo che puoi usare: scegline un altro.',
    es: 'Este filtro guardado no está entre los filtros de resultados de este formulario que puedes usar: elige otro.',
    fr: 'Ce filtre enregistré ne fait pas partie des filtres de résultats de ce formulaire que vous pouvez utiliser : choisissez-en un autre.',
    pt: 'Este filtro salvo não está entre os filtros de resultados deste formulário que você pode usar: escolha outro.',
  },
});
