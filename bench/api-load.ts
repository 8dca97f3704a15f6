import autocannon from 'autocannon';
import { startServer } from '../e2e/fixtures/server.ts';
import { cookieHeader, signInCookies } from './sign-in.ts';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

/** One load figure: requests per second and latency percentiles in ms. */
export interface LoadFigure {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors and time-outs (autocannon's 10 s) together. */
  errors: number;
  /** Of the errors, requests unanswered after 10 s. */
  timeouts: number;
  non2xx: number;
}

/** How a load runs: its connections (10 unless said) and its bodies (autocannon's request pipeline). */
export interface LoadOptions {
  connections?: number;
  requests?: autocannon.Request[];
}

/** POSTs to `url` for BENCH_SECONDS at the given connections, each waiting for its answer before the next request. */
export async function load(name: string, url: string, cookie: string, options: LoadOptions = {}): Promise<LoadFigure> {
  const connections = options.connections ?? CONNECTIONS;
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', cookie },
    body: '{}',
    ...(options.requests ? { requests: options.requests } : {}),
  });
  return {
    name,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** checklogin and operator/current at 10 connections against a real server on PGlite. */
export async function benchApi(): Promise<LoadFigure[]> {
  const server = await startServer();
  try {
    const cookie = cookieHeader(await signInCookies(server.url, server.mailDir));
    const figures: LoadFigure[] = [];
    for (const path of ['accounting/checklogin', 'accounting/operator/current']) {
      figures.push(await load(path, `${server.url}/api/${path}`, cookie));
    }
    return figures;
  } finally {
    await server.stop();
  }
}
