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

/** Where a draft opens: the form, the person, the server's draft and whether it is the server's word now. */
export interface DraftOpening {
  form: string;
  email: string;
  server: ServerDraft | null;
  known: boolean;
  lang: Language;
  /** Answers the form fills in by itself where the draft has none (the person's name and email). */
  fill?(draft: DeviceDraft): DeviceDraft;
}

// The sync of one person's draft of one form, made once for the component that shows it.
function makeSync(place: SitePlace, { form, email, server, known, lang, fill }: DraftOpening) {
  const where: DraftPlace = { ...place, form, email };
  const resumed = resumeDraft(readDraft(where), server, known, lang);
  const draft = fill ? fill(resumed) : resumed;
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
export function useDraft(place: SitePlace, opening: DraftOpening) {
  const [made] = useState(() => makeSync(place, opening));
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
