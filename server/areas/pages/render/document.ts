// The whole HTML of a public landing page: the language and search tags, the project's theme as CSS
// variables, the logo, background and site menu, the page's content, and the cookie banner. No
// script but the banner's few lines (allowed by their hash), so it reads the same with scripting off.
import crypto from 'node:crypto';
import type { LocalizedText } from '../../../../contract/form-definition.ts';
import type { Language } from '../../../../contract/languages.ts';
import { LANGUAGE_OPTIONS } from '../../../../contract/languages.ts';
import { mediaImagePath } from '../../../../contract/media.ts';
import type { CookieLaw } from '../../../../contract/public.ts';
import { escapeAttribute, escapeText } from '../../../rich-text/html.ts';
import { textIn } from './page-body.ts';
import type { PageTheme } from './theme.ts';
import { PAGE_WORDS } from './words.ts';

/** The cookie a dismissed banner leaves, read by the server so the page comes without it. */
export const BANNER_COOKIE = 'p_cookies';

/** Where the public app keeps the banner's dismissal on the device: the page's script writes it too. */
const BANNER_STORAGE_KEY = 'p.cookies';

/** A link of the site menu, ready to show. */
export interface MenuLink {
  label: string;
  href: string;
  current: boolean;
}

/** What a public page shows. */
export interface PublicDocument {
  lang: Language;
  fallback: Language;
  projectName: string;
  /** The page's title, its meta description and its main content's HTML; a not-found page has its own words. */
  title: string;
  description: string;
  main: string;
  theme: PageTheme;
  menu: MenuLink[];
  /** The page's address in each of its languages (absolute), for hreflang and the language links. */
  alternates: Array<{ lang: Language; href: string }>;
  /** The address of this page in the reader's language (absolute). */
  canonical: string | null;
  homeHref: string;
  banner: { law: CookieLaw; action: string; back: string } | null;
  /** The installation's announcements chosen for the project's public pages, in the reader's language, the loudest first. */
  alerts?: Array<{ severity: 'info' | 'warning' | 'critical'; title: string; html: string }>;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Only a hex colour reaches the style sheet: anything else stored falls back to the default.
const color = (value: unknown, fallback: string) => (typeof value === 'string' && HEX.test(value) ? value : fallback);
const image = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? mediaImagePath(value.toLowerCase()) : null);

function themeCss(theme: PageTheme): string {
  const palette = theme.colors.vuetify ?? ({} as PageTheme['colors']['vuetify']);
  const background = theme.graphics.pages?.background;
  const backgroundImage = background?.mode === 'image' ? image(background.media_id) : null;
  const vars = [
    `--pg-primary:${color(palette.primary, '#1976D2')}`,
    `--pg-secondary:${color(palette.secondary, '#424242')}`,
    `--pg-accent:${color(palette.accent, '#82B1FF')}`,
    `--pg-title-fg:${color(theme.colors.pageTitles?.foreground, '#FFFFFF')}`,
    `--pg-title-bg:${color(theme.colors.pageTitles?.background, '#2196F3')}`,
    `--pg-page-bg:${background?.mode === 'color' ? color(background.color, '#ffffff') : 'transparent'}`,
    `--pg-page-image:${backgroundImage ? `url("${backgroundImage}")` : 'none'}`,
  ];
  return `:root{${vars.join(';')}}`;
}

const BASE_CSS = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:1rem;line-height:1.6;color:#1f2328;background-color:var(--pg-page-bg);background-image:var(--pg-page-image);background-repeat:repeat;background-position:center top}
a{color:var(--pg-primary)}
a:focus-visible,button:focus-visible{outline:3px solid var(--pg-accent);outline-offset:2px}
.pg-skip{position:absolute;left:-9999px;top:0;background:#fff;color:#000;padding:.5rem 1rem;z-index:2}
.pg-skip:focus{left:1rem}
.pg-band{background:var(--pg-title-bg);color:var(--pg-title-fg)}
.pg-band-inner,.pg-nav-inner,.pg-main,.pg-foot{max-width:60rem;margin:0 auto;padding:0 1rem}
.pg-band-inner{display:flex;align-items:center;gap:.75rem;min-height:4rem;padding-top:.5rem;padding-bottom:.5rem}
.pg-band a{color:inherit;text-decoration:none;display:flex;align-items:center;gap:.75rem}
.pg-logo{max-height:3rem;max-width:10rem;height:auto;width:auto}
.pg-project{font-size:1.5rem;font-weight:700;line-height:1.2}
.pg-nav{background:#fff;border-bottom:1px solid #d0d7de}
.pg-nav ul{list-style:none;margin:0;padding:.25rem 0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.pg-nav a{display:inline-block;padding:.5rem 0;font-weight:600;text-decoration:none;color:#1f2328;border-bottom:3px solid transparent}
.pg-nav a[aria-current]{border-bottom-color:var(--pg-primary)}
.pg-nav a:hover{text-decoration:underline}
.pg-main{background:#fff;padding-top:1.5rem;padding-bottom:2rem;width:100%;flex:1 0 auto}
.pg-main h1{font-size:2rem;line-height:1.2;margin:0 0 1rem}
.pg-main h2{font-size:1.5rem;line-height:1.25;margin:1.75rem 0 .75rem}
.pg-main h3{font-size:1.25rem;margin:1.5rem 0 .5rem}
.pg-main h4{font-size:1.1rem;margin:1.25rem 0 .5rem}
.pg-main img{max-width:100%;height:auto}
.pg-main table{border-collapse:collapse;display:block;overflow-x:auto;max-width:100%}
.pg-main th,.pg-main td{border:1px solid #d0d7de;padding:.4rem .6rem;text-align:left;vertical-align:top}
.pg-main blockquote{margin:1rem 0;padding:.25rem 1rem;border-left:4px solid #d0d7de;color:#3d444d}
.rt-button{display:inline-block;padding:.7rem 1.25rem;border-radius:.4rem;background:var(--pg-primary);color:#fff;font-weight:700;text-decoration:none}
.rt-button:hover{filter:brightness(.92)}
.pg-form{margin:1.5rem 0;padding:1rem 1.25rem;border:1px solid #d0d7de;border-left:6px solid var(--pg-primary);border-radius:.4rem;background:#fff}
.pg-form h2{margin:0 0 .25rem;font-size:1.3rem}
.pg-form-state{margin:.25rem 0 .75rem;font-weight:600}
.pg-form-closed{border-left-color:#6e7781}
.pg-foot{padding-top:1rem;padding-bottom:2rem}
.pg-foot ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1rem}
.pg-foot a{display:inline-block;padding:.4rem .5rem;background:#fff;border-radius:.25rem;color:#1f2328}
.pg-banner{position:sticky;bottom:0;background:#1f2328;color:#fff;padding:.75rem 1rem}
.pg-banner form{max-width:60rem;margin:0 auto;display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem}
.pg-banner p{margin:0;flex:1 1 20rem}
.pg-banner a{color:#fff}
.pg-banner button{font:inherit;font-weight:700;padding:.5rem 1rem;border:0;border-radius:.4rem;background:#fff;color:#1f2328;cursor:pointer;min-height:2.75rem}
@media (min-width:48rem){.pg-main{padding:2rem 2.5rem 3rem;margin-top:1.5rem;margin-bottom:1.5rem;border-radius:.5rem}.pg-main h1{font-size:2.5rem}}
.pg-alerts{max-width:60rem;margin:1rem auto 0;padding:0 1rem;display:grid;gap:.5rem}
.pg-alert{border-left:.35rem solid #1864ab;background:#e7f5ff;color:#1f2328;padding:.6rem .9rem;border-radius:.3rem}
.pg-alert-warning{border-color:#e67700;background:#fff4e6}
.pg-alert-critical{border-color:#c92a2a;background:#fff5f5}
.pg-alert p{margin:.25rem 0 0}
@media print{.pg-nav,.pg-banner,.pg-foot{display:none}}`;

// The banner's one script: hidden at once when the device dismissed it before (the public app's
// own record), and dismissed without a reload; without it, the form posts and the server answers.
const BANNER_SCRIPT = `(function(){var b=document.getElementById("pg-cookies");if(!b)return;var k=${JSON.stringify(BANNER_STORAGE_KEY)};function gone(){b.parentNode.removeChild(b)}try{var t=JSON.parse(localStorage.getItem(k));if(typeof t==="number"&&Date.now()-t<31536e6){gone();return}}catch(e){}b.querySelector("form").addEventListener("submit",function(e){e.preventDefault();try{localStorage.setItem(k,JSON.stringify(Date.now()))}catch(x){}document.cookie=${JSON.stringify(`${BANNER_COOKIE}=1; path=/p/; max-age=31536000; samesite=lax`)};gone()})})();`;

/** The page's Content-Security-Policy: the site's, with the banner's script allowed by its hash only. */
export const PAGE_CSP = [
  "default-src 'self'",
  `script-src 'sha256-${crypto.createHash('sha256').update(BANNER_SCRIPT).digest('base64')}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

// The announcements as a region above the page's content: no script, nothing to dismiss here (the
// public app's pages let a visitor dismiss them); each is said with its severity in words.
function alertsHtml(document: PublicDocument): string {
  const alerts = document.alerts ?? [];
  if (alerts.length === 0) return '';
  const lang = document.lang;
  const items = alerts
    .map((alert) => `<div class="pg-alert pg-alert-${alert.severity}"><strong>${escapeText(PAGE_WORDS[alert.severity][lang])}: ${escapeText(alert.title)}</strong>${alert.html}</div>`)
    .join('');
  return `<section class="pg-alerts" aria-label="${escapeAttribute(PAGE_WORDS.announcements[lang])}">${items}</section>`;
}

function bannerHtml(document: PublicDocument): string {
  const banner = document.banner;
  if (!banner || !banner.law.enabled) return '';
  const { lang, fallback } = document;
  const text = (value: LocalizedText) => textIn(value, lang, fallback);
  const title = text(banner.law.title);
  const policy = banner.law.policy_url
    ? ` <a href="${escapeAttribute(banner.law.policy_url)}" target="_blank" rel="noopener noreferrer">${escapeText(PAGE_WORDS.cookiePolicy[lang])}</a>`
    : '';
  return `<section id="pg-cookies" class="pg-banner" aria-label="${escapeAttribute(title || PAGE_WORDS.cookiePolicy[lang])}"><form method="post" action="${escapeAttribute(banner.action)}"><input type="hidden" name="back" value="${escapeAttribute(banner.back)}"><p>${title ? `<strong>${escapeText(title)}:</strong> ` : ''}${escapeText(text(banner.law.body))}${policy}</p><button type="submit">${escapeText(text(banner.law.accept) || 'OK')}</button></form></section><script>${BANNER_SCRIPT}</script>`;
}

function menuHtml(document: PublicDocument): string {
  if (document.menu.length === 0) return '';
  const items = document.menu
    .map((link) => `<li><a href="${escapeAttribute(link.href)}"${link.current ? ' aria-current="page"' : ''}>${escapeText(link.label)}</a></li>`)
    .join('');
  return `<nav class="pg-nav" aria-label="${escapeAttribute(PAGE_WORDS.menu[document.lang])}"><div class="pg-nav-inner"><ul>${items}</ul></div></nav>`;
}

function languagesHtml(document: PublicDocument): string {
  if (document.alternates.length < 2) return '';
  const names = new Map(LANGUAGE_OPTIONS.map((option) => [option.value, option.text]));
  const items = document.alternates
    .map(({ lang, href }) => {
      const current = lang === document.lang ? ' aria-current="true"' : '';
      return `<li><a href="${escapeAttribute(href)}" hreflang="${lang}" lang="${lang}"${current}>${escapeText(names.get(lang) ?? lang)}</a></li>`;
    })
    .join('');
  return `<footer class="pg-foot"><nav aria-label="${escapeAttribute(PAGE_WORDS.languages[document.lang])}"><ul>${items}</ul></nav></footer>`;
}

/** The page as one HTML document. */
export function publicDocument(document: PublicDocument): string {
  const { lang, theme } = document;
  const logo = image(theme.graphics.logo?.media_id);
  const fullTitle = document.title && document.title !== document.projectName ? `${document.title} · ${document.projectName}` : document.projectName;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // The product's icon, as the app's pages name it (without it a browser asks for /favicon.ico, which does not exist).
    '<link rel="icon" type="image/png" href="/icon-192.png">',
    `<title>${escapeText(fullTitle)}</title>`,
    document.description ? `<meta name="description" content="${escapeAttribute(document.description)}">` : '',
    document.canonical ? `<link rel="canonical" href="${escapeAttribute(document.canonical)}">` : '',
    ...document.alternates.map(({ lang: alt, href }) => `<link rel="alternate" hreflang="${alt}" href="${escapeAttribute(href)}">`),
    `<meta name="theme-color" content="${color(theme.colors.pageTitles?.background, '#2196F3')}">`,
    `<style>${themeCss(theme)}\n${BASE_CSS}</style>`,
  ].join('');
  const band = `<header class="pg-band"><div class="pg-band-inner"><a href="${escapeAttribute(document.homeHref)}">${
    logo ? `<img class="pg-logo" src="${escapeAttribute(logo)}" alt="${escapeAttribute(PAGE_WORDS.logo[lang])}">` : ''
  }<span class="pg-project">${escapeText(document.projectName)}</span></a></div></header>`;
  const body = `<a class="pg-skip" href="#main">${escapeText(PAGE_WORDS.skip[lang])}</a>${band}${menuHtml(document)}${alertsHtml(document)}<main id="main" class="pg-main">${document.main}</main>${languagesHtml(document)}${bannerHtml(document)}`;
  return `<!doctype html><html lang="${lang}" dir="ltr"><head>${head}</head><body>${body}</body></html>`;
}
