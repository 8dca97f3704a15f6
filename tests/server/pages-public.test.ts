import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MenuSave, PageArchive, PagePublish, PageSave } from '../../contract/pages.ts';
import { announcements } from '../../server/db/schema/alerts.ts';
import { projects } from '../../server/db/schema/projects.ts';
import { themes } from '../../server/db/schema/theme.ts';
import { expectOk } from './accounts.ts';
import { DAY } from './clock.ts';
import { useTestServer } from './harness.ts';
import { createPage, doc, formBlock, pageInput, pagesWorld, paragraph, phaseSection } from './pages-fixtures.ts';

const server = useTestServer();

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

async function publish(w: Awaited<ReturnType<typeof pagesWorld>>, page: { id: string; version: number }) {
  const answer = await w.manager.call(PagePublish, { ...w.scope, page: page.id, version: page.version });
  expectOk(answer);
  return answer.body.entity;
}

async function visit(path: string, headers: Record<string, string> = {}) {
  const answer = await server.browser().fetch(path, { headers });
  return { status: answer.status, html: text(answer.bytes), headers: answer.headers };
}

describe('a published landing page', () => {
  it('is served as HTML in the reader’s language, with its title, description, alternates, menu and banner, and no script but the banner’s', async () => {
    const w = await pagesWorld(server);
    const body = {
      it: doc(paragraph('Benvenuti al premio'), formBlock(w.form)),
      en: doc(paragraph('Welcome to the prize'), formBlock(w.form)),
    };
    const page = await createPage(w.manager, w.scope, 'bando', { home: true, body, title: { it: 'Il bando', en: 'The call' }, description: { it: 'Tutto sul premio', en: 'All about the prize' } });
    const rules = await createPage(w.manager, w.scope, 'rules');
    await publish(w, page);
    await publish(w, rules);
    expectOk(await w.manager.call(MenuSave, { ...w.scope, items: [{ label: { it: 'Regolamento', en: 'Rules' }, target: { kind: 'page', id: rules.id } }, { label: { it: 'I miei invii', en: 'My submissions' }, target: { kind: 'me' } }] }));

    const italian = await visit('/p/aurora/prize/');
    expect(italian.status).toBe(200);
    expect(italian.headers.get('content-type')).toContain('text/html');
    expect(italian.html).toContain('<html lang="it"');
    expect(italian.html).toContain('<title>Il bando · Project prize</title>');
    expect(italian.html).toContain('<meta name="description" content="Tutto sul premio">');
    expect(italian.html).toContain('hreflang="en" href="http://localhost/p/aurora/prize/?lang=en"');
    expect(italian.html).toContain('Benvenuti al premio');
    expect(italian.html).toContain('<h2>Modulo semplice</h2>');
    expect(italian.html).toContain('Apre il');
    expect(italian.html).toContain('href="/p/aurora/prize/rules?lang=it">Regolamento</a>');
    expect(italian.html).toContain('href="/p/aurora/prize/me?lang=it">I miei invii</a>');
    expect(italian.html).toContain('id="pg-cookies"');
    expect(italian.html).toContain('--pg-primary:#1976D2');
    // One script, the banner's, allowed by its hash; no other.
    expect(italian.html.match(/<script/g)).toHaveLength(1);
    expect(italian.html).not.toMatch(/<script[^>]+src=/);
    const csp = italian.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe-eval');

    const english = await visit('/p/aurora/prize/?lang=en');
    expect(english.html).toContain('<html lang="en"');
    expect(english.html).toContain('Welcome to the prize');
    expect(english.html).toContain('Opens on');
    expect((await visit('/p/aurora/prize/', { 'accept-language': 'en-GB,en;q=0.9' })).html).toContain('Welcome to the prize');
    expect((await visit('/p/aurora/prize/', { 'accept-language': 'en', cookie: 'AppLanguage=it' })).html).toContain('Benvenuti');
    // A language the project does not offer reads the default.
    expect((await visit('/p/aurora/prize/?lang=fr')).html).toContain('<html lang="it"');
    expect((await visit('/p/aurora/prize/rules?lang=en')).html).toContain('Text rules');
  });

  it('shows each phase section only in its phases as of now', async () => {
    const w = await pagesWorld(server);
    const body = {
      en: doc(
        phaseSection(w.form, ['before'], [paragraph('Opens soon')]),
        phaseSection(w.form, ['open'], [paragraph('Apply now')]),
        phaseSection(w.form, ['closing'], [paragraph('Last days')], 3),
        phaseSection(w.form, ['closed'], [paragraph('Closed, results soon')]),
        phaseSection(w.form, ['results'], [paragraph('The winners are')]),
      ),
    };
    const page = await createPage(w.manager, w.scope, 'phases', { body });
    await publish(w, page);
    const shown = async () => {
      const { html } = await visit('/p/aurora/prize/phases?lang=en');
      return ['Opens soon', 'Apply now', 'Last days', 'Closed, results soon', 'The winners are'].filter((words) => html.includes(words));
    };
    // The clock starts on 2030-01-15; the form opens on 2030-02-01, closes on 2030-03-31, shows results from 2030-05-01.
    expect(await shown()).toEqual(['Opens soon']);
    server.clock.advance(20 * DAY);
    expect(await shown()).toEqual(['Apply now']);
    server.clock.advance(54 * DAY);
    expect(await shown()).toEqual(['Apply now', 'Last days']);
    server.clock.advance(4 * DAY);
    expect(await shown()).toEqual(['Closed, results soon']);
    server.clock.advance(40 * DAY);
    expect(await shown()).toEqual(['The winners are']);
  });

  it('serves nothing of a draft, an archived page or an unknown slug, and leaves the public app its own addresses', async () => {
    const w = await pagesWorld(server);
    await createPage(w.manager, w.scope, 'draft-only', { home: true });
    const published = await createPage(w.manager, w.scope, 'gone');
    const live = await publish(w, published);

    const draft = await visit('/p/aurora/prize/draft-only');
    expect(draft.status).toBe(404);
    expect(draft.html).toContain('Pagina non trovata');
    expect(draft.html).not.toContain('Testo draft-only');
    expect((await visit('/p/aurora/prize/gone')).status).toBe(200);
    expectOk(await w.manager.call(PageArchive, { ...w.scope, page: live.id, archived: true, version: live.version }));
    expect((await visit('/p/aurora/prize/gone')).status).toBe(404);
    expect((await visit('/p/aurora/prize/nothing-here')).status).toBe(404);
    expect((await visit('/p/aurora/prize/%3Cscript%3E')).html).not.toContain('<script>alert');

    // No home page published: the public app's page, as before (or nothing, where it is not built).
    const home = await visit('/p/aurora/prize/');
    expect(home.html).not.toContain('pg-main');
    for (const path of ['/p/aurora/prize/me', '/p/aurora/prize/f/call', '/p/aurora/prize/f/call/vote', '/p/aurora/prize/vote']) {
      const answer = await visit(path);
      expect(answer.html, path).not.toContain('pg-main');
    }
    // A project not shown to the public has no pages either.
    await server.db.update(projects).set({ status: 'archived' }).where(eq(projects.id, w.project));
    expect((await visit('/p/aurora/prize/gone')).html).not.toContain('pg-main');
  });

  it('draws the project’s theme over the installation’s, and lets nothing but a colour or an image id into the style sheet', async () => {
    const w = await pagesWorld(server);
    await publish(w, await createPage(w.manager, w.scope, 'news'));
    const logo = '5b0e1c2d-3f4a-4b5c-8d6e-7f8091a2b3c4';
    const background = '6c1f2d3e-4a5b-4c6d-9e7f-8091a2b3c4d5';
    const now = server.clock.now();
    await server.db.insert(themes).values([
      { id: crypto.randomUUID(), scope: 'company', ownerId: w.company, colors: JSON.stringify({ vuetify: { primary: '#112233', secondary: '#445566' } }), updatedAt: now },
      {
        id: crypto.randomUUID(),
        scope: 'project',
        ownerId: w.project,
        colors: JSON.stringify({ vuetify: { primary: '#AA0000', accent: 'red;}</style><script>alert(1)</script>' }, pageTitles: { background: 'url(javascript:x)' } }),
        graphics: JSON.stringify({ logo: { media_id: logo }, pages: { background: { mode: 'image', media_id: background } } }),
        updatedAt: now,
      },
    ]);
    const { html } = await visit('/p/aurora/prize/news');
    expect(html).toContain('--pg-primary:#AA0000');
    expect(html).toContain('--pg-secondary:#445566');
    // Refused values fall back to the defaults.
    expect(html).toContain('--pg-accent:#82B1FF');
    expect(html).toContain('--pg-title-bg:#2196F3');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('javascript:');
    expect(html).toContain(`--pg-page-image:url("/api/img/${background}")`);
    expect(html).toContain(`<img class="pg-logo" src="/api/img/${logo}"`);
  });

  it('answers HEAD like GET, without a body', async () => {
    const w = await pagesWorld(server);
    await publish(w, await createPage(w.manager, w.scope, 'news'));
    const head = await server.browser().fetch('/p/aurora/prize/news', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('text/html');
    expect(head.bytes.length).toBe(0);
  });

  it('shows the draft’s changes only once published again', async () => {
    const w = await pagesWorld(server);
    const page = await createPage(w.manager, w.scope, 'news', { body: { it: doc(paragraph('Prima versione')) } });
    const live = await publish(w, page);
    expectOk(await w.manager.call(PageSave, pageInput(w.scope, 'news', { id: page.id, version: live.version, body: { it: doc(paragraph('Seconda versione')) } })));
    const { html } = await visit('/p/aurora/prize/news');
    expect(html).toContain('Prima versione');
    expect(html).not.toContain('Seconda versione');
  });

  it('dismisses the cookie banner without a script: a cookie, and back to the page', async () => {
    const w = await pagesWorld(server);
    await publish(w, await createPage(w.manager, w.scope, 'news'));
    const browser = server.browser();
    const posted = await browser.fetch('/p/aurora/prize/cookies', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'back=%2Fp%2Faurora%2Fprize%2Fnews',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/p/aurora/prize/news');
    expect(browser.cookie('p_cookies')).toBe('1');
    expect(text((await browser.fetch('/p/aurora/prize/news')).bytes)).not.toContain('id="pg-cookies"');
    const away = await server.browser().fetch('/p/aurora/prize/cookies', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'back=https%3A%2F%2Fevil.example%2F',
    });
    expect(away.headers.get('location')).toBe('/p/aurora/prize/');
  });
  it('shows the announcements chosen for the project’s public pages, in the reader’s language, loudest first, and none of another project or out of its window', async () => {
    const w = await pagesWorld(server);
    const page = await createPage(w.manager, w.scope, 'bando', { home: true });
    await publish(w, page);
    const now = server.clock.now();
    const announce = (title: Record<string, string>, severity: 'info' | 'warning' | 'critical', projects: string[], startsAt: Date, endsAt: Date | null = null) =>
      server.db.insert(announcements).values({
        id: crypto.randomUUID(),
        title,
        body: { en: doc(paragraph(`Body of ${title.en}`)), it: doc(paragraph(`Testo di ${title.it}`)) },
        severity,
        audience: { public_projects: projects },
        startsAt,
        endsAt,
        createdAt: now,
        updatedAt: now,
      });
    await announce({ it: 'Manutenzione', en: 'Maintenance' }, 'info', [w.project], new Date(now.getTime() - DAY));
    await announce({ it: 'Scadenza spostata', en: 'Deadline moved' }, 'critical', [w.project], new Date(now.getTime() - DAY), new Date(now.getTime() + DAY));
    await announce({ it: 'Altrove', en: 'Elsewhere' }, 'warning', [w.otherProject], new Date(now.getTime() - DAY));
    await announce({ it: 'Finito', en: 'Over' }, 'warning', [w.project], new Date(now.getTime() - 2 * DAY), new Date(now.getTime() - DAY));
    await announce({ it: 'Domani', en: 'Tomorrow' }, 'warning', [w.project], new Date(now.getTime() + DAY));

    const english = await visit('/p/aurora/prize/?lang=en');
    expect(english.html).toContain('<section class="pg-alerts" aria-label="Announcements">');
    const critical = english.html.indexOf('Critical: Deadline moved');
    const info = english.html.indexOf('Information: Maintenance');
    expect(critical).toBeGreaterThan(0);
    expect(info).toBeGreaterThan(critical);
    expect(english.html).toContain('<p>Body of Deadline moved</p>');
    for (const absent of ['Elsewhere', 'Over', 'Tomorrow']) expect(english.html).not.toContain(absent);
    // Still no script but the cookie banner's.
    expect(english.html.match(/<script/g)).toHaveLength(1);
    const italian = await visit('/p/aurora/prize/');
    expect(italian.html).toContain('Importante: Scadenza spostata');
    expect(italian.html).toContain('<p>Testo di Manutenzione</p>');
  });
});
