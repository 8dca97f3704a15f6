import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import './alert-banner.css';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertOctagon, IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AlertAck, AlertCurrent, type AlertSeverity, type CurrentAlert } from '../../../contract/alerts.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { call } from '../../lib/api.ts';
import { storeAnswer, useCached } from '../../lib/cache/use-cached.ts';
import { noticeFailure, noticeSuccess } from '../../lib/notices.ts';
import { usePendingWrites } from '../../lib/sync/use-outbox.ts';

/** How often a signed-in screen asks for the alerts again. */
export const ALERTS_REFRESH_MS = 3 * 60 * 1000;

const COLORS: Record<AlertSeverity, string> = { info: 'blue', warning: 'orange', critical: 'red' };
const ICONS = { info: IconInfoCircle, warning: IconAlertTriangle, critical: IconAlertOctagon };

/** A text in the reader's language, else the first one written. */
export function inLanguage(texts: Record<string, string>, lang: string): string {
  return texts[lang] || Object.values(texts).find((text) => text.trim() !== '') || '';
}

/**
 * The alerts the banner shows: not acknowledged nor dismissed (on the server, or by a change this
 * device still holds), not hidden here, and not ended since the device read them.
 */
export function shownAlerts(items: readonly CurrentAlert[], waiting: ReadonlySet<string>, hidden: ReadonlySet<string>, now: number): CurrentAlert[] {
  return items.filter((item) => !item.acknowledged && !waiting.has(item.id) && !hidden.has(item.id) && (item.ends_at === null || Date.parse(item.ends_at) > now));
}

/**
 * The alerts meant for the signed-in operator, over every screen: read through the device's copy
 * (so a tablet offline shows what it last synced), asked again at start, when the connection comes
 * back and every few minutes. An acknowledgement or a dismissal goes through the outbox: made
 * offline, it hides the alert at once and reaches the server when the connection is back.
 */
export function AlertBanner() {
  const { LL, locale } = useI18nContext();
  const words = LL.shell.alertBanner;
  const current = useCached(AlertCurrent, {});
  const { reload } = current;
  const waiting = new Set(usePendingWrites(AlertAck).map((entry) => String(entry.body.id)));
  // Alerts acknowledged here, and system alerts (no one's to acknowledge) hidden on this screen until the next start.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(Date.now());
      reload();
    }, ALERTS_REFRESH_MS);
    window.addEventListener('online', reload);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', reload);
    };
  }, [reload]);

  async function acknowledge(item: CurrentAlert) {
    const result = await call(AlertAck, { id: item.id });
    if (!result.ok) return void noticeFailure(words.failed({ error: result.error?.message ?? '' }));
    if (result.queued) return void noticeSuccess(words.queued());
    // Hidden at once; the device's copy follows, so the next start without a connection agrees.
    setHidden((before) => new Set([...before, item.id]));
    const answer = current.data;
    if (answer) await storeAnswer(AlertCurrent, {}, { items: answer.items.map((one) => (one.id === item.id ? { ...one, acknowledged: true } : one)) });
  }

  const shown = shownAlerts(current.data?.items ?? [], waiting, hidden, now);
  if (shown.length === 0) return null;
  return (
    <Stack component="section" aria-label={words.label()} gap="xs" mb="md" data-testid="alert-banner">
      {shown.map((item) => {
        const title = inLanguage(item.title, locale);
        const body = inLanguage(item.body, locale);
        const Icon = ICONS[item.severity];
        const dismiss = item.system ? () => setHidden((before) => new Set([...before, item.id])) : () => void acknowledge(item);
        return (
          <Alert
            key={item.id}
            color={COLORS[item.severity]}
            variant="light"
            icon={<Icon aria-hidden="true" size={20} />}
            title={item.system ? `${words.system()}: ${title}` : title}
            withCloseButton={!item.ack_required}
            closeButtonLabel={words.dismissNamed({ title })}
            onClose={dismiss}
            data-alert={item.id}
            data-severity={item.severity}
          >
            <Stack gap="xs">
              {/* Rendered by the server's one rich-text renderer and passed through its allowlist. */}
              {body && <div className="bo-alert-body" dangerouslySetInnerHTML={{ __html: body }} />}
              {item.ack_required && (
                <Button size="compact-sm" color={COLORS[item.severity]} style={{ alignSelf: 'flex-start' }} onClick={() => void acknowledge(item)}>
                  {words.acknowledge()}
                </Button>
              )}
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
