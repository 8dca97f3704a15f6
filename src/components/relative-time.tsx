import { useEffect, useState } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { fullTime, relativeTime } from '../lib/time/relative.ts';

// Every relative time on screen moves on together, once a minute.
const listeners = new Set<(now: number) => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    listeners.add(setNow);
    timer ??= setInterval(() => listeners.forEach((listener) => listener(Date.now())), 60_000);
    return () => {
      listeners.delete(setNow);
      if (listeners.size === 0) {
        clearInterval(timer);
        timer = undefined;
      }
    };
  }, []);
  return now;
}

/**
 * A moment as people read it ("3 minutes ago"), with the full time on hover and for
 * assistive technology (`<time>`'s `dateTime` and `title`). Takes an ISO string or a Date.
 */
export function RelativeTime({ value }: { value: string | Date }) {
  const { locale } = useI18nContext();
  const now = useNow();
  const when = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(when.getTime())) return null;
  return (
    <time dateTime={when.toISOString()} title={fullTime(when, locale)}>
      {relativeTime(when, new Date(now), locale)}
    </time>
  );
}
