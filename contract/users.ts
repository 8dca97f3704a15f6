// Registered users as the operators see them: the people who registered with a project's forms.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { IdField, LanguageSchema, listOutput, ListQuery, ProjectScope, SuccessOutput } from './fields.ts';
import type { FieldLabels } from './labels.ts';
import { SUBMISSION_STATUSES } from './submission-status.ts';


// A name of the IANA time zone database the runtime knows (`Europe/Rome`, `UTC`).
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A time zone by its IANA name. */
export const TimeZoneField = z.string().min(1).max(64).refine(knownZone, { error: 'invalid' });

/** One registered user in the operators' list. */
export const RegisteredUserListItemSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  preferred_lang: z.string(),
  /** Their submissions (drafts not counted). */
  submissions: z.number().int(),
  created_at: z.string(),
  blocked_at: z.string().nullable(),
});

/** A project's registered users, newest first, with search and filters. */
export const UserList = endpoint({
  path: 'company/:company/project/:project/users/list',
  kind: 'query',
  permission: 'projectEdit',
  input: ListQuery.extend({
    ...ProjectScope,
    /** true: only those who submitted something; false: only those who have not. */
    submitted: z.boolean().optional(),
    /** Only those who accepted this condition version (its id). */
    condition: z.uuid().optional(),
    lang: LanguageSchema.optional(),
    /** Registered on or after this day (YYYY-MM-DD). */
    from: z.iso.date().optional(),
    /** Registered on or before this day (YYYY-MM-DD). */
    to: z.iso.date().optional(),
    /** The time zone the days are read in (the operator's, `Europe/Rome`); UTC when left out. */
    zone: TimeZoneField.optional(),
  }),
  output: listOutput(RegisteredUserListItemSchema),
});

/** A version of one of the installation's conditions, as the filter of the list offers it. */
export const ConditionVersionSchema = z.object({
  id: z.string(),
  key: z.string(),
  version: z.number().int(),
  required: z.boolean(),
  title: z.record(z.string(), z.string()),
  published_at: z.string(),
  withdrawn: z.boolean(),
});

/** The versions of the installation's conditions, for the list's filter and the consent record: by key, newest version first. */
export const UserConditions = endpoint({
  path: 'company/:company/project/:project/users/conditions',
  kind: 'query',
  permission: 'projectEdit',
  input: z.object(ProjectScope),
  output: z.object({ items: z.array(ConditionVersionSchema) }),
});

/** One registered user with their submissions and their record of consent. */
export const UserGet = endpoint({
  path: 'company/:company/project/:project/users/get',
  kind: 'query',
  permission: 'projectEdit',
  input: z.object({ ...ProjectScope, user: IdField }),
  output: z.object({
    entity: RegisteredUserListItemSchema.extend({
      items: z.array(
        z.object({
          id: z.string(),
          form: z.object({ id: z.string(), slug: z.string() }),
          status: z.enum(SUBMISSION_STATUSES),
          version: z.number().int(),
          updated_at: z.string(),
          submitted_at: z.string().nullable(),
        }),
      ),
      consents: z.array(
        z.object({ condition: z.string(), key: z.string(), version: z.number().int(), required: z.boolean(), accepted_at: z.string() }),
      ),
    }),
  }),
});

/** Blocks a registered user (they can no longer sign in nor submit) or unblocks them. */
export const UserBlock = endpoint({
  path: 'company/:company/project/:project/users/block',
  kind: 'mutation',
  permission: 'projectEdit',
  input: z.object({ ...ProjectScope, user: IdField, blocked: z.boolean() }),
  output: z.object({ entity: RegisteredUserListItemSchema }),
});

/** Everything the project holds about a registered user, their files included (base64), as JSON. */
export const UserExport = endpoint({
  path: 'company/:company/project/:project/users/export',
  kind: 'query',
  permission: 'projectEdit',
  input: z.object({ ...ProjectScope, user: IdField }),
  output: z.string(),
  download: { type: 'application/json', fileName: 'registered-user.json' },
});

/** Erases a registered user: account, sessions, files and personal answers; anonymous answers stay. */
export const UserErase = endpoint({
  path: 'company/:company/project/:project/users/erase',
  kind: 'mutation',
  permission: 'projectEdit',
  input: z.object({ ...ProjectScope, user: IdField }),
  output: SuccessOutput,
});

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = {
  user: { it: 'Utente', en: 'User', es: 'Usuario', fr: 'Utilisateur', pt: 'Usuário' },
  submitted: { it: 'Ha inviato', en: 'Has submitted', es: 'Ha enviado', fr: 'A envoyé', pt: 'Enviou' },
  condition: { it: 'Condizione accettata', en: 'Accepted condition', es: 'Condición aceptada', fr: 'Condition acceptée', pt: 'Condição aceita' },
  lang: { it: 'Lingua', en: 'Language', es: 'Idioma', fr: 'Langue', pt: 'Idioma' },
  from: { it: 'Dal', en: 'From', es: 'Desde', fr: 'Du', pt: 'De' },
  to: { it: 'Al', en: 'To', es: 'Hasta', fr: 'Au', pt: 'Até' },
  zone: { it: 'Fuso orario', en: 'Time zone', es: 'Zona horaria', fr: 'Fuseau horaire', pt: 'Fuso horário' },
  blocked: { it: 'Bloccato', en: 'Blocked', es: 'Bloqueado', fr: 'Bloqué', pt: 'Bloqueado' },
} satisfies FieldLabels;
