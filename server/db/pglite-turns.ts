// PGlite runs each statement synchronously on the event loop's one thread, and its own queue hands
// the next statement its turn in the same tick. Under load the loop then went back to the network
// only between whole batches of requests, and a busy server accepted one new connection per batch:
// at 50 connections the last ones waited seconds for their first answer, some past 10 s.
import type { PGlite } from '@electric-sql/pglite';

type Work<T> = () => Promise<T>;

/** A FIFO queue that starts each piece of work in an event-loop turn of its own, after pending I/O. */
export function turnQueue(): <T>(work: Work<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: Work<T>) => {
    const result = tail.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
    tail = result.catch(() => undefined);
    return result;
  };
}

/**
 * Makes the client's statements and transactions take turns through one `turnQueue`, so the
 * server reads requests and accepts connections between any two of them. A transaction's own
 * statements run inside its turn.
 */
export function takeTurns(client: PGlite): PGlite {
  const inTurn = turnQueue();
  const { query, exec, transaction } = client;
  client.query = ((...args: Parameters<PGlite['query']>) => inTurn(() => query.apply(client, args))) as PGlite['query'];
  client.exec = (...args: Parameters<PGlite['exec']>) => inTurn(() => exec.apply(client, args));
  client.transaction = ((...args: Parameters<PGlite['transaction']>) => inTurn(() => transaction.apply(client, args))) as PGlite['transaction'];
  return client;
}
