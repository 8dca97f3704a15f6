import type { AppDeps } from '../deps.ts';
import { sharedAlarm } from '../jobs/wake.ts';
import { expireMailLeases } from './queue-store.ts';
import { MAIL_DELIVERY_DEFAULTS, sendClaimable, type MailDeliveryOptions } from './send.ts';

const senders = sharedAlarm('mail');

/** Wakes the delivery loops of this process and of the other servers of its databases, after a commit that queued mail outside a call (a job). */
export const wakeMailSenders: () => void = senders.wake;

/** A started delivery loop. */
export interface MailDelivery {
  /** Stops claiming; the messages under way are sent and settled first. */
  stop(): Promise<void>;
}

/**
 * Starts the loop that sends the queue's messages beside the job runner, in a lane of its own so
 * that mail never waits behind a long job: a batch at a time, claimed from the database (so any
 * number of servers share one queue), retries when their wait is over, a dead server's messages
 * once its lease has run out.
 */
export function startMailDelivery(deps: AppDeps, options: Partial<MailDeliveryOptions> = {}): MailDelivery {
  const settings = { ...MAIL_DELIVERY_DEFAULTS, ...options };
  const stopping = new AbortController();
  const unlisten = senders.listen(deps.database.signals);
  const loop = (async () => {
    if (settings.soleServer) {
      await expireMailLeases(deps.database.db).catch((error: unknown) => deps.logger.error('Could not take back the mail left sending', error));
    }
    while (!stopping.signal.aborted) {
      try {
        const claimed = await sendClaimable(deps, { limit: settings.batchSize }, settings);
        if (claimed === 0) await senders.nap(settings.pollMs);
      } catch (error) {
        // The database may be briefly away (a restart, a lost connection): try again after a pause.
        deps.logger.error('The mail delivery could not claim or settle messages', error);
        await senders.nap(settings.pollMs);
      }
    }
  })();
  return {
    async stop() {
      stopping.abort();
      unlisten();
      senders.wake();
      await loop;
    },
  };
}
