import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MIGRATIONS = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

/** A short hash of the committed migrations (and of `extra` files), naming the migrated templates the test databases are copied from. */
export function migrationsHash(extra: string[] = []): string {
  const hash = crypto.createHash('sha256');
  for (const file of extra) hash.update(fs.readFileSync(file));
  for (const file of listFiles(MIGRATIONS)) hash.update(path.relative(MIGRATIONS, file)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}
