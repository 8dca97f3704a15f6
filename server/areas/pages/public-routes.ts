// The public landing pages, rendered by the server: `/p/<company>/<project>/` (the home page, when
// the project has one published; else the public app as before) and `/p/<company>/<project>/<slug>`.
// The public app's own addresses (`f/…`, `me`, `vote`) are never a page's: they go on to it.
import { and, eq, inArray } from 'drizzle-orm';
import type { Context, Hono, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import { isLanguage, languageFromAcceptHeader, type Language } from '../../../contract/languages.ts';
import type { MenuItem } from '../../../contract/pages.ts';
import { isReservedPageSlug } from '../../../contract/pages.ts';
import { publicAnnouncements } from '../../alerts/public-announcements.ts';
import type { Db } from '../../db/db.ts';
import { pages, siteMenus } from '../../db/schema/pages.ts';
import type { AppDeps } from '../../deps.ts';
import { publicBase } from '../../http/hosts.ts';
import { isSecure, LANGUAGE_COOKIE } from '../../http/request.ts';
import { readCookieLaw } from '../../respondents/cookie-law.ts';
import { findSite, type Site } from '../../respondents/site.ts';
import { escapeText } from '../../rich-text/html.ts';
import type { PageRow } from './presenter.ts';
import { BANNER_COOKIE, PAGE_CSP, publicDocument, type MenuLink } from './render/document.ts';
import { pageForms } from './render/forms.ts';
import { pageBodyHtml, textIn, type PageForm } from './render/page-body.ts';
import { publicPath } from './render/paths.ts';
import { pageTheme } from './render/theme.ts';
import { PAGE_WORDS } from './render/words.ts';

const SLUG = /^[a-z0-9_-]{1,60}$/;

/** The languages a project offers, its default first when it offers it. */
function languagesOf(site: Site): { languages: Language[]; fallback: Language } {
  const languages = site.project.languages.filter(isLanguage);
  const fallback = isLanguage(site.project.defaultLang) ? site.project.defaultLang : (languages[0] ?? 'it');
  return { languages: languages.length > 0 ? languages : [fallback], fallback };
}

/** The reader's language: `?lang=`, then the language cookie, then the browser's, among the project's; else its default. */
export function readerLanguage(c: Context, offered: readonly Language[], fallback: Language): Language {
  const asked = [c.req.query('lang'), getCookie(c, LANGUAGE_COOKIE), languageFromAcceptHeader(c.req.header('accept-language'))];
  return (asked.find((lang) => isLanguage(lang) && offered.includes(lang)) as Language | undefined) ?? fallback;
}

async function publishedPage(db: Db, site: Site, where: { home: true } | { slug: string }): Promise<PageRow | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(
      and(
        eq(pages.projectId, site.project.id),
        eq(pages.status, 'published'),
        'home' in where ? eq(pages.home, true) : eq(pages.slug, where.slug),
      ),
    )
    .limit(1);
  return row && row.publishedBody && row.publishedTitle ? row : null;
}

// The menu's links the public may follow: published pages, forms the public sees, "My submissions", other sites.
async function menuLinks(db: Db, site: Site, forms: ReadonlyMap<string, PageForm>, lang: Language, fallback: Language, current: string): Promise<MenuLink[]> {
  const [menu] = await db.select({ items: siteMenus.items }).from(siteMenus).where(eq(siteMenus.projectId, site.project.id)).limit(1);
  const items: MenuItem[] = menu?.items ?? [];
  const pageIds = items.flatMap((item) => (item.target.kind === 'page' ? [item.target.id] : []));
  const targets = pageIds.length
    ? await db
        .select({ id: pages.id, slug: pages.slug, home: pages.home })
        .from(pages)
        .where(and(eq(pages.projectId, site.project.id), eq(pages.status, 'published'), inArray(pages.id, pageIds)))
    : [];
  const byId = new Map(targets.map((row) => [row.id, row]));
  const paths = publicPath(site.companySlug, site.project.slug);
  const withLang = (href: string) => `${href}?lang=${lang}`;
  const linkOf = (target: MenuItem['target']): string | null => {
    if (target.kind === 'page') {
      const page = byId.get(target.id);
      return page ? withLang(page.home ? paths.root : paths.page(page.slug)) : null;
    }
    if (target.kind === 'form') {
      const form = forms.get(target.id);
      return form && form.published && (form.status === 'open' || form.status === 'closed') ? withLang(paths.form(form.slug)) : null;
    }
    return target.kind === 'me' ? withLang(paths.me()) : target.url;
  };
  return items.flatMap((item): MenuLink[] => {
    const label = textIn(item.label, lang, fallback);
    const href = linkOf(item.target);
    return href && label ? [{ label, href, current: href.split('?')[0] === current }] : [];
  });
}

interface Rendered {
  status: 200 | 404;
  html: string;
}

async function renderPage(c: Context, deps: AppDeps, site: Site, page: PageRow | null): Promise<Rendered> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const { languages, fallback } = languagesOf(site);
  const lang = readerLanguage(c, languages, fallback);
  const paths = publicPath(site.companySlug, site.project.slug);
  const path = page ? (page.home ? paths.root : paths.page(page.slug)) : c.req.path;
  const base = publicBase(deps.config);
  const [forms, theme, law, announced] = await Promise.all([
    pageForms(db, site.project.id),
    pageTheme(db, site.project.id),
    readCookieLaw(db),
    publicAnnouncements(db, site.project.id, now),
  ]);
  const menu = await menuLinks(db, site, forms, lang, fallback, path);
  const dismissed = getCookie(c, BANNER_COOKIE) === '1';
  const banner = dismissed ? null : { law, action: `${paths.root}cookies`, back: path };
  const inLang = (texts: Record<string, string>) => texts[lang] ?? texts[fallback] ?? Object.values(texts)[0] ?? '';
  const alerts = announced.map((alert) => ({ severity: alert.severity, title: inLang(alert.title), html: inLang(alert.body) }));
  const common = { lang, fallback, projectName: site.project.name, theme, menu, homeHref: `${paths.root}?lang=${lang}`, banner, alerts };
  if (!page) {
    const main = `<h1>${escapeText(PAGE_WORDS.notFoundTitle[lang])}</h1><p>${escapeText(PAGE_WORDS.notFoundText[lang])}</p>`;
    return { status: 404, html: publicDocument({ ...common, title: PAGE_WORDS.notFoundTitle[lang], description: '', main, alternates: [], canonical: null }) };
  }
  const body = page.publishedBody ?? {};
  const written = languages.filter((code) => body[code] !== undefined);
  const alternates = written.map((code) => ({ lang: code, href: `${base}${path}?lang=${code}` }));
  const title = textIn(page.publishedTitle, lang, fallback);
  const doc = body[lang] ?? body[fallback] ?? body[written[0] ?? lang];
  const main = `<h1>${escapeText(title)}</h1>${pageBodyHtml(doc, { lang, fallback, at: now, forms, formPath: (slug) => `${paths.form(slug)}?lang=${lang}` })}`;
  const description = textIn(page.publishedDescription, lang, fallback);
  return { status: 200, html: publicDocument({ ...common, title, description, main, alternates, canonical: `${base}${path}?lang=${lang}` }) };
}

function send(c: Context, rendered: Rendered): Response {
  c.header('Content-Security-Policy', PAGE_CSP);
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Cookie, Accept-Language');
  return c.html(rendered.html, rendered.status);
}

/** Mounts the public landing pages before the public app's catch-all. */
export function mountPublicPages(app: Hono, deps: AppDeps): void {
  const db = () => deps.database.db;

  // The home page: the one published, else the public app as it was.
  app.on(['GET', 'HEAD'], ['/p/:company/:project', '/p/:company/:project/'], async (c: Context, next: Next) => {
    const site = await findSite(db(), c.req.param('company')!, c.req.param('project')!);
    const page = site ? await publishedPage(db(), site, { home: true }) : null;
    if (!site || !page) return next();
    return send(c, await renderPage(c, deps, site, page));
  });

  app.on(['GET', 'HEAD'], '/p/:company/:project/:slug', async (c: Context, next: Next) => {
    const slug = c.req.param('slug')!;
    if (isReservedPageSlug(slug)) return next();
    const site = await findSite(db(), c.req.param('company')!, c.req.param('project')!);
    if (!site) return next();
    const page = SLUG.test(slug) ? await publishedPage(db(), site, { slug }) : null;
    return send(c, await renderPage(c, deps, site, page));
  });

  // The banner dismissed without a script: a cookie for a year, and back to the page it was on.
  app.post('/p/:company/:project/cookies', bodyLimit({ maxSize: 4096, onError: (c) => c.text('Too large', 413) }), async (c) => {
    const site = await findSite(db(), c.req.param('company')!, c.req.param('project')!);
    if (!site) return c.text('Not found', 404);
    const paths = publicPath(site.companySlug, site.project.slug);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const back = typeof form.back === 'string' ? form.back : '';
    // Only back to a page of this project: never another site.
    const target = back.startsWith(paths.root) && !back.includes('//') && !back.includes('\\') ? back : paths.root;
    setCookie(c, BANNER_COOKIE, '1', { path: '/p/', maxAge: 365 * 24 * 60 * 60, sameSite: 'Lax', secure: isSecure(c, deps.config), httpOnly: false });
    return c.redirect(target, 303);
  });
}
