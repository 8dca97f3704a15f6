// `npm start`: builds the PWA when dist/ is missing or stale, then starts the server
// with the demo data on (DEMO_DATA=0 turns it off).
import { appIsStale, buildApp } from './build-app.ts';
import { main } from './main.ts';

process.env.DEMO_DATA ??= '1';

if (appIsStale()) {
  console.info('Building the app (dist/ is missing or older than its sources)...');
  try {
    buildApp();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
await main();
