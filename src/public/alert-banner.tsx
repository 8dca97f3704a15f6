import { useEffect, useState } from 'react';
import { PublicAlerts, type PublicAlert } from '../../contract/alerts-public.ts';
import type { Language } from '../../contract/languages.ts';
import { publicCall, type SitePlace } from './api.ts';
import { readStored, writeStored } from './device.ts';
import { useTexts } from './texts.ts';
import classes from './alert-banner.module.css';

// The last announcements read and the ones dismissed stay on the device: offline, the page shows what it last knew.
const alertsKey = (place: SitePlace) => `p.alerts:${place.company}/${place.project}`;
const dismissedKey = (place: SitePlace) => `p.alerts-dismissed:${place.company}/${place.project}`;

function inLanguage(texts: Record<string, string>, lang: Language, fallback: Language): string {
  return texts[lang] || texts[fallback] || Object.values(texts).find((text) => text.trim() !== '') || '';
}

/** The announcements chosen for this project's public pages, each dismissable on this device. */
export function PublicAlertBanner({ place, lang, fallback }: { place: SitePlace; lang: Language; fallback: Language }) {
  const texts = useTexts().alertBanner;
  const [items, setItems] = useState<PublicAlert[]>(() => readStored<PublicAlert[]>(alertsKey(place)) ?? []);
  const [dismissed, setDismissed] = useState<string[]>(() => readStored<string[]>(dismissedKey(place)) ?? []);

  useEffect(() => {
    let current = true;
    void publicCall(PublicAlerts, place).then((result) => {
      if (!current || !result.ok) return;
      setItems(result.data.items);
      writeStored(alertsKey(place), result.data.items);
    });
    return () => {
      current = false;
    };
  }, [place.company, place.project]); // eslint-disable-line react-hooks/exhaustive-deps

  const dismiss = (id: string) => {
    // Only the announcements still shown are remembered, so the list never grows.
    const next = [...dismissed.filter((one) => items.some((item) => item.id === one)), id];
    setDismissed(next);
    writeStored(dismissedKey(place), next);
  };

  // The moment the screen opened: states and ends are read against it.
  const [now] = useState(() => Date.now());
  const shown = items.filter((item) => !dismissed.includes(item.id) && (item.ends_at === null || Date.parse(item.ends_at) > now));
  if (shown.length === 0) return null;
  return (
    <section className={classes.banner} aria-label={texts.label()} data-testid="public-alert-banner">
      {shown.map((item) => {
        const title = inLanguage(item.title, lang, fallback);
        const body = inLanguage(item.body, lang, fallback);
        const tone = item.severity === 'critical' ? classes.critical : item.severity === 'warning' ? classes.warning : '';
        return (
          <div key={item.id} className={[classes.alert, tone].filter(Boolean).join(' ')} role={item.severity === 'critical' ? 'alert' : 'status'} data-severity={item.severity}>
            <div className={classes.text}>
              <p className={classes.title}>{title}</p>
              {/* Rendered by the server's one rich-text renderer and passed through its allowlist. */}
              {body && <div className={classes.body} dangerouslySetInnerHTML={{ __html: body }} />}
            </div>
            <button type="button" className={classes.close} aria-label={texts.dismissNamed({ title })} onClick={() => dismiss(item.id)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        );
      })}
    </section>
  );
}
