import os from 'node:os';
import type { Config } from '../config.ts';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARD_HOSTS = new Set(['', '0.0.0.0', '::', '[::]']);

const bracketed = (address: string) => (address.includes(':') && !address.startsWith('[') ? `[${address}]` : address);

/**
 * The origins a server listening on `host`:`port` is reached at. A wildcard host listens on
 * every interface: its addresses, a LAN one first (the likeliest to work in a link), then localhost.
 */
export function listenOrigins(host: string, port: number): string[] {
  if (!WILDCARD_HOSTS.has(host)) return [`http://${bracketed(host)}:${port}`];
  const addresses = Object.values(os.networkInterfaces())
    .flatMap((list) => list ?? [])
    .sort((a, b) => Number(a.internal) - Number(b.internal) || Number(a.family !== 'IPv4') - Number(b.family !== 'IPv4'))
    .map((info) => `http://${bracketed(info.address)}:${port}`);
  return [...addresses, `http://localhost:${port}`];
}

const hostsByConfig = new WeakMap<Config, Set<string>>();

/**
 * The hosts (`name:port` as a Host header carries them) the server answers for: PUBLIC_URL's
 * and the ones it listens at. A loopback name stands for the others on the same port, as
 * browsers and tools use them interchangeably.
 */
export function ownHosts(config: Config): Set<string> {
  let hosts = hostsByConfig.get(config);
  if (hosts) return hosts;
  hosts = new Set<string>();
  for (const origin of [...(config.publicUrl ? [config.publicUrl] : []), ...config.listenOrigins]) {
    const url = new URL(origin);
    hosts.add(url.host);
    if (LOOPBACK_NAMES.includes(url.hostname)) {
      for (const name of LOOPBACK_NAMES) hosts.add(url.port ? `${name}:${url.port}` : name);
    }
  }
  hostsByConfig.set(config, hosts);
  return hosts;
}

/** The base URL of links in mails: PUBLIC_URL, else the first origin the server listens at; never a request header. */
export function publicBase(config: Config): string {
  const base = config.publicUrl ?? config.listenOrigins[0];
  if (!base) throw new Error('The server knows no address of its own: set PUBLIC_URL, or start it with startServer()');
  return base;
}
