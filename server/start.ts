// `npm start`: builds the PWA when dist/ is missing or stale, then starts the server
// with the demo data on (DEMO_DATA=0 turns it off).
import { appIsStale, buildApp } from './build-app.ts';

process.env.DEMO_DATA ??= '1';

// The build runs beside the database's start (on a first start its creation, the migrations and
// the demo data) and the loading of the server's modules; the server listens once both are done.
let built: Promise<void> | undefined;
if (appIsStale()) {
  console.info('Building the app (dist/ is missing or older than its sources) while the database starts...');
  built = buildApp().then((seconds) => console.info(`The app was built in ${seconds.toFixed(1)} s.`));
  // Its failure is read once the database is ready, so that it closes cleanly; until then it is not unhandled.
  built.catch(() => undefined);
}
const { main } = await import('./main.ts');
await main(built);
