// The DNS as the SPF check asks it: DNS_SERVERS when set (the tests' own server), the system's otherwise.
import { Resolver } from 'node:dns/promises';
import type { Config } from '../../config.ts';
import { isSpfRecord } from './record.ts';

/**
 * The lookups SPF needs. An answer with nothing in it rejects with ENOTFOUND (no such name) or
 * ENODATA (no record of that type): void answers; any other rejection is a DNS failure.
 */
export interface SpfResolver {
  txt(name: string): Promise<string[][]>;
  a(name: string): Promise<string[]>;
  aaaa(name: string): Promise<string[]>;
  mx(name: string): Promise<{ exchange: string; priority: number }[]>;
  /** PTR records of a reverse name (`10.2.0.192.in-addr.arpa`). */
  ptr(name: string): Promise<string[]>;
}

/** How long a lookup waits for an answer, and how many times it is sent. */
export interface ResolverTiming {
  timeoutMs: number;
  tries: number;
}

// Three seconds and one retry: a dead DNS server turns a sender's save into a temperror in about
// ten seconds rather than hanging it.
const TIMING: ResolverTiming = { timeoutMs: 3000, tries: 2 };

/** A resolver on DNS_SERVERS when set, the system's servers otherwise. */
export function spfResolver(config: Pick<Config, 'dnsServers'>, timing: ResolverTiming = TIMING): SpfResolver {
  const resolver = new Resolver({ timeout: timing.timeoutMs, tries: timing.tries });
  if (config.dnsServers) resolver.setServers(config.dnsServers);
  return {
    txt: (name) => resolver.resolveTxt(name),
    a: (name) => resolver.resolve4(name),
    aaaa: (name) => resolver.resolve6(name),
    mx: (name) => resolver.resolveMx(name),
    ptr: (name) => resolver.resolvePtr(name),
  };
}

/** Whether a lookup's rejection means "nothing there" rather than a failure to ask. */
export function isVoidAnswer(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOTFOUND' || code === 'ENODATA';
}

/** The `v=spf1` records a name publishes (none for a void answer); DNS failures reject. */
export async function publishedRecords(name: string, resolver: SpfResolver): Promise<string[] | 'void'> {
  let answers: string[][];
  try {
    answers = await resolver.txt(name);
  } catch (error) {
    if (isVoidAnswer(error)) return 'void';
    throw error;
  }
  // A TXT record's strings join without spaces (RFC 7208 §3.3).
  const texts = answers.map((strings) => strings.join(''));
  return texts.length === 0 ? 'void' : texts.filter(isSpfRecord);
}

/** The same resolver, asking each name and type once: one check repeats many lookups for each relay address. */
export function cachedResolver(resolver: SpfResolver): SpfResolver {
  const answers = new Map<string, Promise<unknown>>();
  const cached =
    <T>(type: keyof SpfResolver) =>
    (name: string): Promise<T> => {
      const key = `${type} ${name.toLowerCase()}`;
      if (!answers.has(key)) answers.set(key, resolver[type](name));
      return answers.get(key) as Promise<T>;
    };
  return { txt: cached('txt'), a: cached('a'), aaaa: cached('aaaa'), mx: cached('mx'), ptr: cached('ptr') };
}
