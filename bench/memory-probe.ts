// Loaded into a benchmark's server (`node --import`): every 100 ms it appends the process's resident
// memory and V8 heap in use to the file BENCH_MEMORY_FILE names, so the benchmark can read the peak
// of any stretch of time (an export) from outside the process.
import fs from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage();
    fs.appendFileSync(file, `${Date.now()} ${rss} ${heapUsed}\n`);
  }, 100).unref();
}
