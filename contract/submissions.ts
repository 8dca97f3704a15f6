import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { IdField, ListQuery, listOutput } from './fields.ts';
import type { FieldLabels } from './labels.ts';

/** A submission's statuses: a draft while it is filled in, then as the operators decide on it. */
export const SUBMISSION_STATUSES = ['draft', 'received', 'in_review', 'accepted', 'rejected', 'withdrawn'] as const;

/** A submission's status. */
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** One submission as the operators' list shows it: `answers` maps field keys to values. */
export const SubmissionListItemSchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), email: z.string(), first_name: z.string(), last_name: z.string() }).nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  version: z.number().int(),
  submitted_at: z.string().nullable(),
  answers: z.record(z.string(), z.unknown()),
});

/** A form's submissions, newest first; drafts only when asked by status. */
export const SubmissionList = endpoint({
  path: 'company/:company/project/:project/form/:form/submissions/list',
  kind: 'query',
  permission: 'formAssist',
  input: ListQuery.extend({
    company: IdField,
    project: IdField,
    form: IdField,
    status: z.enum(SUBMISSION_STATUSES).optional(),
    /** Only the answers of this block (its index), for the screen of one block. */
    block: z.number().int().min(0).max(1000).optional(),
  }),
  output: listOutput(SubmissionListItemSchema),
});

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = {
  status: { it: 'Stato', en: 'Status', es: 'Estado', fr: 'Statut', pt: 'Estado' },
  block: { it: 'Blocco', en: 'Block', es: 'Bloque', fr: 'Bloc', pt: 'Bloco' },
} satisfies FieldLabels;
