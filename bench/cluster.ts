// The benchmarks' databases on a PostgreSQL cluster (BENCH_DATABASE_URL): one statement at a
// time on a connection of its own, and a database of a benchmark's own, dropped at its end.
import crypto from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the cluster (or a database of it); answers the first column of the first row as text ('' when none). */
export async function onCluster(url: string, statement: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, unknown>>(statement);
    return String(Object.values(rows[0] ?? {})[0] ?? '');
  } finally {
    await client.end();
  }
}

/** A database of its own on the cluster (`<prefix>_<random>`), in UTF-8, with what drops it. */
export async function createBenchDatabase(clusterUrl: string, prefix = 'bo_bench'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await onCluster(clusterUrl, `CREATE DATABASE ${name} ENCODING 'UTF8' TEMPLATE template0`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await onCluster(clusterUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
