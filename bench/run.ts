// `npm run bench`: prints the product's speed and size figures. Each benchmark starts
// what it measures itself (the built app on a real server, on this machine) and prints
// numbers; none of them pass or fail. `npm run bench -- api` runs one of them.
import os from 'node:os';
import { benchApi } from './api-load.ts';
import { benchBundle, HOME_BUDGET, LOGIN_BUDGET, PUBLIC_BUDGET } from './bundle.ts';
import { benchCompanyList } from './company-list.ts';
import { benchDirectus, type ProductRun } from './directus.ts';
import { benchFirstStart } from './first-start.ts';
import { benchHomeStart } from './home-start.ts';
import { benchFormEditor } from './form-editor.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchPageEditor } from './page-editor.ts';
import { benchJudging } from './judging.ts';
import { benchJudgingOffline } from './judging-offline.ts';
import { benchLogExport } from './log-export.ts';
import { benchMailMerge } from './mail-merge.ts';
import { benchOutboxDrain, type OutboxDrainFigures } from './outbox-drain.ts';
import { benchPublicSubmit } from './public-submit.ts';
import { benchResults } from './results.ts';
import { benchScale } from './scale.ts';
import { benchTranslations } from './translations.ts';
import { benchTranslationsStart } from './translations-start.ts';

const KIB = 1024;
const kib = (bytes: number) => (bytes / KIB).toFixed(1);

const BENCHMARKS: Record<string, () => Promise<void>> = {
  async bundle() {
    console.info('\nJavaScript and CSS each screen loads (KiB; as sent to Chromium, brotli; as sent to a browser without brotli, gzip; decoded)');
    const weights = await benchBundle();
    console.table(
      weights.map((w) => ({
        screen: w.screen,
        'JS files': w.js.files,
        'JS br': kib(w.js.encoded),
        'JS gz': kib(w.js.gzip),
        'JS raw': kib(w.js.decoded),
        'CSS files': w.css.files,
        'CSS br': kib(w.css.encoded),
        'CSS gz': kib(w.css.gzip),
        'CSS raw': kib(w.css.decoded),
      })),
    );
    // BUNDLE_FILES=1: each screen's files, largest first.
    if (process.env.BUNDLE_FILES === '1') {
      for (const w of weights) {
        console.info(`\n${w.screen}: files (KiB br / gz / raw)`);
        for (const file of [...w.js.each, ...w.css.each].sort((a, b) => b.gzip - a.gzip)) {
          console.info(`  ${kib(file.encoded).padStart(6)} ${kib(file.gzip).padStart(6)} ${kib(file.decoded).padStart(7)}  ${file.path}`);
        }
      }
    }
    console.info(`Login budget: JS ${kib(LOGIN_BUDGET.jsGzipBytes)} KiB with gzip, ${kib(LOGIN_BUDGET.jsBytes)} KiB with brotli; CSS ${kib(LOGIN_BUDGET.cssBytes)} KiB with brotli.`);
    const login = weights.find((w) => w.screen === 'login');
    if (login) {
      console.info(
        `Login headroom: JS ${kib(LOGIN_BUDGET.jsGzipBytes - login.js.gzip)} KiB with gzip, ${kib(LOGIN_BUDGET.jsBytes - login.js.encoded)} KiB with brotli, CSS ${kib(LOGIN_BUDGET.cssBytes - login.css.encoded)} KiB.`,
      );
    }
    const home = weights.find((w) => w.screen === 'home');
    if (home) {
      console.info(`Home budget: JS ${kib(HOME_BUDGET.jsGzipBytes)} KiB with gzip, ${kib(HOME_BUDGET.jsBytes)} with brotli; headroom ${kib(HOME_BUDGET.jsGzipBytes - home.js.gzip)} and ${kib(HOME_BUDGET.jsBytes - home.js.encoded)} KiB.`);
    }
    const publicForm = weights.find((w) => w.screen === 'public form');
    if (publicForm) {
      console.info(`Public form budget: JS ${kib(PUBLIC_BUDGET.jsBytes)} KiB with brotli; headroom ${kib(PUBLIC_BUDGET.jsBytes - publicForm.js.encoded)} KiB.`);
    }
  },
  async 'home-start'() {
    const f = await benchHomeStart();
    console.info(`\nHome on a cold start, signed in (${f.conditions}): the first company card after ${f.medianMs} ms (median of ${f.runs}; each: ${f.eachMs.join(', ')})`);
    console.info(`Its calls, in order: ${f.calls.join(', ')}`);
  },
  async 'first-start'() {
    console.info('\nA fresh clone of the last commit: npm ci, then npm start with no dist/ and no data/, then again (s)');
    const f = await benchFirstStart();
    const s = (seconds: number | null) => (seconds === null ? '' : seconds.toFixed(1));
    console.table([
      {
        node: f.node,
        cores: f.cores,
        'npm ci': f.install === null ? 'linked' : s(f.install),
        'first start': s(f.firstStart),
        'its build': s(f.firstStartBuild),
        'later start': s(f.laterStart),
        'build alone': s(f.build),
        'its compression': s(f.compression),
      },
    ]);
    console.info('A start is timed until /api/health and the sign-in page both answer 200.');
  },
  async lighthouse() {
    console.info('\nLighthouse, mobile (scores 0-100; timings in ms): the median of each screen\'s runs, and the range of its performance scores');
    const figures = await benchLighthouse();
    console.table(
      figures.map((f) => ({
        screen: f.screen,
        runs: f.failedRuns > 0 ? `${f.runs} (${f.failedRuns} not measured)` : f.runs,
        performance: f.scores.performance,
        range: `${f.performanceRange[0]}-${f.performanceRange[1]}`,
        accessibility: f.scores.accessibility,
        'best practices': f.scores['best-practices'],
        FCP: f.firstContentfulPaint,
        LCP: f.largestContentfulPaint,
        TBT: f.totalBlockingTime,
      })),
    );
    for (const f of figures) {
      if (f.misses.length === 0) {
        console.info(`${f.screen}: every audit passed.`);
        continue;
      }
      console.info(`${f.screen}: audits not passed`);
      console.table(f.misses.map((m) => ({ category: m.category, audit: m.id, title: m.title, shown: m.shown ?? '' })));
    }
  },
  async api() {
    console.info(`\nAPI load on PGlite, 10 connections, ${process.env.BENCH_SECONDS ?? 10} s per call (autocannon)`);
    const figures = await benchApi();
    console.table(
      figures.map((f) => ({
        call: f.name,
        connections: f.connections,
        'requests/s': f.requestsPerSecond,
        'p50 ms': f.p50,
        'p99 ms': f.p99,
        errors: f.errors,
        'non-2xx': f.non2xx,
      })),
    );
  },
  async companies() {
    const seconds = process.env.BENCH_SECONDS ?? 10;
    const clusterUrl = process.env.BENCH_DATABASE_URL;
    const cpuProfileDir = process.env.BENCH_CPU_PROFILE_DIR;
    for (const engine of clusterUrl ? ['pglite', 'postgres'] : ['pglite']) {
      const on = engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
      console.info(`\nCompanies list on ${on} among 10,000 companies, ${seconds} s per line (autocannon)`);
      const figures = await benchCompanyList({ ...(engine === 'postgres' ? { clusterUrl } : {}), ...(cpuProfileDir ? { cpuProfileDir } : {}) });
      console.info(`${figures.companies} companies saved through admin/companies/save in ${figures.seedSeconds.toFixed(1)} s`);
      console.table(
        figures.loads.map((f) => ({
          call: f.name,
          connections: f.connections,
          'requests/s': f.requestsPerSecond,
          'p50 ms': f.p50,
          'p99 ms': f.p99,
          errors: f.errors,
          'time-outs': f.timeouts,
          'non-2xx': f.non2xx,
        })),
      );
    }
  },
  async directus() {
    const seconds = process.env.BENCH_SECONDS ?? 10;
    const clusterUrl = process.env.BENCH_DATABASE_URL;
    console.info(`\nOur API beside Directus 12 on the same 10,000 companies, one server at a time, ${seconds} s per line after a warm-up (autocannon)`);
    const f = await benchDirectus(clusterUrl ? { clusterUrl } : {});
    if (f.directus) {
      console.info(`Directus ${f.directus.version} on Node.js ${f.directus.node}, ${f.directus.installSeconds === null ? `installed before in ${process.env.BENCH_DIRECTUS_DIR}` : `installed from the npm registry into a temporary folder in ${f.directus.installSeconds.toFixed(0)} s`}; ours on Node.js ${f.ourNode}.`);
      for (const skipped of f.directus.skipped) console.info(`Not installable: directus@${skipped}`);
      console.info(`Directus with CACHE_SCHEMA_FREEZE_ENABLED=${process.env.BENCH_DIRECTUS_SCHEMA_FREEZE !== '0'}.`);
      if (f.directus.sqliteUnavailable) console.info(`Directus on SQLite skipped: ${f.directus.sqliteUnavailable}`);
    } else {
      console.info(`Directus not measured: ${f.directusUnavailable}`);
    }
    const describe = (run: ProductRun) =>
      `${run.product} on ${run.databaseVersion}${run.cache ? ', its cache on' : ''}: ${run.companies} companies saved in ${run.seedSeconds.toFixed(1)} s (${run.seededBy}); load average ${run.loadAverage.map((l) => l.toFixed(2)).join(' ')}`;
    for (const run of f.runs) console.info(describe(run));
    for (const run of f.runs.filter((r) => !r.cache)) {
      console.info(`${run.product} on ${run.engine}, companies each search matched: ${Object.entries(run.matches).map(([term, n]) => `"${term}" ${n}`).join(', ')}`);
    }
    const oursRuns = f.runs.filter((run) => run.product === 'ours');
    for (const mine of oursRuns) {
      const embedded = mine.engine === 'PGlite';
      const theirs = f.runs.filter((run) => run.product === 'Directus' && (run.engine === 'PostgreSQL') !== embedded);
      const against = theirs.length > 0 ? theirs.map((run) => `Directus on ${run.engine}${run.cache ? ' with its cache' : ''}`).join(' and ') : 'no Directus';
      console.info(`\nOurs on ${mine.engine} beside ${against} (ratio: our requests/s over Directus's)`);
      console.table(
        mine.loads.flatMap((load) =>
          [{ cache: false }, { cache: true }].flatMap(({ cache }) => {
            const run = theirs.find((r) => r.cache === cache);
            const other = run?.loads.find((l) => l.call === load.call && l.connections === load.connections);
            if (cache && !other) return [];
            return [
              {
                call: load.call,
                connections: load.connections,
                'ours req/s': load.requestsPerSecond,
                'ours p50': load.p50,
                'ours p99': load.p99,
                Directus: run ? `${run.engine}${run.cache ? ', cache' : ''}` : '',
                'Directus req/s': other?.requestsPerSecond ?? '',
                'Directus p50': other?.p50 ?? '',
                'Directus p99': other?.p99 ?? '',
                ratio: other && other.requestsPerSecond > 0 ? (load.requestsPerSecond / other.requestsPerSecond).toFixed(2) : '',
                'errors / non-2xx': `${load.errors + load.non2xx} / ${other ? other.errors + other.non2xx : ''}`,
              },
            ];
          }),
        ),
      );
    }
  },
  async 'form-editor'() {
    const cpuProfileDir = process.env.BENCH_CPU_PROFILE_DIR;
    console.info('\nField Editor on a form of 200 fields, Chromium with the CPU slowed down 4x: input to next paint (ms)');
    const f = await benchFormEditor(cpuProfileDir ? { cpuProfileDir } : {});
    console.table(
      f.lines.map((l) => ({
        interaction: l.interaction,
        count: l.count,
        'p50 ms': l.p50,
        'p75 ms': l.p75,
        'max ms': l.max,
        'INP ms': l.inp?.value ?? '',
        'INP input delay': l.inp ? Math.round(l.inp.inputDelay) : '',
        'INP processing': l.inp ? Math.round(l.inp.processingDuration) : '',
        'INP presentation': l.inp ? Math.round(l.inp.presentationDelay) : '',
      })),
    );
    for (const l of f.lines.filter((line) => line.unseen > 0)) console.info(`${l.interaction}: ${l.unseen} under 16 ms, counted as 16.`);
    console.info('aim: under 100 ms');
    if (f.typingProfile) {
      console.info(`\nTyping under the profiler (${cpuProfileDir}/form-editor-typing.cpuprofile): functions by self time`);
      console.table(f.typingProfile.map((t) => ({ function: t.function, where: t.where, 'self ms': Math.round(t.ms) })));
    }
  },
  async 'page-editor'() {
    console.info('\nPage editor on a page of 5,000 words in each of its two languages, Chromium with the CPU slowed down 4x: typing, input to next paint (ms)');
    const f = await benchPageEditor();
    console.table([
      {
        interaction: 'type 30 characters at the end of the English text',
        count: f.count,
        'p50 ms': f.p50,
        'p75 ms': f.p75,
        'max ms': f.max,
        'INP ms': f.inp?.value ?? '',
        'INP input delay': f.inp ? Math.round(f.inp.inputDelay) : '',
        'INP processing': f.inp ? Math.round(f.inp.processingDuration) : '',
        'INP presentation': f.inp ? Math.round(f.inp.presentationDelay) : '',
      },
    ]);
    if (f.unseen > 0) console.info(`${f.unseen} keys under 16 ms, counted as 16.`);
    console.info('aim: under 100 ms');
  },
  async 'public-submit'() {
    const clusterUrl = process.env.BENCH_DATABASE_URL;
    const cpuProfileDir = process.env.BENCH_CPU_PROFILE_DIR;
    for (const engine of clusterUrl ? ['pglite', 'postgres'] : ['pglite']) {
      const on = engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
      console.info(`\nRespondents submitting the demo application form all at once, on ${on} (one request each, ms)`);
      const f = await benchPublicSubmit({ ...(engine === 'postgres' ? { clusterUrl } : {}), ...(cpuProfileDir ? { cpuProfileDir } : {}) });
      console.table([
        {
          respondents: f.respondents,
          'wall s': f.seconds.toFixed(2),
          'submissions/s': Math.round(f.submissionsPerSecond),
          'p50 ms': f.p50,
          'p99 ms': f.p99,
          'max ms': f.max,
          failed: f.failed,
          lost: f.lost,
          duplicated: f.duplicated,
        },
      ]);
      console.info(`Signing them up first (code by mail, name, conditions) took ${f.setupSeconds.toFixed(1)} s.`);
    }
  },
  async outbox() {
    console.info('\n1,000 writes queued offline in the outbox (fake-indexeddb), then drained to PGlite on loopback: each write alone, then in batches');
    const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
    const runs: Array<[string, OutboxDrainFigures, string]> = [];
    for (const [label, singly] of [['each alone', true], ['in batches', false]] as const) {
      const f = await benchOutboxDrain({ singly });
      runs.push([label, f, load()]);
    }
    console.table(
      runs.map(([label, f, loadAfter]) => ({
        drain: label,
        'writes queued': f.queued,
        'queueing s': f.queueSeconds.toFixed(2),
        'drain s': f.drainSeconds.toFixed(2),
        'writes/s': Math.round(f.writesPerSecond),
        requests: f.requests,
        'server s': f.requestSeconds.toFixed(2),
        'server CPU s': f.serverCpuSeconds?.toFixed(2) ?? '-',
        'engine CPU s': f.engineCpuSeconds.toFixed(2),
        lost: f.lost,
        duplicated: f.duplicated,
        'out of order': f.outOfOrder,
        replays: f.replays,
        'load after': loadAfter,
      })),
    );
    console.info(
      '"server s": the part of the drain spent waiting for the server\'s answers; the rest is the engine\'s own work. ' +
        '"server CPU s" and "engine CPU s": the CPU the drain cost each process, which a loaded machine does not stretch ' +
        '(their sum is about the drain on an idle machine).',
    );
  },
  async 'log-export'() {
    console.info("\nExport of 100,000 rows of the operations' log to CSV, as a job on PGlite, followed as the screen does");
    const f = await benchLogExport();
    console.table([
      {
        rows: f.rows,
        'total s': f.seconds.toFixed(1),
        'rows/s': Math.round(f.rowsPerSecond),
        'file MB': (f.bytes / 1e6).toFixed(1),
        lines: f.lines,
        'download s': f.downloadSeconds.toFixed(2),
      },
    ]);
  },
  async 'mail-merge'() {
    console.info('\nA campaign to 10,000 registered people on PGlite, through the HTTP API, to an SMTP relay in the benchmark\'s process');
    const f = await benchMailMerge();
    console.info(`${f.recipients} people and two draft campaigns put in the database in ${f.seedSeconds.toFixed(1)} s`);
    console.info(`The check of ${f.recipients} recipients: ${Math.round(f.checkMs)} ms as the client waited (${f.checkServerMs} ms in the server; aim <= 5000)`);
    console.table(
      f.runs.map((run) => ({
        'rate set /s': run.rate,
        messages: run.messages,
        'start call ms': Math.round(run.startMs),
        's (start to done)': run.seconds.toFixed(1),
        'messages/s': Math.round(run.perSecond),
        's (first to last mail)': run.relaySeconds.toFixed(1),
        'mails/s at the relay (aim >= 100)': Math.round(run.relayPerSecond),
        'RSS start MB': Math.round(run.rssStartMb),
        'RSS peak MB': Math.round(run.rssPeakMb),
        'RSS end MB': Math.round(run.rssEndMb),
      })),
    );
    for (const run of f.runs) console.info(`RSS over the run at ${run.rate}/s (MB, every tenth): ${run.rssSamplesMb.map((mb) => Math.round(mb)).join(' ')}`);
  },
  async results() {
    const clusterUrl = process.env.BENCH_DATABASE_URL;
    for (const engine of clusterUrl ? ['pglite', 'postgres'] : ['pglite']) {
      const f = await benchResults(engine === 'postgres' ? { clusterUrl } : {});
      console.info(`\nA form of ${f.fields} fields with ${f.submissions.toLocaleString('en')} submissions on ${f.engine}, through the HTTP API, one request at a time (ms; aim p99 <= ${f.engine === 'postgres' ? 200 : 500})`);
      console.info(`${f.submissions} submissions of ${f.fields} fields put in the database in ${f.seedSeconds.toFixed(1)} s; load ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`);
      console.table(f.calls.map((c) => ({ call: c.call, 'first ms': c.first, requests: c.requests, 'p50 ms': c.p50, 'p99 ms': c.p99, 'max ms': c.max })));
      console.info('Each list call leafs through pages 1 to 20 in turn; "first" is the request before those counted, which finds nothing kept.');
      if (f.export)
        console.table([
          {
            export: 'XLSX, every submission',
            rows: f.export.rows,
            's (aim < 60)': f.export.seconds.toFixed(1),
            'rows/s': Math.round(f.export.rows / f.export.seconds),
            'file MB': (f.export.bytes / 1e6).toFixed(1),
            'RSS before MB': Math.round(f.export.rssBeforeMb),
            'peak RSS MB': Math.round(f.export.peakRssMb),
            'peak heap MB': Math.round(f.export.peakHeapMb),
          },
        ]);
    }
  },
  async judging() {
    console.info('\nJudging on PGlite, in the server\'s functions (ms unless said)');
    const f = await benchJudging();
    console.table([
      { step: `session of ${f.submissions} submissions, ${f.judges} judges, every judge every submission`, ms: f.saveAll },
      { step: `the same, 3 judges per submission`, ms: f.savePerSubmission },
      { step: `one judge's whole session read for the device (${(f.deviceBytes / 1024).toFixed(0)} KiB of JSON)`, ms: f.readForJudge },
      { step: `ranking of ${f.scores} scores among ${f.judges} judges`, ms: f.ranking },
    ]);
  },
  async 'judging-offline'() {
    console.info('\nA judging session made available offline: the demo judge opens it online in Chromium, on the real server');
    const f = await benchJudgingOffline();
    const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
    console.info(`${f.submissions} submissions, one file each (${mb(f.fileBytes)} MB), put in the database and the storage in ${f.seedSeconds.toFixed(1)} s`);
    console.table([
      {
        submissions: f.submissions,
        's to available offline': f.seconds.toFixed(1),
        'files stored': `${f.filesStored} of ${f.files}`,
        'files MB': mb(f.bytesStored),
        'session JSON KiB': kib(f.sessionJsonBytes),
        'storage used MB': mb(f.storageUsage),
      },
    ]);
    console.info(`Offline, after a reload: a file's download answered from the device (${kib(f.offlineFileBytes)} KiB, the bytes stored).`);
  },
  async translations() {
    const clusterUrl = process.env.BENCH_DATABASE_URL;
    for (const engine of clusterUrl ? ['pglite', 'postgres'] : ['pglite']) {
      const f = await benchTranslations(engine === 'postgres' ? { clusterUrl } : {});
      console.info(`\nThe translations list on ${f.engine}: ${f.keys} keys with their five languages, ${f.overrides} overrides; one request at a time (ms, budget 200 at p99)`);
      console.table([...f.lists, f.overridesAnswer].map((l) => ({ request: l.request, requests: l.requests, p50: l.p50.toFixed(1), p99: l.p99.toFixed(1), max: l.max.toFixed(1) })));
    }
  },
  async scale() {
    const factor = Number(process.env.BENCH_SCALE_FACTOR ?? 1);
    console.info(
      `\nSeveral servers on one PostgreSQL behind nginx (deploy/nginx.conf), ${factor === 1 ? 'full size' : `scaled by ${factor}`}: 500 judges' devices ` +
        'pushing 40 scores each with Idempotency-Keys, 2,000 registered people submitting the demo form within a minute, a campaign of 10,000 mails ' +
        'to an SMTP relay in this process; one server killed (SIGKILL) in the middle of each run and started again',
    );
    const f = await benchScale();
    console.table(
      f.lines.map((l) => ({
        workload: l.workload,
        servers: l.servers,
        done: l.done,
        s: l.seconds.toFixed(1),
        'per s': Math.round(l.perSecond),
        // The first half, before the kill: the pace of the servers all up.
        'per s before kill': l.killedAt > 0 ? Math.round(l.done / 2 / l.killedAt) : '',
        'p50 ms': l.p50,
        'p99 ms': l.p99,
        'sent again': l.retried,
        'killed at s': l.killedAt.toFixed(1),
        lost: l.lost,
        twice: l.twice,
        'in flight': l.inFlight ?? '',
        'taken over s (lease 30)': l.takeoverSeconds === null ? '' : l.takeoverSeconds.toFixed(1),
      })),
    );
    console.info('p50/p99: of each request through nginx; for the campaign, of each mail from its queueing to the relay.');
    console.info(`CPU seconds used over each run (${f.cores} cores shared by all):`);
    // Per unit of work: what one core of the database and one core of a server carry, and so a 16-core database server alone.
    console.table(
      f.cpu.map((c) => {
        const done = f.lines.find((l) => l.workload === c.workload && l.servers === c.servers)?.done ?? 0;
        const perCore = (cpu: number) => (cpu > 0 ? Math.round(done / cpu) : '');
        return {
          workload: c.workload,
          servers: c.servers,
          'wall s': c.wall,
          'servers s': c.serversCpu,
          'PostgreSQL s': c.postgresCpu,
          'nginx s': c.nginxCpu,
          'bench s': c.benchCpu,
          'per server core /s': perCore(c.serversCpu),
          'per database core /s': perCore(c.postgresCpu),
          '16 database cores /s': c.postgresCpu > 0 ? Math.round((16 * done) / c.postgresCpu) : '',
        };
      }),
    );
    console.info(
      'On these cores the servers, PostgreSQL, nginx and the clients share two CPUs (and the machine with others): once the CPU seconds of a run ' +
        'reach twice its wall time, a server more only divides the same cores. "16 database cores": the work a database server of 16 cores would carry ' +
        'at full CPU, the servers on machines of their own (about one server core per "per server core" of work); this cluster runs with fsync off.',
    );
    console.info(`uptime: ${(await import('node:os')).loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  },
  async 'translations-start'() {
    console.info('\nOverrides of the texts on a cold start of Home, the demo admin in Chromium on the real server (ms from the navigation to Home\'s title in its final words)');
    const f = await benchTranslationsStart();
    const base = f.starts[0]!.median;
    console.table(f.starts.map((start) => ({ setting: start.setting, 'median ms': Math.round(start.median), 'cost ms': Math.round(start.median - base), runs: start.runs.map(Math.round).join(' ') })));
    console.info('Aim: overrides add at most 20 ms to the median cold start (the device\'s kept copy).');
  },
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${Object.keys(BENCHMARKS).join(', ')}.`);
  process.exit(2);
}
for (const name of asked.length > 0 ? asked : Object.keys(BENCHMARKS)) await BENCHMARKS[name]!();
