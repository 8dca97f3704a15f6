// The demo's people: the installation's conditions, and the registered users of Premio Aurora 2026
// with their drafts and 200 submissions to the application form, so that the results, the judging
// and the registered users' screens have something to show.
import crypto from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Answers } from '../../contract/answer.ts';
import type { SubmissionStatus } from '../../contract/submission-status.ts';
import type { Db } from '../db/db.ts';
import { forms } from '../db/schema/forms.ts';
import { conditions } from '../db/schema/installation.ts';
import { submissions } from '../db/schema/submissions.ts';
import { conditionAcceptances, registeredUsers } from '../db/schema/users.ts';

/** How many submissions the demo's application form holds, and how many drafts beside them. */
export const DEMO_SUBMISSIONS = 200;
export const DEMO_DRAFTS = 24;

const DAY = 24 * 60 * 60 * 1000;

const TERMS = {
  title: {
    it: 'Termini di partecipazione',
    en: 'Terms of participation',
    es: 'Condiciones de participación',
    fr: 'Conditions de participation',
    pt: 'Termos de participação',
  },
  body: {
    it: 'Partecipando dichiari che le informazioni inviate sono vere e che il progetto è tuo o del tuo gruppo.\n\nGli organizzatori possono escludere le candidature incomplete o non conformi al regolamento.',
    en: 'By taking part you declare that the information you send is true and that the project is yours or your team’s.\n\nThe organisers may exclude applications that are incomplete or do not follow the rules.',
    es: 'Al participar declaras que la información enviada es verdadera y que el proyecto es tuyo o de tu equipo.\n\nLos organizadores pueden excluir las candidaturas incompletas o que no sigan el reglamento.',
    fr: 'En participant, vous déclarez que les informations envoyées sont exactes et que le projet est le vôtre ou celui de votre équipe.\n\nLes organisateurs peuvent exclure les candidatures incomplètes ou non conformes au règlement.',
    pt: 'Ao participar, você declara que as informações enviadas são verdadeiras e que o projeto é seu ou da sua equipe.\n\nOs organizadores podem excluir as candidaturas incompletas ou que não sigam o regulamento.',
  },
};

const PRIVACY = {
  title: { it: 'Informativa sulla privacy', en: 'Privacy notice', es: 'Aviso de privacidad', fr: 'Avis de confidentialité', pt: 'Aviso de privacidade' },
  body: {
    it: 'Usiamo il tuo indirizzo email e le tue risposte solo per gestire la tua candidatura. Puoi scaricare o cancellare i tuoi dati in ogni momento dalla pagina «I miei invii».',
    en: 'We use your email address and your answers only to handle your application. You can download or erase your data at any time from the “My submissions” page.',
    es: 'Usamos tu dirección de correo y tus respuestas solo para gestionar tu candidatura. Puedes descargar o borrar tus datos en cualquier momento desde la página «Mis envíos».',
    fr: 'Nous utilisons votre adresse e-mail et vos réponses uniquement pour traiter votre candidature. Vous pouvez télécharger ou effacer vos données à tout moment depuis la page « Mes envois ».',
    pt: 'Usamos seu endereço de e-mail e suas respostas apenas para tratar sua candidatura. Você pode baixar ou excluir seus dados a qualquer momento na página «Minhas candidaturas».',
  },
};

const FIRST = ['Giulia', 'Marco', 'Sara', 'Luca', 'Chiara', 'Paolo', 'Elena', 'Davide', 'Marta', 'Andrea', 'Anna', 'Matteo', 'Laura', 'Simone', 'Francesca', 'Pietro'];
const LAST = ['Rossi', 'Bianchi', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Costa', 'Giordano', 'Mancini', 'Rizzo'];
const IDEAS = [
  'un laboratorio di quartiere che ripara biciclette e insegna ai ragazzi a farlo',
  'una mappa partecipata dei giardini condivisi della città',
  'un archivio sonoro delle voci degli anziani del paese',
  'un sensore a basso costo per misurare la qualità dell’aria nelle scuole',
  'una compagnia teatrale che porta spettacoli negli ospedali',
  'un orto idroponico su un tetto in disuso',
];

// A small deterministic generator: the same demo on every installation.
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

/** Publishes the demo conditions (terms and privacy notice, both required) in the name of `publishedBy`, unless there are conditions already. */
export async function seedDemoConditions(db: Db, publishedBy: string | null, now: Date): Promise<string[]> {
  const [existing] = await db.select({ n: count() }).from(conditions);
  if (Number(existing?.n ?? 0) > 0) return [];
  const rows = [
    { id: crypto.randomUUID(), key: 'terms', version: 1, required: true, ...TERMS, publishedAt: now, publishedBy },
    { id: crypto.randomUUID(), key: 'privacy', version: 1, required: true, ...PRIVACY, publishedAt: now, publishedBy },
  ];
  await db.insert(conditions).values(rows);
  return rows.map((row) => row.id);
}

function answersOf(random: ReturnType<typeof generator>, name: string, email: string, complete: boolean): Answers {
  const category = random.pick(['arte', 'scienza', 'impresa'] as const);
  const idea = random.pick(IDEAS);
  const answers: Answers = {
    nome: name,
    email,
    telefono: `+39 3${random.int(10, 99)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
    nascita: `${random.int(1960, 2005)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    categoria: category,
    temi: [...new Set([random.pick(['clima', 'salute', 'educazione']), random.pick(['clima', 'salute', 'educazione'])])],
    regione: random.pick(['nord', 'centro', 'sud']),
    descrizione: `Il progetto è ${idea}. Vogliamo partire in primavera con un gruppo di volontari, coinvolgere le scuole e le associazioni del territorio e raccontare ogni fase in un diario pubblico. Alla fine dell’anno misureremo quante persone hanno partecipato e cosa è cambiato per loro.`,
    maturita: random.int(1, 5),
    consenso: true,
  };
  if (random.next() < 0.4) answers.sito = `https://example.org/${name.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  if (category === 'impresa') answers.budget = random.int(20, 500) * 100;
  if (complete) return answers;
  // A draft stops somewhere in the second block.
  const { descrizione: _text, maturita: _level, consenso: _rules, ...started } = answers;
  return started;
}

/**
 * The registered users of a project, each with a submission to the demo application form (spread
 * over the last 30 days, some already in review or decided) or a draft, and their conditions accepted.
 */
export async function seedDemoPeople(db: Db, company: string, project: string, now: Date): Promise<number> {
  const [form] = await db
    .select({ id: forms.id, version: forms.publishedVersion })
    .from(forms)
    .where(and(eq(forms.projectId, project), eq(forms.slug, 'candidatura')));
  if (!form?.version) return 0;
  const [existing] = await db.select({ n: count() }).from(registeredUsers).where(eq(registeredUsers.projectId, project));
  if (Number(existing?.n ?? 0) > 0) return 0;
  const accepted = await db.select({ id: conditions.id }).from(conditions);
  const random = generator(2026);
  const statuses: SubmissionStatus[] = ['received', 'received', 'received', 'in_review', 'in_review', 'accepted', 'rejected'];
  const people = DEMO_SUBMISSIONS + DEMO_DRAFTS;
  const users: Array<typeof registeredUsers.$inferInsert> = [];
  const rows: Array<typeof submissions.$inferInsert> = [];
  const acceptances: Array<typeof conditionAcceptances.$inferInsert> = [];
  for (let i = 0; i < people; i += 1) {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    const email = `${first}.${last}.${i + 1}`.toLowerCase().replace(/[^a-z0-9.]+/g, '') + '@example.org';
    const registered = new Date(now.getTime() - random.int(1, 30) * DAY - random.int(0, 86_399) * 1000);
    const id = crypto.randomUUID();
    const lang = random.next() < 0.8 ? 'it' : 'en';
    users.push({ id, companyId: company, projectId: project, email, firstName: first, lastName: last, preferredLang: lang, createdAt: registered, updatedAt: registered });
    for (const condition of accepted) acceptances.push({ userId: id, conditionId: condition.id, acceptedAt: registered });
    const draft = i >= DEMO_SUBMISSIONS;
    const sent = new Date(Math.min(now.getTime() - 60_000, registered.getTime() + random.int(10, 3 * 24 * 60) * 60_000));
    rows.push({
      id: crypto.randomUUID(),
      companyId: company,
      projectId: project,
      formId: form.id,
      userId: id,
      status: draft ? 'draft' : random.pick(statuses),
      formVersion: form.version,
      answers: answersOf(random, `${first} ${last}`, email, !draft),
      block: draft ? 1 : 2,
      lang,
      createdAt: registered,
      updatedAt: sent,
      submittedAt: draft ? null : sent,
    });
  }
  // In slices: one statement per hundred rows keeps every engine's parameter limit far away.
  for (let at = 0; at < people; at += 100) {
    await db.insert(registeredUsers).values(users.slice(at, at + 100));
    await db.insert(submissions).values(rows.slice(at, at + 100));
  }
  for (let at = 0; at < acceptances.length; at += 200) await db.insert(conditionAcceptances).values(acceptances.slice(at, at + 200));
  return people;
}
