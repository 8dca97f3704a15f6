import autocannon from 'autocannon';
import { startServer } from '../e2e/fixtures/server.ts';
import { cookieHeader, signInCookies } from './sign-in.ts';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

/** One load figure: requests per second and latency percentiles in ms. */
export interface LoadFigure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** POSTs to `url` at 10 connections for BENCH_SECONDS; `requests` varies the bodies (autocannon's request pipeline). */
export async function load(name: string, url: string, cookie: string, requests?: autocannon.Request[]): Promise<LoadFigure> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', cookie },
    body: '{}',
    ...(requests ? { requests } : {}),
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
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
