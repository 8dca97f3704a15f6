import { useId } from 'react';
import { LANGUAGE_OPTIONS, type Language } from '../../contract/languages.ts';
import { mePath } from './route.ts';
import type { SiteAnswer } from './site-data.ts';
import { logoUrl } from './theme.ts';
import { useTexts } from './texts.ts';
import { PageLink } from './ui/controls.tsx';
import classes from './layout.module.css';

interface HeaderProps {
  site: SiteAnswer;
  place: { company: string; project: string };
  lang: Language;
  /** The languages the page can be read in. */
  languages: readonly Language[];
  onLang(lang: Language): void;
  /** The link to "My submissions", unless it is the page shown. */
  showMine: boolean;
  onSignOut(): void;
  /** As wide as a page that needs the room (the vote's gallery). */
  wide?: boolean;
}

/** The project's band: its logo and name in the theme's title colours, the language, my submissions, sign out. */
export function Header({ site, place, lang, languages, onLang, showMine, onSignOut, wide = false }: HeaderProps) {
  const texts = useTexts();
  const id = useId();
  const logo = logoUrl(site.theme);
  const user = site.user;
  const mine = mePath(place.company, place.project);
  return (
    <header className={classes.header}>
      <div className={wide ? `${classes.headerInner} ${classes.wide}` : classes.headerInner}>
        <div className={classes.brand}>
          {logo && <img className={classes.logo} src={logo} alt="" />}
          <p className={classes.project}>{site.project.name}</p>
        </div>
        <nav className={classes.nav} aria-label={site.project.name}>
          {languages.length > 1 && (
            <>
              <label htmlFor={`${id}-lang`} className="visually-hidden">
                {texts.page.language()}
              </label>
              <select id={`${id}-lang`} value={lang} onChange={(event) => onLang(event.currentTarget.value as Language)}>
                {LANGUAGE_OPTIONS.filter((option) => languages.includes(option.value)).map((option) => (
                  <option key={option.value} value={option.value} lang={option.value}>
                    {option.text}
                  </option>
                ))}
              </select>
            </>
          )}
          {user && showMine && (
            <PageLink href={mine}>{texts.page.mySubmissions()}</PageLink>
          )}
          {user && (
            <button type="button" onClick={onSignOut} title={texts.page.signedInAs({ email: user.email })}>
              {texts.page.signOut()}
            </button>
          )}
        </nav>
      </div>
    </header>
  );
}
