import { useEffect, useRef, useState } from 'react';
import type { Language } from '../../contract/languages.ts';
import { localized } from '../lib/form-fields/localized.ts';
import { reserveBottom } from './banner-space.ts';
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

/**
 * The cookie-law banner of the installation, in the page's language, until dismissed (for a year,
 * on this device): a slim bar at the foot of the page, which keeps its height free below the page's
 * content so that it never covers a control.
 */
export function CookieBanner({ law, lang, fallback }: { law: SiteAnswer['cookie_law']; lang: Language; fallback: Language }) {
  const texts = useTexts();
  const [hidden, setHidden] = useState(bannerDismissed);
  const bar = useRef<HTMLElement>(null);
  const shown = law.enabled && !hidden;
  useEffect(() => (shown && bar.current ? reserveBottom(bar.current) : undefined), [shown]);
  if (!shown) return null;
  const title = localized(law.title, lang, fallback);
  return (
    <section ref={bar} className={classes.banner} aria-label={title || texts.page.cookiePolicy()}>
      <p className={classes.bannerText}>
        {title && <strong>{title}: </strong>}
        {localized(law.body, lang, fallback)}
        {law.policy_url && (
          <>
            {' '}
            <a className={ui.link} href={law.policy_url} target="_blank" rel="noopener">
              {texts.page.cookiePolicy()}
            </a>
          </>
        )}
      </p>
      <Button
        className={classes.bannerButton}
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
