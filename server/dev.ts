// `npm run dev`: the API server in watch mode on API_PORT (default 3001) and Vite's dev
// server on 5173, which forwards /api to it. Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';
// Where vite.config.ts has Vite listen.
const VITE_PORT = '5173';
const VITE_URL = `http://127.0.0.1:${VITE_PORT}`;
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    // The app is reached through Vite, which forwards /api with its own Host: that is the address
    // the API server answers for and puts in the links it mails.
    env: { ...process.env, PORT: apiPort, DEMO_DATA: process.env.DEMO_DATA ?? '1', PUBLIC_URL: process.env.PUBLIC_URL ?? VITE_URL },
  }),
  // On its port or not at all: the API server's PUBLIC_URL names that port.
  spawn(bin('vite'), ['--port', VITE_PORT, '--strictPort'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
