import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../server/db/client.ts';

const MIGRATIONS = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));
const PGLITE_PACKAGE = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url));

// initdb and the migrations cost about 3 s per test file; loading a dump of their result costs well under 1 s.
// The dump is kept on disk under a name that changes with the migrations and the PGlite version.
function templateFile(): string {
  const hash = crypto.createHash('sha256');
  hash.update(fs.readFileSync(PGLITE_PACKAGE));
  for (const file of listFiles(MIGRATIONS)) hash.update(file).update(fs.readFileSync(file));
  return path.join(os.tmpdir(), `bo-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/** A dump of a freshly initialised and migrated PGlite, made once and reused by every test file. */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const file = templateFile();
  if (!fs.existsSync(file)) {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    // Written aside then renamed, so a file read by a parallel worker is never half written.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}
