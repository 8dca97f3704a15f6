import { gzipAsync } from '@gfx/zopfli';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Logger, Plugin } from 'vite';
import { COMPRESSIBLE } from '../server/http/compressible.ts';

// Below this size a compressed copy's header costs more than it saves.
const MIN_BYTES = 1024;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** What one pass of compression did: the files, their bytes as built and in each compressed copy. */
export interface Compressed {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
  seconds: number;
}

/**
 * Writes a `.br` (brotli, quality 11) and a `.gz` (zlib, level 9) beside every text file of the
 * finished build, which the server sends to browsers that take them (server/http/static.ts):
 * compressed once, at the best settings, instead of on the fly for every answer. It runs after
 * every other plugin has written its files, the service worker included.
 *
 * The files `thorough` names (the first scripts of the sign-in page and of Home) get their gzip
 * copy from zopfli instead, about 3% smaller than zlib's best for a second or two of build each:
 * every browser that does not take brotli loads them on its first visit.
 */
export function precompress({ thorough = () => false }: { thorough?: (file: string) => boolean } = {}): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (error) return;
        const done = await compressDirectory(outDir, thorough);
        const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
        logger?.info(
          `Compressed ${done.files} files (${kib(done.bytes)}) in ${done.seconds.toFixed(1)} s: brotli ${kib(done.brotliBytes)}, gzip ${kib(done.gzipBytes)}`,
        );
      },
    },
  };
}

/** Writes the compressed copies of every text file under `dir`, a few at a time (zlib works off the main thread). */
export async function compressDirectory(dir: string, thorough: (file: string) => boolean = () => false): Promise<Compressed> {
  const started = performance.now();
  const files = (await textFiles(dir))
    .filter((file) => file.size >= MIN_BYTES)
    // Largest first, so the lanes finish together.
    .sort((a, b) => b.size - a.size);
  const done: Compressed = { files: files.length, bytes: 0, gzipBytes: 0, brotliBytes: 0, seconds: 0 };
  const queue = [...files];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const sizes = await compressFile(next.file, thorough(next.file));
      done.bytes += sizes.bytes;
      done.gzipBytes += sizes.gzip;
      done.brotliBytes += sizes.brotli;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, lane));
  return { ...done, seconds: (performance.now() - started) / 1000 };
}

async function textFiles(dir: string): Promise<Array<{ file: string; size: number }>> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (file) => ({ file, size: (await fs.stat(file)).size })));
}

// A copy no smaller than the file is not written: the server then sends the file as it is.
async function compressFile(file: string, thorough: boolean): Promise<{ bytes: number; gzip: number; brotli: number }> {
  const data = await fs.readFile(file);
  const [gz, br] = await Promise.all([
    // One iteration gives almost all of zopfli's gain (more take longer for a few bytes).
    thorough ? gzipAsync(data, { numiterations: 1 }).then((copy) => Buffer.from(copy)) : gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  const kept = async (copy: Buffer, suffix: string) => {
    if (copy.length >= data.length) return data.length;
    await fs.writeFile(`${file}${suffix}`, copy);
    return copy.length;
  };
  return { bytes: data.length, gzip: await kept(gz, '.gz'), brotli: await kept(br, '.br') };
}
