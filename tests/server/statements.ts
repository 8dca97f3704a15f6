import type { Db } from '../../server/db/db.ts';

/**
 * The text of every statement the database client receives outside a transaction while `work`
 * runs (PGlite takes the text, pg a config object holding it), and what `work` answered.
 */
export async function statementsDuring<T>(db: Db, work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  client.query = (...args: unknown[]) => {
    statements.push(typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text));
    return original.apply(client, args);
  };
  try {
    return { result: await work(), statements };
  } finally {
    client.query = original;
  }
}
