import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../server/db/client.ts';
import { migrationsHash } from './migrations-hash.ts';

const PGLITE_PACKAGE = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url));

// initdb and the migrations cost about 3 s per test file; loading a dump of their result costs well under 1 s.
// The dump is kept on disk under a name that changes with the migrations and the PGlite version.
function templateFile(): string {
  return path.join(os.tmpdir(), `bo-pglite-template-${migrationsHash([PGLITE_PACKAGE])}.tar`);
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
