// Judging as its organisers prepare and follow it: the judges a session's panel is picked from,
// every session the caller organises, and what saving a session would assign before it is saved.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { FormScope, IdField, ProjectScope } from './fields.ts';
import { AssignmentSchema, FIELD_LABELS as JUDGING_FIELD_LABELS, JUDGING_LIMITS, SESSION_STATUSES, SessionScopeSchema } from './judging.ts';
import type { FieldLabels } from './labels.ts';


/** An operator who may sit on a session's panel. */
export const ProjectJudgeSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** The operators holding the judge role on the project (or on every project of its company), by name: a session's panel is picked from them. */
export const ProjectJudgeList = endpoint({
  path: 'company/:company/project/:project/judges/list',
  kind: 'query',
  permission: 'projectEdit',
  input: z.object(ProjectScope),
  output: z.object({ items: z.array(ProjectJudgeSchema) }),
});

/** The most sessions `judges/organised/list` answers with. */
export const ORGANISED_SESSIONS_MAX = 200;

/** A session the caller organises, with the names of its project and form and how far its judges are. */
export const OrganisedSessionSchema = z.object({
  company: z.string(),
  project: z.string(),
  form: z.string(),
  session: z.string(),
  name: z.string(),
  project_name: z.string(),
  /** The form's title in the caller's language, else in the form's default language, else its slug. */
  form_title: z.string(),
  status: z.enum(SESSION_STATUSES),
  /** Judges on the panel, and submissions in the session. */
  judges: z.number().int(),
  submissions: z.number().int(),
  /** Seats (a judge holding a submission), and of those the ones scored, abstained on included. */
  seats: z.number().int(),
  scored: z.number().int(),
  closes_at: z.string().nullable(),
});

/**
 * The judging sessions of every project the caller may edit (every project for installation
 * admins; none of an archived company but for them), or of one form when `form` names it, newest
 * first, at most `ORGANISED_SESSIONS_MAX`.
 */
export const OrganisedSessionList = endpoint({
  path: 'judges/organised/list',
  kind: 'query',
  permission: 'signedIn',
  input: z.object({ form: IdField.optional() }),
  output: z.object({ items: z.array(OrganisedSessionSchema) }),
});

/**
 * What saving a session would assign, computed as the save computes it and written nowhere: the
 * fields of `sessions/save` that decide it (the panel, the mode, the scope and, for a stored
 * session, its `id`, whose holdings and declared conflicts count); the others may be sent and are
 * left aside. `short` counts the submissions that would get fewer judges than the mode asks.
 */
export const SessionPreview = endpoint({
  path: 'company/:company/project/:project/form/:form/sessions/preview',
  kind: 'query',
  permission: 'projectEdit',
  input: z.object({
    ...FormScope,
    id: IdField.optional(),
    judges: z.array(IdField).max(JUDGING_LIMITS.judges),
    assignment: AssignmentSchema,
    scope: SessionScopeSchema.default({ kind: 'submitted' }),
  }),
  output: z.object({
    submissions: z.number().int(),
    short: z.number().int(),
    /** Each judge of the panel, in the panel's order, with the submissions they would hold. */
    loads: z.array(z.object({ judge: z.object({ id: z.string(), name: z.string() }), count: z.number().int() })),
  }),
});

/** The names of the fields these calls take: judging's own. */
export const FIELD_LABELS = JUDGING_FIELD_LABELS satisfies FieldLabels;
