import { useEffect, useState } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import type { SitePlace } from '../api.ts';
import { sendSave, sendSubmit, type Submitted } from './draft-calls.ts';
import { hasUnsent, resumeDraft, type DeviceDraft, type ServerDraft } from './draft-state.ts';
import { readDraft, writeDraft, type DraftPlace } from './draft-store.ts';
import { DraftSync, type SyncStatus } from './draft-sync.ts';

/** A draft on screen: the answers, and where its saving stands. */
export interface DraftView {
  draft: DeviceDraft;
  status: SyncStatus;
  message: string | null;
}

// The sync of one person's draft of one form, made once for the component that shows it.
function makeSync(place: SitePlace, form: string, email: string, server: ServerDraft | null, known: boolean, lang: Language) {
  const where: DraftPlace = { ...place, form, email };
  const draft = resumeDraft(readDraft(where), server, known, lang);
  writeDraft(where, draft);
  const sync = new DraftSync<Submitted>(
    {
      write: (next) => writeDraft(where, next),
      save: (body) => sendSave(place, form, body),
      submit: (pending) => sendSubmit(place, form, pending),
      newKey: newIdempotencyKey,
    },
    draft,
  );
  return { sync, first: { draft, status: sync.state, message: null } };
}

/**
 * The person's draft of a form: the server's with this device's unsent changes over it (taken
 * once, when the form shows; without a connection the device's own), kept on the device at every
 * change and sent as DraftSync does; what waits goes again when the connection returns and when
 * the page is hidden.
 */
export function useDraft(place: SitePlace, form: string, email: string, server: ServerDraft | null, known: boolean, lang: Language) {
  const [made] = useState(() => makeSync(place, form, email, server, known, lang));
  const [view, setView] = useState<DraftView>(made.first);

  useEffect(() => {
    const { sync } = made;
    const unsubscribe = sync.subscribe((draft, status, message) => setView({ draft, status, message }));
    sync.start();
    if (sync.current.submit || hasUnsent(sync.current)) void sync.flush();
    const online = () => sync.retryNow();
    const hidden = () => {
      if (document.visibilityState === 'hidden') void sync.flush();
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      unsubscribe();
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', hidden);
      void sync.flush();
      sync.stop();
    };
  }, [made]);

  return { view, sync: made.sync };
}
