// A judge's tablet making a session available offline, on the real server and in Chromium: a session
// of 500 submissions, each with a stored file of 100-300 KB, opened online until the screen says
// every file is on the device (time, files and bytes kept, the session's JSON, the room the app
// takes); then with no connection, after a reload, a file's download must answer from the device.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright';
import { SessionSave } from '../contract/judging.ts';
import { mediaDownloadPath } from '../contract/media.ts';
import { SESSION_FILES_CACHE } from '../src/lib/files/session-files-cache.ts';
import { signInThroughApi } from '../e2e/fixtures/accounts.ts';
import { fillText } from '../e2e/fixtures/routes.ts';
import { startServer, type TestServer } from '../e2e/fixtures/server.ts';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { saveSession } from '../server/areas/judging/sessions.ts';
import { grantRole } from '../server/auth/grant-role.ts';
import { openDatabase } from '../server/db/client.ts';
import type { Db } from '../server/db/db.ts';
import { operators } from '../server/db/schema/accounting.ts';
import { formVersions, forms } from '../server/db/schema/forms.ts';
import { media } from '../server/db/schema/media.ts';
import { submissions } from '../server/db/schema/submissions.ts';
import { silentLogger } from '../server/log.ts';
import { CRITERIA } from '../server/seed/demo-judging.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../server/seed/demo.ts';
import { fileStorage } from '../server/storage/file-storage.ts';
import type { Storage } from '../server/storage/storage.ts';
import { launchChromium } from './browser.ts';
import { DEFINITION as JUDGING_DEFINITION, label } from './judging.ts';
import { COMPANY, FORM, PROJECT } from './results.ts';

const SUBMISSIONS = 500;
const KB = 1024;
const SMALLEST = 100 * KB;
const SPREAD = 200 * KB;
// Downloading and keeping some 100 MB, four files at a time, on 2 cores.
const STORING_TIMEOUT_MS = 600_000;
const words = TEXTS.en.judging.session.offline;
const JUDGE = DEMO_ACCOUNTS.find((account) => account.grant?.role === 'judge')!;

// What the code run in the page reaches of the browser: this file is type-checked without the DOM's types
// (and that code is sent to the page as text, so it names `globalThis` itself rather than a helper).
interface PageScope {
  caches: { open(name: string): Promise<{ keys(): Promise<unknown[]>; match(request: unknown): Promise<{ blob(): Promise<{ size: number }> } | undefined> }> };
  navigator: { storage: { estimate(): Promise<{ usage?: number }> }; serviceWorker: { controller: unknown } };
}

/** What the benchmark measured. */
export interface JudgingOfflineFigures {
  submissions: number;
  /** Files of the session, and their bytes as stored on the server. */
  files: number;
  fileBytes: number;
  seedSeconds: number;
  /** From the navigation to the screen showing the session available offline with every file. */
  seconds: number;
  /** What the session files' cache holds afterwards: entries and the bytes of their bodies. */
  filesStored: number;
  bytesStored: number;
  /** The session as the device reads and keeps it (JSON, decoded). */
  sessionJsonBytes: number;
  /** `navigator.storage.estimate().usage` afterwards. */
  storageUsage: number;
  /** The file downloaded offline, after a reload: its bytes, the same as stored. */
  offlineFileBytes: number;
}

/** One stored file of the seed, to download again offline. */
interface SeededFile {
  id: string;
  key: string;
  size: number;
  sha256: string;
}

interface Seeded {
  session: string;
  files: SeededFile[];
}

// The judging benchmark's form, with a file each submission carries.
const DEFINITION = {
  ...JUDGING_DEFINITION,
  format: 'form/1',
  slug: 'bench-judging-offline',
  blocks: JUDGING_DEFINITION.blocks.map((block) => ({
    ...block,
    fields: [...block.fields, { type: 'file', key: 'dossier', label: label('Dossier'), accept: ['.pdf'], max_size_mb: 1 }],
  })),
};

// Bytes that read as a PDF and do not compress, as a real one's streams would not.
function pdfLike(size: number): Uint8Array {
  const head = Buffer.from('%PDF-1.7\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, crypto.randomBytes(size - head.length - tail.length), tail]);
}

// Every file written through the server's own storage, and its media row, as an upload leaves them.
async function seedFiles(db: Db, storage: Storage, now: Date): Promise<SeededFile[]> {
  const files: SeededFile[] = [];
  for (let n = 1; n <= SUBMISSIONS; n++) {
    const id = crypto.randomUUID();
    const key = `media/${id}`;
    const stored = await storage.put(key, pdfLike(SMALLEST + ((n * 7919) % SPREAD)));
    files.push({ id, key, ...stored });
  }
  const rows = files.map((file, index) => ({
    id: file.id,
    kind: 'answer' as const,
    operatorId: null,
    companyId: COMPANY,
    projectId: PROJECT,
    fileName: `dossier-${index + 1}.pdf`,
    mime: 'application/pdf',
    size: file.size,
    sha256: file.sha256,
    storageKey: file.key,
    createdAt: now,
  }));
  for (let at = 0; at < rows.length; at += 250) await db.insert(media).values(rows.slice(at, at + 250));
  return files;
}

// The company, its project and the form with a file field.
async function seedForm(db: Db, now: Date): Promise<void> {
  await db.execute(sql`INSERT INTO companies (id, name, slug, created_at, updated_at) VALUES (${COMPANY}, 'Bench', 'bench', now(), now())`);
  await db.execute(sql`INSERT INTO projects (id, company_id, name, slug, languages, default_lang, created_at, updated_at)
    VALUES (${PROJECT}, ${COMPANY}, 'Bench prize', 'bench-prize', '["it","en"]', 'it', now(), now())`);
  const definition = DEFINITION as unknown as typeof forms.$inferInsert.draft;
  await db.insert(forms).values({ id: FORM, companyId: COMPANY, projectId: PROJECT, slug: DEFINITION.slug, status: 'closed', draft: definition, publishedVersion: 1, createdAt: now, updatedAt: now });
  await db.insert(formVersions).values({ formId: FORM, number: 1, definition, publishedAt: now });
}

// One submission sent per file, the file as its answer to the file field.
async function seedSubmissions(db: Db, files: SeededFile[]): Promise<void> {
  const rows = files.map((file, index) => {
    const sent = new Date(Date.UTC(2026, 0, 1) + index * 60_000);
    const dossier = { media_id: file.id, name: `dossier-${index + 1}.pdf`, size: file.size, type: 'application/pdf' };
    const answers = { name: `Person ${index + 1}`, title: `Project ${index + 1}`, pitch: 'A project that changes the neighbourhood. '.repeat(20), dossier };
    return { id: crypto.randomUUID(), companyId: COMPANY, projectId: PROJECT, formId: FORM, status: 'received' as const, formVersion: 1, answers, lang: 'it', createdAt: sent, updatedAt: sent, submittedAt: sent };
  });
  for (let at = 0; at < rows.length; at += 250) await db.insert(submissions).values(rows.slice(at, at + 250));
}

/**
 * Before the server starts: the demo (its judge among the accounts), then the form, its files and
 * submissions, and an open session giving the demo judge every submission.
 */
async function seedOfflineSession(dbDir: string): Promise<Seeded> {
  const database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
  const db = database.db;
  try {
    await database.migrate();
    const now = new Date();
    await seedDemo(db, silentLogger, now);
    // The server keeps files under DATA_DIR/media, beside the database's folder.
    await seedForm(db, now);
    const files = await seedFiles(db, fileStorage(path.join(path.dirname(dbDir), 'media')), now);
    await seedSubmissions(db, files);
    const [judge] = await db.select({ id: operators.id }).from(operators).where(eq(operators.email, JUDGE.email));
    if (!judge) throw new Error('The demo judge was not seeded');
    await grantRole(db, { operatorId: judge.id, companyId: COMPANY, role: 'judge', projectIds: [PROJECT] }, now);
    const scope = { company: COMPANY, project: PROJECT, form: FORM };
    const input = SessionSave.input.parse({ ...scope, name: 'Bench offline', criteria: CRITERIA, judges: [judge.id], assignment: { mode: 'all' }, blind: true, others_scores: 'never', status: 'open' });
    const session = await saveSession(db, scope, input, now);
    await db.execute(sql`VACUUM ANALYZE`);
    return { session: session.id, files };
  } finally {
    await database.close();
  }
}

// The panel's line once every file is held, up to the size (which the screen formats itself).
function heldEverything(): string {
  const [before = ''] = words.held.split('{size}');
  return fillText(before, { submissions: String(SUBMISSIONS), files: String(SUBMISSIONS), total: String(SUBMISSIONS) });
}

async function waitAvailableOffline(page: Page): Promise<void> {
  await page.getByText(heldEverything()).waitFor({ timeout: STORING_TIMEOUT_MS });
  await page.getByText(words.available, { exact: true }).waitFor();
}

// What the session files' cache holds, and the room the app takes, as the page sees them.
function deviceHolds(page: Page): Promise<{ files: number; bytes: number; usage: number }> {
  return page.evaluate(async (cacheName) => {
    const { caches, navigator } = globalThis as unknown as PageScope;
    const cache = await caches.open(cacheName);
    let bytes = 0;
    const keys = await cache.keys();
    for (const request of keys) bytes += (await (await cache.match(request))!.blob()).size;
    const { usage = 0 } = await navigator.storage.estimate();
    return { files: keys.length, bytes, usage };
  }, SESSION_FILES_CACHE);
}

// A download as a link opens it, from the page: its status, size and content hash.
function downloadFromPage(page: Page, url: string): Promise<{ status: number; size: number; sha256: string }> {
  return page.evaluate(async (target) => {
    const answer = await fetch(target, { credentials: 'same-origin' });
    const bytes = await answer.arrayBuffer();
    const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));
    return { status: answer.status, size: bytes.byteLength, sha256: [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('') };
  }, url);
}

// Offline, after a reload, with the file also gone from the server: only the device's copy can answer with its bytes.
async function downloadOffline(page: Page, dataDir: string, file: SeededFile): Promise<number> {
  // The app's own files must be kept too, or the reload would not start with no connection.
  await page.waitForFunction(() => (globalThis as unknown as PageScope).navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await fileStorage(path.join(dataDir, 'media')).remove(file.key);
  await page.context().setOffline(true);
  await page.reload();
  await waitAvailableOffline(page);
  const answer = await downloadFromPage(page, mediaDownloadPath(file.id));
  if (answer.status !== 200 || answer.size !== file.size || answer.sha256 !== file.sha256) {
    throw new Error(`Offline, the file ${file.id} did not answer from the device: ${JSON.stringify(answer)}, expected ${file.size} bytes, sha256 ${file.sha256}`);
  }
  return answer.size;
}

// The demo judge, signed in, opens the session online and waits until it is available offline.
async function makeAvailableOffline(browser: Browser, server: TestServer, session: string) {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1024, height: 768 }, serviceWorkers: 'allow' });
  await context.addCookies([{ name: 'AppLanguage', value: 'en', url: server.url }]);
  await signInThroughApi(context.request, server.mailDir, JUDGE);
  const page = await context.newPage();
  const sessionRead = page.waitForResponse((response) => /\/api\/judges\/session\/.+\/get$/.test(new URL(response.url()).pathname), { timeout: STORING_TIMEOUT_MS });
  const started = performance.now();
  await page.goto(`/app/in/judges/session/${COMPANY}/${PROJECT}/${FORM}/${session}`);
  await waitAvailableOffline(page);
  const seconds = (performance.now() - started) / 1000;
  const sessionJsonBytes = (await (await sessionRead).body()).byteLength;
  return { page, seconds, sessionJsonBytes, held: await deviceHolds(page) };
}

/** Seeds the session, opens it as the demo judge until it is available offline, then downloads a file with no connection. */
export async function benchJudgingOffline(): Promise<JudgingOfflineFigures> {
  let seeded: Seeded | undefined;
  let seedSeconds = 0;
  const server = await startServer({
    prepare: async (dbDir) => {
      const started = performance.now();
      // A seed that fails would leave its 100 MB of files in the data folder, which no server stops and removes.
      seeded = await seedOfflineSession(dbDir).catch(async (error: unknown) => {
        await fs.rm(path.dirname(dbDir), { recursive: true, force: true });
        throw error;
      });
      seedSeconds = (performance.now() - started) / 1000;
    },
  });
  try {
    if (!seeded) throw new Error('The session was not seeded');
    const { session, files } = seeded;
    const browser = await launchChromium();
    try {
      const { page, seconds, sessionJsonBytes, held } = await makeAvailableOffline(browser, server, session);
      const offlineFileBytes = await downloadOffline(page, server.dataDir, files[0]!);
      return {
        submissions: SUBMISSIONS,
        files: files.length,
        fileBytes: files.reduce((sum, file) => sum + file.size, 0),
        seedSeconds,
        seconds,
        filesStored: held.files,
        bytesStored: held.bytes,
        sessionJsonBytes,
        storageUsage: held.usage,
        offlineFileBytes,
      };
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
