// The demo's landing pages: three presets of the installation (a call's announcement, its rules,
// its results) in five languages, and Premio Aurora 2026's published home page made from the
// announcement, with its form block and phase-aware sections, its rules page and its site menu.
import { and, eq } from 'drizzle-orm';
import type { Language } from '../../contract/languages.ts';
import { PRESET_FORM, type LocalizedPageDocValue, type PageBlock, type PageDocument, type PagePhase } from '../../contract/page-doc-model.ts';
import type { MenuItem } from '../../contract/pages.ts';
import { saveMenu } from '../areas/pages/menu.ts';
import { publishPage, savePage } from '../areas/pages/service.ts';
import { saveTemplate } from '../areas/pages/templates.ts';
import type { Db } from '../db/db.ts';
import { forms } from '../db/schema/forms.ts';
import { pages, pageTemplates } from '../db/schema/pages.ts';

type Words = Record<Language, string>;

const heading = (text: string, level: 2 | 3 = 2): PageBlock => ({ type: 'heading', attrs: { level }, content: [{ type: 'text', text }] });
const paragraph = (text: string): PageBlock => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const list = (items: string[]): PageBlock => ({
  type: 'bulletList',
  content: items.map((item) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: item }] }] })),
});
const formBlock = (): PageBlock => ({ type: 'formBlock', attrs: { form: PRESET_FORM } });
const phase = (phases: PagePhase[], blocks: PageBlock[], days = 7): PageBlock =>
  ({ type: 'phaseSection', attrs: { form: PRESET_FORM, phases, days }, content: blocks }) as PageBlock;
const doc = (...content: PageBlock[]): PageDocument => ({ type: 'doc', content });

const LANGS: Language[] = ['it', 'en', 'es', 'fr', 'pt'];
const each = (make: (lang: Language) => PageDocument): LocalizedPageDocValue => Object.fromEntries(LANGS.map((lang) => [lang, make(lang)]));

const ANNOUNCE = {
  intro: {
    it: 'Il premio sostiene i progetti che portano nuove idee nella nostra comunità. Leggi il regolamento e presenta la tua candidatura.',
    en: 'The prize supports projects that bring new ideas to our community. Read the rules and send your application.',
    es: 'El premio apoya los proyectos que aportan nuevas ideas a nuestra comunidad. Lee las bases y envía tu candidatura.',
    fr: 'Le prix soutient les projets qui apportent des idées nouvelles à notre communauté. Lisez le règlement et envoyez votre candidature.',
    pt: 'O prêmio apoia os projetos que trazem novas ideias à nossa comunidade. Leia o regulamento e envie sua candidatura.',
  },
  who: { it: 'Chi può partecipare', en: 'Who may apply', es: 'Quién puede participar', fr: 'Qui peut participer', pt: 'Quem pode participar' },
  whoList: {
    it: ['Persone e gruppi con un progetto originale', 'Associazioni senza scopo di lucro', 'Studenti e giovani ricercatori'],
    en: ['People and groups with an original project', 'Non-profit associations', 'Students and young researchers'],
    es: ['Personas y grupos con un proyecto original', 'Asociaciones sin ánimo de lucro', 'Estudiantes y jóvenes investigadores'],
    fr: ['Personnes et groupes porteurs d’un projet original', 'Associations à but non lucratif', 'Étudiants et jeunes chercheurs'],
    pt: ['Pessoas e grupos com um projeto original', 'Associações sem fins lucrativos', 'Estudantes e jovens pesquisadores'],
  } satisfies Record<Language, string[]>,
  soon: {
    it: 'Le candidature apriranno presto: torna a trovarci.',
    en: 'Applications open soon: come back then.',
    es: 'Las candidaturas se abrirán pronto: vuelve entonces.',
    fr: 'Les candidatures ouvriront bientôt : revenez à ce moment-là.',
    pt: 'As candidaturas abrem em breve: volte nessa data.',
  },
  open: {
    it: 'Le candidature sono aperte: compila il modulo qui sotto.',
    en: 'Applications are open: fill in the form below.',
    es: 'Las candidaturas están abiertas: rellena el formulario de abajo.',
    fr: 'Les candidatures sont ouvertes : remplissez le formulaire ci-dessous.',
    pt: 'As candidaturas estão abertas: preencha o formulário abaixo.',
  },
  closing: {
    it: 'Ultimi giorni per candidarsi: non aspettare l’ultimo momento.',
    en: 'Last days to apply: do not wait until the last moment.',
    es: 'Últimos días para presentar la candidatura: no esperes al último momento.',
    fr: 'Derniers jours pour candidater : n’attendez pas le dernier moment.',
    pt: 'Últimos dias para se candidatar: não deixe para o último momento.',
  },
  closed: {
    it: 'Le candidature sono chiuse. Grazie a tutti: i risultati saranno pubblicati qui.',
    en: 'Applications are closed. Thank you all: the results will be published here.',
    es: 'Las candidaturas están cerradas. Gracias a todos: los resultados se publicarán aquí.',
    fr: 'Les candidatures sont closes. Merci à tous : les résultats seront publiés ici.',
    pt: 'As candidaturas estão encerradas. Obrigado a todos: os resultados serão publicados aqui.',
  },
  results: {
    it: 'I risultati sono pubblicati: scopri i progetti premiati.',
    en: 'The results are out: discover the winning projects.',
    es: 'Los resultados ya están publicados: descubre los proyectos premiados.',
    fr: 'Les résultats sont publiés : découvrez les projets lauréats.',
    pt: 'Os resultados estão publicados: descubra os projetos premiados.',
  },
};

const RULES = {
  title: { it: 'Regolamento', en: 'Rules', es: 'Bases', fr: 'Règlement', pt: 'Regulamento' },
  items: {
    it: ['Ogni persona può inviare una sola candidatura.', 'Il progetto deve essere originale e inedito.', 'La giuria valuta qualità, impatto e fattibilità.', 'La decisione della giuria è definitiva.'],
    en: ['Each person may send one application.', 'The project must be original and unpublished.', 'The jury judges quality, impact and feasibility.', 'The jury’s decision is final.'],
    es: ['Cada persona puede enviar una sola candidatura.', 'El proyecto debe ser original e inédito.', 'El jurado valora calidad, impacto y viabilidad.', 'La decisión del jurado es definitiva.'],
    fr: ['Chaque personne peut envoyer une seule candidature.', 'Le projet doit être original et inédit.', 'Le jury évalue la qualité, l’impact et la faisabilité.', 'La décision du jury est définitive.'],
    pt: ['Cada pessoa pode enviar uma única candidatura.', 'O projeto deve ser original e inédito.', 'O júri avalia a qualidade, o impacto e a viabilidade.', 'A decisão do júri é definitiva.'],
  } satisfies Record<Language, string[]>,
  privacy: {
    it: 'I dati personali sono trattati solo per la gestione del premio.',
    en: 'Personal data are processed only to run the prize.',
    es: 'Los datos personales se tratan solo para gestionar el premio.',
    fr: 'Les données personnelles sont traitées uniquement pour la gestion du prix.',
    pt: 'Os dados pessoais são tratados apenas para a gestão do prêmio.',
  },
};

const RESULTS = {
  title: { it: 'I vincitori', en: 'The winners', es: 'Los ganadores', fr: 'Les lauréats', pt: 'Os vencedores' },
  before: {
    it: 'I risultati non sono ancora pubblicati.',
    en: 'The results are not published yet.',
    es: 'Los resultados aún no están publicados.',
    fr: 'Les résultats ne sont pas encore publiés.',
    pt: 'Os resultados ainda não estão publicados.',
  },
  thanks: {
    it: 'Grazie a tutte le persone che hanno partecipato. Ecco i progetti premiati dalla giuria.',
    en: 'Thank you to everyone who took part. Here are the projects the jury chose.',
    es: 'Gracias a todas las personas que participaron. Estos son los proyectos elegidos por el jurado.',
    fr: 'Merci à toutes les personnes qui ont participé. Voici les projets choisis par le jury.',
    pt: 'Obrigado a todas as pessoas que participaram. Estes são os projetos escolhidos pelo júri.',
  },
};

/** The installation's presets: a call's announcement, its rules, its results. */
export const DEMO_PAGE_TEMPLATES: Array<{ name: string; description: string; body: LocalizedPageDocValue }> = [
  {
    name: 'Call announcement',
    description: 'A call for applications: what it is, who may apply, its form, and words for each phase of the call.',
    body: each((lang) =>
      doc(
        paragraph(ANNOUNCE.intro[lang]),
        heading(ANNOUNCE.who[lang]),
        list(ANNOUNCE.whoList[lang]),
        phase(['before'], [paragraph(ANNOUNCE.soon[lang])]),
        phase(['open'], [paragraph(ANNOUNCE.open[lang])]),
        phase(['closing'], [paragraph(ANNOUNCE.closing[lang])], 7),
        formBlock(),
        phase(['closed'], [paragraph(ANNOUNCE.closed[lang])]),
        phase(['results'], [paragraph(ANNOUNCE.results[lang])]),
      ),
    ),
  },
  {
    name: 'Rules',
    description: 'The rules of a call, as a list, with a word on personal data.',
    body: each((lang) => doc(heading(RULES.title[lang]), list(RULES.items[lang]), paragraph(RULES.privacy[lang]))),
  },
  {
    name: 'Results',
    description: 'The results of a call, shown once they are published.',
    body: each((lang) =>
      doc(heading(RESULTS.title[lang]), phase(['before', 'open', 'closed'], [paragraph(RESULTS.before[lang])]), phase(['results'], [paragraph(RESULTS.thanks[lang])])),
    ),
  },
];

const text = (words: Partial<Words>) => words;

/** Seeds the presets where none of that name exists; returns how many it created. */
export async function seedDemoPageTemplates(db: Db, now: Date): Promise<number> {
  let created = 0;
  for (const template of DEMO_PAGE_TEMPLATES) {
    const [found] = await db.select({ id: pageTemplates.id }).from(pageTemplates).where(eq(pageTemplates.name, template.name)).limit(1);
    if (found) continue;
    await saveTemplate(db, template, now);
    created++;
  }
  return created;
}

/**
 * Gives a project its home page (from the announcement preset, with the application's form block)
 * and its rules page, both published in Italian and English, and a menu leading to them, the
 * form and "My submissions"; a project that has pages already is left as it is.
 */
export async function seedDemoPages(db: Db, company: string, project: string, formSlug: string, now: Date): Promise<number> {
  const [existing] = await db.select({ id: pages.id }).from(pages).where(eq(pages.projectId, project)).limit(1);
  if (existing) return 0;
  const [form] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.projectId, project), eq(forms.slug, formSlug)))
    .limit(1);
  const preset = async (name: string) => (await db.select({ id: pageTemplates.id }).from(pageTemplates).where(eq(pageTemplates.name, name)).limit(1))[0]?.id;
  const ref = { company, project };
  const home = await savePage(
    db,
    ref,
    {
      company,
      project,
      slug: 'premio',
      title: text({ it: 'Premio Aurora 2026', en: 'Aurora Prize 2026' }),
      description: text({
        it: 'Il bando del Premio Aurora 2026: chi può partecipare, il regolamento e la candidatura.',
        en: 'The call of the Aurora Prize 2026: who may apply, the rules and the application.',
      }),
      body: {},
      home: true,
      template: await preset('Call announcement'),
    },
    null,
    now,
  );
  const rules = await savePage(
    db,
    ref,
    {
      company,
      project,
      slug: 'regolamento',
      title: text({ it: 'Regolamento', en: 'Rules' }),
      description: text({ it: 'Il regolamento del Premio Aurora 2026.', en: 'The rules of the Aurora Prize 2026.' }),
      body: {},
      template: await preset('Rules'),
    },
    null,
    now,
  );
  await publishPage(db, ref, home.id, home.version, null, now);
  await publishPage(db, ref, rules.id, rules.version, null, now);
  const menu: MenuItem[] = [
    { label: text({ it: 'Il premio', en: 'The prize' }), target: { kind: 'page', id: home.id } },
    { label: text({ it: 'Regolamento', en: 'Rules' }), target: { kind: 'page', id: rules.id } },
    ...(form ? [{ label: text({ it: 'Candidati', en: 'Apply' }), target: { kind: 'form' as const, id: form.id } }] : []),
    { label: text({ it: 'I miei invii', en: 'My submissions' }), target: { kind: 'me' } },
  ];
  await saveMenu(db, ref, menu, undefined, now);
  return 2;
}
