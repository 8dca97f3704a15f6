import { useEffect, useMemo } from 'react';
import { buildCall } from '../../../contract/endpoint.ts';
import { JudgeDeviceReport, JudgeScore, JudgeSessionGet, JudgeSessionList } from '../../../contract/judging.ts';
import { call } from '../../lib/api.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { db } from '../../lib/db/database.ts';
import { readSnapshot } from '../../lib/db/snapshots.ts';
import { operatorOutbox } from '../../lib/outbox/store.ts';
import { useOutboxEntries } from '../../lib/sync/use-outbox.ts';
import { deviceName } from '../../lib/user-agent.ts';
import type { SessionRef } from '../../lib/judging/session-path.ts';

const DEVICE_KEY = 'bo.device';
// While a judge's screen is open, the organisers' view of this device is at most this old.
const REPORT_EVERY_MS = 5 * 60_000;

/** This browser's own id among a judge's devices: made once, kept in localStorage. */
export function deviceId(): string {
  try {
    const kept = localStorage.getItem(DEVICE_KEY);
    if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
    const made = crypto.randomUUID().replaceAll('-', '');
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    // Storage refused: an id for this visit only; the organisers see a new device next time.
    return crypto.randomUUID().replaceAll('-', '');
  }
}

/** "Chrome 131 · Android": how the organisers tell a judge's devices apart. */
export function deviceLabel(userAgent: string): string {
  const { browser, os } = deviceName(userAgent);
  return [browser, os].filter(Boolean).join(' · ').slice(0, 120);
}

/**
 * The scores waiting in this device's outbox for each session it holds or has scored: every
 * session held whole is named, with 0 when nothing waits, so the organisers see it up to date.
 */
export async function pendingScores(sessions: readonly SessionRef[]): Promise<Array<SessionRef & { count: number }>> {
  const entries = await operatorOutbox(db);
  const counted = await Promise.all(
    sessions.map(async (ref) => {
      const path = buildCall(JudgeScore.path, { ...ref }).path;
      const count = entries.filter((entry) => entry.path === path).length;
      const held = count > 0 || (await readSnapshot(JudgeSessionGet.path, ref).catch(() => undefined)) !== undefined;
      return held ? [{ company: ref.company, project: ref.project, form: ref.form, session: ref.session, count }] : [];
    }),
  );
  return counted.flat();
}

// One report at a time, in order: the last one the server gets counts what waits now.
let reporting: Promise<void> = Promise.resolve();

/** Tells the server what this device holds and what waits on it; a failure waits for the next report. */
export function reportDevice(sessions: readonly SessionRef[]): Promise<void> {
  reporting = reporting.then(async () => {
    if (!navigator.onLine) return;
    const pending = await pendingScores(sessions);
    await call(JudgeDeviceReport, { device: deviceId(), app_version: __APP_VERSION__, label: deviceLabel(navigator.userAgent), pending });
  }).catch(() => undefined);
  return reporting;
}

// The judge's sessions as their list names them (kept on the device), and the one on screen.
function sessionsOf(list: ReadonlyArray<SessionRef> | undefined, current: SessionRef | undefined): SessionRef[] | null {
  if (!list && !current) return null;
  const refs = (list ?? []).map(({ company, project, form, session }) => ({ company, project, form, session }));
  if (current && !refs.some((ref) => ref.session === current.session)) refs.push({ ...current });
  return refs;
}

/**
 * While a judge's screen is open: reports the device (every session it holds, `current` among
 * them) now, whenever its outbox changes (scores queued, or sent by the page or the service
 * worker), when the connection returns, and every few minutes.
 */
export function useDeviceReport(current?: SessionRef): void {
  const list = useCached(JudgeSessionList, {}).data?.items;
  const key = JSON.stringify(sessionsOf(list, current));
  // The sessions as a value that changes only when they do (the list is read again on every change of the cache).
  const refs = useMemo(() => JSON.parse(key) as SessionRef[] | null, [key]);
  // The queue, followed in this page and in the service worker that replays it: a report whenever
  // it changes, scores queued or sent.
  const queued = useOutboxEntries();
  useEffect(() => {
    if (!refs || refs.length === 0 || queued === undefined) return;
    void reportDevice(refs);
  }, [refs, queued]);
  useEffect(() => {
    if (!refs || refs.length === 0) return;
    const report = () => void reportDevice(refs);
    const timer = setInterval(report, REPORT_EVERY_MS);
    window.addEventListener('online', report);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', report);
    };
  }, [refs]);
}
