import { eq } from 'drizzle-orm';
import { isLanguage, type Language } from '../../../../contract/languages.ts';
import type { Db } from '../../../db/db.ts';
import { companies } from '../../../db/schema/companies.ts';
import { projects } from '../../../db/schema/projects.ts';
import { escapeText } from '../../../rich-text/html.ts';
import type { PageRow } from '../presenter.ts';
import { pageForms } from './forms.ts';
import { pageBodyHtml, textIn } from './page-body.ts';
import { publicPath } from './paths.ts';

/**
 * The page's main content as the public page shows it in `lang` at `at`: its title and its body,
 * the draft or the copy published (nothing when it never was).
 */
export async function previewHtml(db: Db, row: PageRow, lang: Language, at: Date, draft: boolean): Promise<string> {
  const title = draft ? row.title : row.publishedTitle;
  const body = draft ? row.body : row.publishedBody;
  if (!title || !body) return '';
  const [site] = await db
    .select({ company: companies.slug, project: projects.slug, defaultLang: projects.defaultLang })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(projects.id, row.projectId))
    .limit(1);
  const fallback: Language = isLanguage(site?.defaultLang) ? site.defaultLang : 'it';
  const forms = await pageForms(db, row.projectId);
  const paths = publicPath(site?.company ?? '', site?.project ?? '');
  const doc = body[lang] ?? body[fallback];
  return `<h1>${escapeText(textIn(title, lang, fallback))}</h1>${pageBodyHtml(doc, { lang, fallback, at, forms, formPath: (slug) => `${paths.form(slug)}?lang=${lang}` })}`;
}
