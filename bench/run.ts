// `npm run bench`: prints the product's speed figures. Each benchmark starts what it
// measures itself, on this machine, and prints numbers; none of them pass or fail.
import { benchApi } from './api-load.ts';

console.info(`API load on PGlite, 10 connections, ${process.env.BENCH_SECONDS ?? 10} s per call (autocannon)`);
const figures = await benchApi();
console.table(
  figures.map((f) => ({
    call: f.name,
    'requests/s': f.requestsPerSecond,
    'p50 ms': f.p50,
    'p99 ms': f.p99,
    errors: f.errors,
    'non-2xx': f.non2xx,
  })),
);
