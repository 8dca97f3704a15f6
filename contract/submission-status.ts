/** A submission's statuses: a draft while it is filled in, then as the operators decide on it. */
export const SUBMISSION_STATUSES = ['draft', 'received', 'in_review', 'accepted', 'rejected', 'withdrawn'] as const;

/** A submission's status. */
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
