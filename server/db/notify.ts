// News that every server of one database hears: "work was queued", "a cached thing changed". On
// PostgreSQL a NOTIFY reaches every server LISTENing on a connection of its own; on PGlite the
// database belongs to one process, so the news never leaves it.
import crypto from 'node:crypto';
import pg from 'pg';

/** What a piece of news is about: each channel has its listeners. */
export type Channel = 'jobs' | 'mail';

/** News between the servers of one database. */
export interface Signals {
  /**
   * Tells every server of this database, this one first, that `channel` has news. It never
   * fails: news that cannot reach the others is found by their next poll or version read.
   */
  send(channel: Channel): void;
  /**
   * Calls `listener` at each news of `channel` from any server of this database, and after the
   * listening connection comes back from a loss (news may have been missed meanwhile, so the
   * listener looks again as it would on news). Answers how to stop listening.
   */
  on(channel: Channel, listener: () => void): () => void;
  close(): Promise<void>;
}

// Channels are named apart from anything else that may NOTIFY on a shared cluster.
const PREFIX = 'back_office_';
/** The first wait before the listening connection is opened again after a loss; doubled up to the longest. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_LONGEST_MS = 5_000;

/** The listeners of each channel, called in this process. */
class Listeners {
  private readonly byChannel = new Map<Channel, Set<() => void>>();

  add(channel: Channel, listener: () => void): () => void {
    let set = this.byChannel.get(channel);
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  channels(): Channel[] {
    return [...this.byChannel].filter(([, set]) => set.size > 0).map(([channel]) => channel);
  }

  call(channel: Channel): void {
    for (const listener of this.byChannel.get(channel) ?? []) listener();
  }

  callAll(): void {
    for (const channel of this.byChannel.keys()) this.call(channel);
  }
}

/** News within this process only: PGlite's database has no other server. */
export function processSignals(): Signals {
  const listeners = new Listeners();
  return {
    send: (channel) => listeners.call(channel),
    on: (channel, listener) => listeners.add(channel, listener),
    close: async () => undefined,
  };
}

/**
 * News through PostgreSQL: `send` calls this server's listeners at once and NOTIFYs through the
 * pool; a connection of its own, opened at the first `on`, LISTENs and hands the other servers'
 * news to the listeners (its own comes back too and is told apart by the sender's id).
 */
export function postgresSignals(pool: pg.Pool, connectionString: string): Signals {
  const listeners = new Listeners();
  const self = crypto.randomUUID();
  const listening = new Set<Channel>();
  let client: pg.Client | undefined;
  let opening: Promise<void> | undefined;
  let retryMs = RECONNECT_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const listen = async (channel: Channel) => {
    if (!client || listening.has(channel)) return;
    listening.add(channel);
    await client.query(`LISTEN ${PREFIX}${channel}`);
  };

  const scheduleRetry = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void open(true);
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_LONGEST_MS);
  };

  const lost = (which: pg.Client) => {
    if (which !== client) return;
    client = undefined;
    listening.clear();
    which.end().catch(() => undefined);
    scheduleRetry();
  };

  const open = (reconnecting: boolean): Promise<void> => {
    opening ??= (async () => {
      const next = new pg.Client({ connectionString });
      // A lost connection says so through 'error' (a broken socket) or 'end' (the server closed it).
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      next.on('notification', (message) => {
        if (message.payload === self || !message.channel.startsWith(PREFIX)) return;
        listeners.call(message.channel.slice(PREFIX.length) as Channel);
      });
      try {
        await next.connect();
        if (closed) {
          await next.end();
          return;
        }
        client = next;
        for (const channel of listeners.channels()) await listen(channel);
        retryMs = RECONNECT_FIRST_MS;
        // What was sent while nobody listened is looked for now.
        if (reconnecting) listeners.callAll();
      } catch {
        if (client === next) lost(next);
        else {
          next.end().catch(() => undefined);
          scheduleRetry();
        }
      }
    })().finally(() => (opening = undefined));
    return opening;
  };

  return {
    send(channel) {
      listeners.call(channel);
      pool.query('SELECT pg_notify($1, $2)', [PREFIX + channel, self]).catch(() => undefined);
    },
    on(channel, listener) {
      const stop = listeners.add(channel, listener);
      if (!closed) {
        if (client) listen(channel).catch(() => client && lost(client));
        else if (!retry) void open(false);
      }
      return stop;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await opening;
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
