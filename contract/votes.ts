// Public votes: the gallery of a form's submissions that people vote on (under /p/, with the public
// side's own sign-in by mailed code) and the operators' calls that read, check and export the votes.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { FormScope, IdField, intField, LanguageSchema } from './fields.ts';
import { FieldSchema, KeyField, localizedText } from './form-definition.ts';
import { JobSchema } from './jobs.ts';
import type { FieldLabels } from './labels.ts';
import { FORM_WINDOWS, SiteScope } from './public.ts';
import { TimeZoneField } from './results.ts';
import { SUBMISSION_STATUSES } from './submission-status.ts';
import { defineErrors } from './errors.ts';
import { namedFieldLabels } from './text-overrides.ts';

/**
 * The submissions people may vote on: sent and not decided against. A rejected or withdrawn
 * submission leaves the gallery; the votes it had stay with it, for the operators.
 */
export const VOTABLE_STATUSES = ['received', 'in_review', 'accepted'] as const;

/** When a form takes votes: `open`, `not_yet` (before the votes open), `closed`. */
export const VOTE_WINDOWS = FORM_WINDOWS;

/** The most submissions one page of the gallery shows. */
export const GALLERY_PAGE_MAX = 48;

/**
 * What makes a vote suspicious, read by the votes list (in SQL) and told on the Votes screen:
 * more than `burstVotes` votes from one client address within `windowMinutes` minutes (`burst`),
 * more than `domainEmails` different addresses of one mail domain within `windowMinutes` minutes
 * (`domain`; the big public mail providers are left out, where that is ordinary), and an address
 * of a disposable mail service (`disposable`). Suspicion only marks: an operator decides.
 */
export const SUSPICION = { windowMinutes: 10, burstVotes: 5, domainEmails: 8 } as const;

/** Why a vote looks suspicious. */
export const SUSPICION_FLAGS = ['burst', 'domain', 'disposable'] as const;

/** A reason a vote looks suspicious. */
export type SuspicionFlag = (typeof SUSPICION_FLAGS)[number];

const PublicVoteScope = { ...SiteScope, form: KeyField };

/** The published fields a gallery shows (the form's own definitions of the voter fields). */
const VoterFieldsSchema = z.array(FieldSchema);

/** What a signed-in voter has done in a form's vote. */
export const VoterStateSchema = z.object({
  /** The submissions they voted for (an invalidated vote included: it is not cast again). */
  voted: z.array(z.string()),
  /** Their votes that count. */
  used: z.number().int(),
  /** How many they may still cast; null without a cap. */
  left: z.number().int().nullable(),
});

/** A voter's state in a vote. */
export type VoterState = z.infer<typeof VoterStateSchema>;

/** One submission of the gallery: its number in the order sent, and only the answers the form shows voters. */
export const GalleryItemSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  answers: z.record(z.string(), z.unknown()),
});

/**
 * The public gallery of a form that takes votes: when votes open and close, the cap, the voter
 * fields and one page of the submissions open to votes, and for a signed-in voter what they voted.
 * Nothing of the people who sent them: only the answers of the fields the form shows voters.
 */
export const VoteGallery = endpoint({
  path: 'p/:company/:project/form/:form/vote/gallery',
  kind: 'query',
  permission: 'public',
  input: z.object({
    ...PublicVoteScope,
    page: intField(1, 100_000).default(1),
    pageSize: intField(1, GALLERY_PAGE_MAX).default(24),
  }),
  output: z.object({
    vote: z.object({
      title: localizedText(200),
      description: localizedText(4000),
      languages: z.array(LanguageSchema),
      default_lang: LanguageSchema,
      window: z.enum(VOTE_WINDOWS),
      opens_at: z.string().nullable(),
      closes_at: z.string().nullable(),
      votes_per_email: z.number().int().nullable(),
    }),
    fields: VoterFieldsSchema,
    items: z.array(GalleryItemSchema),
    total: z.number().int(),
    /** The signed-in voter's votes; null when signed out. */
    mine: VoterStateSchema.nullable(),
  }),
});

/**
 * Casts the signed-in voter's vote for one submission of the gallery: once per submission, within
 * the window and the cap. A replay with the same Idempotency-Key answers as the first time.
 */
export const VoteCast = endpoint({
  path: 'p/:company/:project/form/:form/vote/cast',
  kind: 'mutation',
  permission: 'respondent',
  input: z.object({ ...PublicVoteScope, submission: z.uuid() }),
  output: z.object({ mine: VoterStateSchema }),
});

/** `GET /api/p/:company/:project/form/:form/vote/file/:media`: a file answered in a voter field of a submission open to votes. */
export const VOTE_FILE_PATH = 'p/:company/:project/form/:form/vote/file/:media';

/** One submission's votes, as the Votes screen lists them. */
export const VoteTallySchema = z.object({
  submission: z.string(),
  number: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  /** The name of the person who sent it; null once they were erased. */
  name: z.string().nullable(),
  /** The answers of the voter fields: what voters saw of it. */
  answers: z.record(z.string(), z.unknown()),
  valid: z.number().int(),
  invalid: z.number().int(),
});

/** The form's vote settings as the Votes screen tells them. */
const VoteSettingsSchema = z.object({
  public_votes: z.boolean(),
  /** The address of the public vote page (`/p/<company>/<project>/f/<form>/vote`). */
  public_path: z.string(),
  /** Whether the vote page answers: the form is published, and open or closed (not a draft, not archived). */
  page_shown: z.boolean(),
  window: z.enum(VOTE_WINDOWS),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  votes_per_email: z.number().int().nullable(),
});

/**
 * The votes of a form: totals, valid votes per calendar day (in `tz`), and per submission (every
 * submission open to votes, and any other that has votes), most voted first.
 */
export const VoteSummary = endpoint({
  path: 'company/:company/project/:project/form/:form/votes/summary',
  kind: 'query',
  permission: 'formAssist',
  input: z.object({ ...FormScope, tz: TimeZoneField.default('UTC') }),
  output: z.object({
    settings: VoteSettingsSchema,
    totals: z.object({ valid: z.number().int(), invalid: z.number().int(), voters: z.number().int(), suspicious: z.number().int() }),
    per_day: z.array(z.object({ day: z.string(), count: z.number().int() })),
    fields: VoterFieldsSchema,
    items: z.array(VoteTallySchema),
  }),
});

/** Which votes the list shows. */
export const VOTE_LIST_FILTERS = ['all', 'suspicious', 'invalid'] as const;

/** One vote as the Votes screen lists it. */
export const VoteItemSchema = z.object({
  id: z.string(),
  /** The voter's address; null once they were erased, and for the form's assistants unless the form lets them see personal data. */
  email: z.string().nullable(),
  email_domain: z.string(),
  created_at: z.string(),
  submission: z.object({ id: z.string(), number: z.number().int() }),
  valid: z.boolean(),
  invalid_at: z.string().nullable(),
  invalid_reason: z.string().nullable(),
  /** The operator who invalidated it; null while valid or once they were removed. */
  invalid_by: z.string().nullable(),
  flags: z.array(z.enum(SUSPICION_FLAGS)),
});

/** A vote as the list shows it. */
export type VoteItem = z.infer<typeof VoteItemSchema>;

/** One page of a form's votes, newest first, each with what makes it suspicious. */
export const VoteList = endpoint({
  path: 'company/:company/project/:project/form/:form/votes/list',
  kind: 'query',
  permission: 'formAssist',
  input: z.object({
    ...FormScope,
    filter: z.enum(VOTE_LIST_FILTERS).default('all'),
    submission: IdField.optional(),
    page: intField(1, 100_000).default(1),
    pageSize: intField(1, 200).default(25),
  }),
  output: z.object({ items: z.array(VoteItemSchema), total: z.number().int() }),
});

/** The most votes one invalidation or restore names. */
export const MAX_VOTE_IDS = 500;

/** Why votes are invalidated, as the operator writes it. */
export const VoteReasonField = z.string().trim().min(1).max(500);

/**
 * Invalidates votes: kept, marked with the time, the operator and the reason, and no longer
 * counted. A vote already invalid keeps its first mark, so a replay changes nothing.
 */
export const VoteInvalidate = endpoint({
  path: 'company/:company/project/:project/form/:form/votes/invalidate',
  kind: 'mutation',
  permission: 'projectEdit',
  input: z.object({ ...FormScope, ids: z.array(IdField).min(1).max(MAX_VOTE_IDS), reason: VoteReasonField }),
  /** How many votes changed. */
  output: z.object({ changed: z.number().int() }),
});

/** Counts invalidated votes again. */
export const VoteRestore = endpoint({
  path: 'company/:company/project/:project/form/:form/votes/restore',
  kind: 'mutation',
  permission: 'projectEdit',
  input: z.object({ ...FormScope, ids: z.array(IdField).min(1).max(MAX_VOTE_IDS) }),
  /** How many votes count again, and how many stay invalid because their voter has reached the form's cap since. */
  output: z.object({ changed: z.number().int(), over_cap: z.number().int() }),
});

/** The job kind of the votes' export. */
export const VOTE_EXPORT_JOB = 'votes/export';

/** The formats of the votes' export. */
export const VOTE_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/**
 * Starts the export of every vote of the form as a job (its file from `jobFilePath`): time (in
 * `tz`), email, domain, the submission's number, validity, reason and suspicion, headers in `lang`.
 */
export const VoteExport = endpoint({
  path: 'company/:company/project/:project/form/:form/votes/export',
  kind: 'mutation',
  permission: 'projectEdit',
  input: z.object({ ...FormScope, format: z.enum(VOTE_EXPORT_FORMATS), tz: TimeZoneField.default('UTC'), lang: LanguageSchema }),
  output: JobSchema,
});

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = namedFieldLabels('votes', {
  submission: { it: 'Invio', en: 'Submission', es: 'Envío', fr: 'Envoi', pt: 'Envio' },
  ids: { it: 'Voti', en: 'Votes', es: 'Votos', fr: 'Votes', pt: 'Votos' },
  reason: { it: 'Motivo', en: 'Reason', es: 'Motivo', fr: 'Motif', pt: 'Motivo' },
  filter: { it: 'Filtro', en: 'Filter', es: 'Filtro', fr: 'Filtre', pt: 'Filtro' },
  format: { it: 'Formato', en: 'Format', es: 'Formato', fr: 'Format', pt: 'Formato' },
  tz: { it: 'Fuso orario', en: 'Time zone', es: 'Zona horaria', fr: 'Fuseau horaire', pt: 'Fuso horário' },
  lang: { it: 'Lingua', en: 'Language', es: 'Idioma', fr: 'Langue', pt: 'Idioma' },
} satisfies FieldLabels);

/** The columns of the votes' export, as its header names them. */
export const VOTE_EXPORT_COLUMN_LABELS = namedFieldLabels('vote-export', {
  time: { it: 'Data e ora', en: 'Time', es: 'Fecha y hora', fr: 'Date et heure', pt: 'Data e hora' },
  email: { it: 'Email', en: 'Email', es: 'Correo electrónico', fr: 'E-mail', pt: 'E-mail' },
  domain: { it: 'Dominio', en: 'Domain', es: 'Dominio', fr: 'Domaine', pt: 'Domínio' },
  submission: { it: 'Invio n.', en: 'Submission no.', es: 'Envío n.º', fr: 'Envoi n°', pt: 'Envio n.º' },
  valid: { it: 'Valido', en: 'Valid', es: 'Válido', fr: 'Valide', pt: 'Válido' },
  invalidAt: { it: 'Annullato il', en: 'Invalidated on', es: 'Anulado el', fr: 'Invalidé le', pt: 'Anulado em' },
  invalidBy: { it: 'Annullato da', en: 'Invalidated by', es: 'Anulado por', fr: 'Invalidé par', pt: 'Anulado por' },
  reason: { it: 'Motivo', en: 'Reason', es: 'Motivo', fr: 'Motif', pt: 'Motivo' },
  suspicion: { it: 'Sospetto', en: 'Suspicion', es: 'Sospecha', fr: 'Soupçon', pt: 'Suspeita' },
} satisfies FieldLabels);

/** Why a vote looks suspicious, as the export's suspicion column says it. */
export const VOTE_SUSPICION_LABELS = namedFieldLabels('vote-suspicions', {
  burst: { it: 'raffica da un indirizzo', en: 'burst from one address', es: 'ráfaga desde una dirección', fr: 'rafale depuis une adresse', pt: 'rajada de um endereço' },
  domain: { it: 'molte email di un dominio', en: 'many emails of one domain', es: 'muchos correos de un dominio', fr: 'beaucoup d’e-mails d’un domaine', pt: 'muitos e-mails de um domínio' },
  disposable: { it: 'email usa e getta', en: 'disposable email', es: 'correo desechable', fr: 'e-mail jetable', pt: 'e-mail descartável' },
} satisfies FieldLabels);

/** This area's own error codes. */
export const ERRORS = defineErrors({
  votes_closed: {
    status: 409,
    en: 'Votes are not open now.',
    it: 'Le votazioni ora non sono aperte.',
    es: 'Las votaciones no están abiertas ahora.',
    fr: 'Les votes ne sont pas ouverts pour le moment.',
    pt: 'As votações não estão abertas agora.',
  },
  already_voted: {
    status: 409,
    en: 'You have already voted for this one: each email votes once for each.',
    it: 'Hai già votato questa proposta: ogni email vota una sola volta per ciascuna.',
    es: 'Ya has votado esta propuesta: cada correo vota una sola vez por cada una.',
    fr: 'Vous avez déjà voté pour celle-ci : chaque e-mail vote une seule fois pour chacune.',
    pt: 'Você já votou nesta proposta: cada e-mail vota uma só vez em cada uma.',
  },
  vote_limit: {
    status: 409,
    en: 'You have cast every vote this vote allows for one email.',
    it: 'Hai usato tutti i voti consentiti a una email in questa votazione.',
    es: 'Has usado todos los votos que esta votación permite a un correo.',
    fr: 'Vous avez utilisé tous les votes que ce vote permet à un e-mail.',
    pt: 'Você já usou todos os votos que esta votação permite a um e-mail.',
  },
});
