import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SubmissionList } from '../../../contract/results.ts';
import type { Db } from '../../db/db.ts';
import { containing } from '../../db/search.ts';
import { submissions } from '../../db/schema/submissions.ts';
import { registeredUsers } from '../../db/schema/users.ts';
import { answeredVersions, blockAnswers, versionKey } from '../../respondents/answered-versions.ts';
import { submissionListItem } from './submission-list-item.ts';

type ListInput = z.output<typeof SubmissionList.input>;

function filtersOf(input: ListInput): SQL[] {
  const filters: SQL[] = [eq(submissions.formId, input.form), eq(submissions.projectId, input.project), eq(submissions.companyId, input.company)];
  // Drafts are the respondents' own until sent: listed only when asked for by name.
  filters.push(input.status ? eq(submissions.status, input.status) : ne(submissions.status, 'draft'));
  if (input.search) {
    const like = containing(input.search);
    const fullName = sql`${registeredUsers.firstName} || ' ' || ${registeredUsers.lastName}`;
    filters.push(
      or(ilike(registeredUsers.email, like), ilike(registeredUsers.firstName, like), ilike(registeredUsers.lastName, like), sql`${fullName} ILIKE ${like}`)!,
    );
  }
  return filters;
}

/** One page of a form's submissions, last sent first (drafts, when asked, last changed first), searched by who sent them. */
export async function listSubmissions(db: Db, input: ListInput) {
  const where = and(...filtersOf(input));
  const [rows, [{ total = 0 } = {}]] = await Promise.all([
    db
      .select({
        submission: submissions,
        user: { id: registeredUsers.id, email: registeredUsers.email, firstName: registeredUsers.firstName, lastName: registeredUsers.lastName },
      })
      .from(submissions)
      .leftJoin(registeredUsers, eq(registeredUsers.id, submissions.userId))
      .where(where)
      .orderBy(sql`${submissions.submittedAt} DESC NULLS LAST`, desc(submissions.updatedAt), desc(submissions.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(submissions)
      .leftJoin(registeredUsers, eq(registeredUsers.id, submissions.userId))
      .where(where),
  ]);
  const block = input.block;
  const versions = block === undefined ? new Map() : await answeredVersions(db, rows.map((row) => row.submission));
  const items = rows.map(({ submission, user }) => {
    const answers = block === undefined ? submission.answers : blockAnswers(submission.answers, versions.get(versionKey(submission.formId, submission.formVersion)), block);
    return submissionListItem(submission, user, answers);
  });
  return { items, total };
}
