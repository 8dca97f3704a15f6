import { randomUUID } from 'node:crypto';
import { startServerWithLogRows, SEEDED_AREA } from '../e2e/fixtures/log-rows-server.ts';
import { cookieHeader, signInCookies } from './sign-in.ts';

/** What one export of the operations' log took. */
export interface LogExportFigures {
  rows: number;
  /** From the call that starts the export to the job's end. */
  seconds: number;
  rowsPerSecond: number;
  /** The size of the CSV file, and its lines with the header. */
  bytes: number;
  lines: number;
  /** The file's download alone. */
  downloadSeconds: number;
}

interface JobAnswer {
  id: string;
  state: string;
  done: number;
  total: number | null;
}

/**
 * Exports `rows` rows of the operations' log on a real server on PGlite: the rows are put in the
 * database before the server starts, then the export job is started and followed as a screen does.
 */
export async function benchLogExport(rows = 100_000): Promise<LogExportFigures> {
  const server = await startServerWithLogRows(rows);
  try {
    const cookie = cookieHeader(await signInCookies(server.url, server.mailDir));
    const post = async (path: string, body: object, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.url}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, ...headers },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as JobAnswer;
    };
    const started = performance.now();
    let job = await post('admin/installation/logs/export', { area: SEEDED_AREA }, { 'Idempotency-Key': randomUUID() });
    while (job.state === 'queued' || job.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await post('jobs/get', { id: job.id });
    }
    const seconds = (performance.now() - started) / 1000;
    if (job.state !== 'done') throw new Error(`The export ended ${job.state}`);
    const fetched = performance.now();
    const file = await fetch(`${server.url}/api/jobs/${job.id}/file`, { headers: { cookie } });
    const text = await file.text();
    const downloadSeconds = (performance.now() - fetched) / 1000;
    return {
      rows: job.done,
      seconds,
      rowsPerSecond: job.done / seconds,
      bytes: Buffer.byteLength(text),
      lines: text.split('\r\n').length - 1,
      downloadSeconds,
    };
  } finally {
    await server.stop();
  }
}
