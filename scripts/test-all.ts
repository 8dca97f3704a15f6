// `npm test`: every check in order, stopping at the first failure: type-check, lint,
// i18n, unit and integration tests (PGlite, then PostgreSQL when TEST_DATABASE_URL is
// set), the production build, and the browser tests in Chromium against the real server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, CHROMIUM_HELP } from './chromium.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-test-'));
// The steps' reports are read for the last line's counts, then removed with the folder, however the run ends.
process.on('exit', () => fs.rmSync(reports, { recursive: true, force: true }));
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };

/**
 * Runs one step. `count` adds the step's test report to the total, whether the step passed or
 * failed, so a failing step's tests are counted in the last line too.
 */
function run(title: string, command: string, args: string[], env: Record<string, string> = {}, count?: () => void): void {
  console.info(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  try {
    count?.();
  } catch {
    // No report (the runner stopped before writing it): the step's failure below says enough.
  }
  if (result.status !== 0) {
    console.error(`\n${title} failed after ${seconds} s.`);
    printTotal();
    process.exit(result.status ?? 1);
  }
  console.info(`--- ${title}: ok in ${seconds} s`);
}

function addVitest(file: string): void {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests + report.numTodoTests;
}

function addPlaywright(file: string): void {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  total.passed += report.stats.expected + report.stats.flaky;
  total.failed += report.stats.unexpected;
  total.skipped += report.stats.skipped;
}

function printTotal(): void {
  console.info(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
}

// The fuzz of the calls' input (junk, text, the OpenAPI description's shapes) runs on PGlite only:
// what it checks (validation, the answers' shapes, no 500) is the same PostgreSQL engine on both,
// and it is a fifth of the PostgreSQL pass's time.
const ONCE = ['tests/server/junk-*.property.test.ts', 'tests/server/text-input.property.test.ts', 'tests/server/openapi-fuzz.property.test.ts'];

const chromium = findChromium();
if (!chromium) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}

run('Type-check', bin('tsc'), ['-b']);
run('Lint', bin('eslint'), ['.', '--max-warnings', '0']);
run('i18n', bin('tsx'), ['scripts/check-i18n.ts']);

const unit = path.join(reports, 'vitest.json');
run('Unit and integration tests (PGlite)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unit}`], {}, () =>
  addVitest(unit),
);

if (process.env.TEST_DATABASE_URL) {
  const pg = path.join(reports, 'vitest-postgres.json');
  run(
    'Integration tests (PostgreSQL)',
    bin('vitest'),
    ['run', '--project', 'server', ...ONCE.flatMap((glob) => ['--exclude', glob]), '--reporter=default', '--reporter=json', `--outputFile.json=${pg}`],
    { TEST_DB_ENGINE: 'postgres' },
    () => addVitest(pg),
  );
} else {
  console.info('\n(TEST_DATABASE_URL is not set: the PostgreSQL pass is left out; .ci/run sets it.)');
}

run('Build', bin('vite'), ['build', '--logLevel', 'warn']);

const e2e = path.join(reports, 'playwright.json');
run(
  'Browser tests (Chromium)',
  bin('playwright'),
  ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
  { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: e2e },
  () => addPlaywright(e2e),
);

printTotal();
process.exit(total.failed > 0 ? 1 : 0);
