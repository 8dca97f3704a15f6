// Drizzle asks PGlite for every statement's result with the same few parsers of its own (dates and
// intervals kept as the text PostgreSQL sends; Drizzle reads them itself). PGlite merges a
// statement's parsers into a copy of its whole map of about 320 types, at every statement: half a
// millisecond each, more than many of the statements themselves. Given once to the client, the
// same parsers serve every statement, and a statement bringing exactly those is sent without them.
import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

type Parser = (value: string) => unknown;
const asSent: Parser = (value) => value;

/** The types Drizzle's PGlite driver keeps as sent: dates, intervals, and their arrays. */
const KEPT_AS_SENT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

/** The client's own parsers, given when it is made: Drizzle's, for every statement. */
export const DRIZZLE_PARSERS: Record<number, Parser> = Object.fromEntries(KEPT_AS_SENT.map((type) => [type, asSent]));

// A statement's options without parsers the client already has.
function lean(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers || !Object.keys(parsers).every((type) => KEPT_AS_SENT.includes(Number(type)))) return options;
  const { parsers: _given, ...rest } = options;
  return rest;
}

type Query = PGlite['query'];

function leanQuery(query: Query, self: object): Query {
  return ((text: string, params?: unknown[], options?: QueryOptions) => query.call(self, text, params, lean(options))) as Query;
}

/**
 * Sends the statements of `client` (made with `parsers: DRIZZLE_PARSERS`) and of its transactions
 * without the parsers it already has.
 */
export function leanParsers(client: PGlite): PGlite {
  const { query, transaction } = client;
  client.query = leanQuery(query, client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction.call(client, (tx: Transaction) => {
      tx.query = leanQuery(tx.query, tx);
      return callback(tx);
    })) as PGlite['transaction'];
  return client;
}
