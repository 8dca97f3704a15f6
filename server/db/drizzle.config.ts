import { defineConfig } from 'drizzle-kit';

/** drizzle-kit settings: `npm run db:generate` writes a migration for each schema change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema',
  out: './server/db/migrations',
});
