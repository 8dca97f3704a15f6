import { useState } from 'react';
import type { Language } from '../../contract/languages.ts';
import { localized } from '../lib/form-fields/localized.ts';
import { readStored, writeStored } from './device.ts';
import type { SiteAnswer } from './site-data.ts';
import { useTexts } from './texts.ts';
import { Button, ui } from './ui/controls.tsx';
import classes from './layout.module.css';

const KEY = 'p.cookies';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Whether the banner was dismissed on this device less than a year ago. */
export function bannerDismissed(now = Date.now()): boolean {
  const at = readStored<number>(KEY);
  return typeof at === 'number' && now - at < YEAR_MS;
}

/** The cookie-law banner of the installation, in the page's language, until dismissed (for a year, on this device). */
export function CookieBanner({ law, lang, fallback }: { law: SiteAnswer['cookie_law']; lang: Language; fallback: Language }) {
  const texts = useTexts();
  const [hidden, setHidden] = useState(bannerDismissed);
  if (!law.enabled || hidden) return null;
  const title = localized(law.title, lang, fallback);
  return (
    <section className={classes.banner} aria-label={title || texts.page.cookiePolicy()}>
      <div className={classes.bannerText}>
        {title && <p className={classes.bannerTitle}>{title}</p>}
        <p className={classes.bannerBody}>{localized(law.body, lang, fallback)}</p>
        {law.policy_url && (
          <a className={ui.link} href={law.policy_url} target="_blank" rel="noopener">
            {texts.page.cookiePolicy()}
          </a>
        )}
      </div>
      <Button
        onClick={() => {
          writeStored(KEY, Date.now());
          setHidden(true);
        }}
      >
        {localized(law.accept, lang, fallback) || 'OK'}
      </Button>
    </section>
  );
}
