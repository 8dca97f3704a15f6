// The demo's public vote: the application form of Premio Aurora 2026 takes public votes, open
// since ten days and for four weeks more, and some hundreds of people voted for its submissions,
// among them a burst from one address, a club of one domain voting within minutes, and a few
// addresses of disposable mail services, so that the Votes screen has something to show.
import crypto from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { VOTABLE_STATUSES } from '../../contract/votes.ts';
import type { Db } from '../db/db.ts';
import { forms } from '../db/schema/forms.ts';
import { conditions } from '../db/schema/installation.ts';
import { submissions, votes } from '../db/schema/submissions.ts';
import { conditionAcceptances, registeredUsers } from '../db/schema/users.ts';

/** How many people voted in the demo, each a registered user of the project who confirmed their email. */
export const DEMO_VOTERS = 260;

/** The fields of the application the demo's vote gallery shows: none of them personal. */
export const DEMO_VOTER_FIELDS = ['categoria', 'temi', 'descrizione'];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// Where ordinary voters' mail lives: no `example.com`, which the registered users' tests search for.
const DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'libero.it', 'outlook.com', 'yahoo.it', 'icloud.com', 'hotmail.it', 'tiscali.it', 'example.net'];
const NAMES = ['giulia', 'marco', 'sara', 'luca', 'chiara', 'paolo', 'elena', 'davide', 'marta', 'andrea', 'anna', 'matteo', 'laura', 'simone', 'pietro'];
const DISPOSABLE = ['mailinator.com', 'yopmail.com', 'guerrillamail.com', 'mailinator.com', 'trashmail.com', 'yopmail.com'];

// A small deterministic generator: the same votes on every installation.
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

// Demo addresses are hashed like the server's own (a keyed hash in production; a plain one is enough here).
const addressHash = (address: string) => crypto.createHash('sha256').update(`demo-address\n${address}`).digest('hex');

interface Voter {
  email: string;
  address: string;
  /** When their votes start, in milliseconds before now; `spread` is how far apart their votes fall. */
  ago: number;
  spread: number;
  votes: number;
}

// Who votes: ordinary people over the last nine days, then the three kinds of suspicious ones.
function voters(random: ReturnType<typeof generator>): Voter[] {
  const people: Voter[] = [];
  const ordinary = DEMO_VOTERS - 7 - 10 - DISPOSABLE.length;
  for (let i = 0; i < ordinary; i++) {
    const name = NAMES[i % NAMES.length]!;
    people.push({
      email: `${name}.${i + 1}@${DOMAINS[random.int(0, DOMAINS.length - 1)]}`,
      address: `home-${i}`,
      ago: random.int(3 * 60, 9 * 24 * 60) * MINUTE,
      spread: random.int(1, 90) * MINUTE,
      votes: random.int(1, 3),
    });
  }
  // A burst: seven addresses voting from one client address within six minutes, yesterday.
  for (let i = 0; i < 7; i++) people.push({ email: `fan${i + 1}@gmail.com`, address: 'burst', ago: DAY - i * 50_000, spread: 5_000, votes: 1 });
  // A club: ten addresses of one domain within eight minutes, two days ago, each from its own address.
  for (let i = 0; i < 10; i++) people.push({ email: `socio${i + 1}@circolo-aurora.it`, address: `club-${i}`, ago: 2 * DAY - i * 45_000, spread: 10_000, votes: 1 });
  // Disposable mail services, now and then.
  DISPOSABLE.forEach((domain, i) => people.push({ email: `voto${i + 1}@${domain}`, address: `throwaway-${i}`, ago: (i + 1) * 30 * 60 * MINUTE, spread: MINUTE, votes: 2 }));
  return people;
}

/**
 * Makes the demo application form take public votes and seeds its voters and their votes, once:
 * nothing happens when the form has votes already or is missing. Returns how many votes it cast.
 */
export async function seedDemoVotes(db: Db, project: string, now: Date): Promise<number> {
  const [form] = await db
    .select({ id: forms.id, companyId: forms.companyId })
    .from(forms)
    .where(and(eq(forms.projectId, project), eq(forms.slug, 'candidatura')));
  if (!form) return 0;
  const [existing] = await db.select({ n: count() }).from(votes).where(eq(votes.formId, form.id));
  if (Number(existing?.n ?? 0) > 0) return 0;
  await db
    .update(forms)
    .set({
      publicVotes: true,
      voteOpensAt: new Date(now.getTime() - 10 * DAY),
      voteClosesAt: new Date(now.getTime() + 28 * DAY),
      votesPerEmail: 5,
      voterFields: DEMO_VOTER_FIELDS,
    })
    .where(eq(forms.id, form.id));
  const open = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.formId, form.id), inArray(submissions.status, [...VOTABLE_STATUSES])))
    .orderBy(submissions.submittedAt, submissions.id);
  if (open.length === 0) return 0;
  const accepted = await db.select({ id: conditions.id }).from(conditions);
  const random = generator(4242);
  const users: Array<typeof registeredUsers.$inferInsert> = [];
  const acceptances: Array<typeof conditionAcceptances.$inferInsert> = [];
  const cast: Array<typeof votes.$inferInsert> = [];
  for (const voter of voters(random)) {
    const id = crypto.randomUUID();
    const registered = new Date(now.getTime() - voter.ago - 2 * MINUTE);
    // Voters are not asked their name: the address is what they confirmed.
    users.push({ id, companyId: form.companyId, projectId: project, email: voter.email, preferredLang: 'it', createdAt: registered, updatedAt: registered });
    for (const condition of accepted) acceptances.push({ userId: id, conditionId: condition.id, acceptedAt: registered });
    const chosen = new Set<string>();
    for (let i = 0; i < voter.votes; i++) {
      // Some submissions are liked more: the first tenth of the gallery takes about a third of the votes.
      const favourite = random.next() < 0.35;
      const index = favourite ? random.int(0, Math.max(0, Math.floor(open.length / 10) - 1)) : random.int(0, open.length - 1);
      const submission = open[index]!.id;
      if (chosen.has(submission)) continue;
      chosen.add(submission);
      cast.push({
        id: crypto.randomUUID(),
        formId: form.id,
        submissionId: submission,
        userId: id,
        email: voter.email,
        emailDomain: voter.email.slice(voter.email.indexOf('@') + 1),
        addressHash: addressHash(voter.address),
        createdAt: new Date(now.getTime() - voter.ago + i * voter.spread),
      });
    }
  }
  // In slices: one statement per hundred rows keeps every engine's parameter limit far away.
  for (let at = 0; at < users.length; at += 100) await db.insert(registeredUsers).values(users.slice(at, at + 100));
  for (let at = 0; at < acceptances.length; at += 200) await db.insert(conditionAcceptances).values(acceptances.slice(at, at + 200));
  for (let at = 0; at < cast.length; at += 100) await db.insert(votes).values(cast.slice(at, at + 100));
  return cast.length;
}
