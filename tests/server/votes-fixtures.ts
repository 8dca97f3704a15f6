// A form that takes public votes, the submissions in its gallery and votes stored directly,
// for the votes' integration tests.
import crypto from 'node:crypto';
import type { FormOptions } from '../../contract/forms.ts';
import type { SubmissionStatus } from '../../contract/submission-status.ts';
import { VoteCast, VoteGallery } from '../../contract/votes.ts';
import { votes } from '../../server/db/schema/submissions.ts';
import type { Browser } from './browser.ts';
import type { TestServer } from './harness.ts';
import { publicWorld, SITE } from './public-fixtures.ts';
import { seedRespondent, seedSubmission } from './respondents.ts';

/** The public vote's address: the application form of /p/aurora/prize/. */
export const VOTE = { ...SITE, form: 'apply' } as const;

/** What the seeded submissions are: who sent them (their name is personal), their status, their answers. */
const SENT: Array<{ who: string; status: SubmissionStatus; kind: 'team' | 'solo'; pitch: string }> = [
  { who: 'Nora Bianchi', status: 'received', kind: 'team', pitch: 'A repair shop for bicycles run by the kids of the block.' },
  { who: 'Ugo Verdi', status: 'in_review', kind: 'solo', pitch: 'A map of the shared gardens of the town.' },
  { who: 'Ida Neri', status: 'accepted', kind: 'team', pitch: 'A sound archive of the voices of the village.' },
  { who: 'Leo Gialli', status: 'rejected', kind: 'solo', pitch: 'A theatre company that plays in hospitals.' },
  { who: 'Eva Blu', status: 'withdrawn', kind: 'solo', pitch: 'A rooftop garden in an empty building.' },
];

/**
 * The application form taking public votes (its kind and pitch shown to voters), with five
 * submissions sent a minute apart by people whose names are personal answers: three open to
 * votes (received, in review, accepted), one rejected and one withdrawn. `ids` are in that order.
 */
export async function voteWorld(server: TestServer, options: Partial<FormOptions> = {}) {
  const world = await publicWorld(server, { public_votes: true, voter_fields: ['kind', 'pitch'], ...options });
  const scope = { company: world.company, project: world.project, form: world.form };
  const ids: string[] = [];
  const start = server.clock.now().getTime() - 60 * 60_000;
  for (const [index, sent] of SENT.entries()) {
    const email = `${sent.who.split(' ')[0]!.toLowerCase()}@applicants.example`;
    const [first, last] = sent.who.split(' ');
    const user = await seedRespondent(server, world, { email, firstName: first, lastName: last, lang: 'en' });
    const answers = { name: sent.who, contact: email, kind: sent.kind, pitch: sent.pitch, rules: true };
    ids.push(await seedSubmission(server, scope, user, { status: sent.status, answers, submittedAt: new Date(start + index * 60_000) }));
  }
  return { ...world, scope, ids, sent: SENT };
}

/** Casts a vote with a voter's browser. */
export function castVote(browser: Browser, submission: string, headers: Record<string, string> = {}) {
  return browser.call(VoteCast, { ...VOTE, submission }, headers);
}

/** The gallery as a browser sees it. */
export function gallery(browser: Browser, page = 1, pageSize = 24) {
  return browser.call(VoteGallery, { ...VOTE, page, pageSize });
}

/** Stores a vote directly: by an address (its own hash), from a mail address, at a moment. */
export async function seedVote(server: TestServer, values: { form: string; submission: string; email: string; address: string; at: Date; userId?: string | null }) {
  const id = crypto.randomUUID();
  await server.db.insert(votes).values({
    id,
    formId: values.form,
    submissionId: values.submission,
    userId: values.userId ?? null,
    email: values.email,
    emailDomain: values.email.slice(values.email.indexOf('@') + 1),
    addressHash: `test-${values.address}`,
    createdAt: values.at,
  });
  return id;
}
