import path from 'node:path';
import { z } from 'zod';
import { EmailField } from '../contract/fields.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../contract/limits.ts';
import { parseIpv4, parseIpv6 } from './mail/spf/address.ts';

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

const flag = z
  .enum([...TRUE_WORDS, ...FALSE_WORDS] as [string, ...string[]], {
    error: 'must be one of 1, 0, true, false, yes, no, on, off',
  })
  .transform((value) => TRUE_WORDS.includes(value));

// A count of proxies; the yes-or-no words of earlier versions mean one proxy or none.
const proxyHops = z
  .string()
  .refine((value) => /^\d{1,2}$/.test(value) || TRUE_WORDS.includes(value) || FALSE_WORDS.includes(value), {
    error: 'must be the number of trusted proxies (0, 1, 2...) or one of true, false, yes, no, on, off',
  })
  .transform((value) => (TRUE_WORDS.includes(value) ? 1 : FALSE_WORDS.includes(value) ? 0 : Number(value)));

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

// A domain as a relay's SPF mechanism names it: `_spf` labels allowed, a top label that starts with a letter.
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

function relayMechanismValid(term: string): boolean {
  const [, name, value = ''] = /^(include|a|mx|ip4|ip6):(.*)$/i.exec(term) ?? [];
  if (name === undefined) return false;
  if (!/^ip/i.test(name)) return DOMAIN.test(value);
  const [, address = '', bits] = /^([^/]*)(?:\/(0|[1-9]\d{0,2}))?$/.exec(value) ?? [];
  const bytes = name.toLowerCase() === 'ip4' ? parseIpv4(address) : parseIpv6(address);
  return bytes !== null && Number(bits ?? 0) <= bytes.length * 8;
}

const relaySpf = z.string().transform((value, ctx) => {
  const terms = value.trim().split(/\s+/);
  const wrong = terms.filter((term) => !relayMechanismValid(term));
  if (wrong.length > 0) {
    ctx.addIssue({ code: 'custom', message: `must be SPF mechanisms separated by spaces, each include:<domain>, a:<domain>, mx:<domain>, ip4:<address>[/<bits>] or ip6:<address>[/<bits>]; "${wrong[0]}" is not` });
    return z.NEVER;
  }
  return terms.map((term) => term.replace(/^[a-z0-9]+:/i, (prefix) => prefix.toLowerCase())).join(' ');
});

function dnsServerValid(server: string): boolean {
  const [, v4, v6, port] = /^(?:([\d.]+)|\[([0-9a-f:.]+)\])(?::(\d{1,5}))?$/i.exec(server) ?? [];
  const address = v4 !== undefined ? parseIpv4(v4) : v6 !== undefined ? parseIpv6(v6) : null;
  return address !== null && (port === undefined || (Number(port) >= 1 && Number(port) <= 65535));
}

const dnsServers = z
  .string()
  .transform((value) => value.split(',').map((server) => server.trim()))
  .refine((servers) => servers.every(dnsServerValid), {
    error: 'must be DNS servers separated by commas, each an IPv4 address or an IPv6 address in brackets with an optional port (192.0.2.53:53, [2001:db8::53]:53)',
  });

const AI_VARIABLES = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const;

const EnvSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  ADMIN_EMAIL: z
    .string()
    .refine((value) => EmailField.safeParse(value).success, { error: 'must be an email address' })
    .transform((value) => EmailField.parse(value))
    .default('admin@example.com'),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters long` })
    .max(PASSWORD_MAX_LENGTH, { error: `must not exceed ${PASSWORD_MAX_LENGTH} characters` })
    .optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_DIR: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3, { error: 'must be a sender address such as "Back office <no-reply@example.com>"' }).default('Back office <no-reply@localhost>'),
  DEMO_DATA: flag.default(false),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  TRUST_PROXY: proxyHops.default(0),
  SECRET_KEY: z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
  RATE_LIMIT_FACTOR: z.coerce
    .number({ error: 'must be a number' })
    .min(1, { error: 'must be at least 1' })
    .max(1000, { error: 'must not exceed 1000' })
    .default(1),
  LOG_LEVEL: z.enum(['error', 'warn', 'info', 'debug'], { error: 'must be one of error, warn, info, debug' }).default('info'),
  AI_BASE_URL: url(['http:', 'https:']).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  MAIL_RELAY_SPF: relaySpf.optional(),
  DNS_SERVERS: dnsServers.optional(),
  DISK_LOW_PERCENT: z.coerce
    .number({ error: 'must be a number' })
    .min(0, { error: 'must be between 0 and 90' })
    .max(90, { error: 'must be between 0 and 90' })
    .default(10),
}).refine((env) => typeof env.TRUST_PROXY !== 'number' || env.TRUST_PROXY === 0 || env.PUBLIC_URL !== undefined, {
  // Behind a proxy the address the server listens on is not the one users reach: links would lead nowhere.
  path: ['PUBLIC_URL'],
  error: 'must be set when TRUST_PROXY is on: behind a proxy the server cannot know the address users reach it at',
}).superRefine((env, ctx) => {
  // The AI service is one setting in three parts: a part missing is a mistake, not a choice.
  const given = AI_VARIABLES.filter((name) => env[name] !== undefined);
  if (given.length === 0 || given.length === AI_VARIABLES.length) return;
  for (const name of AI_VARIABLES.filter((candidate) => env[candidate] === undefined)) {
    ctx.addIssue({ code: 'custom', path: [name], message: `must be set with ${given.join(' and ')}: set AI_BASE_URL, AI_API_KEY and AI_MODEL together, or none of them` });
  }
});

// Never echoed in an error: they are secrets.
const SECRET_VARIABLES = new Set(['ADMIN_PASSWORD', 'SECRET_KEY', 'AI_API_KEY']);

/** The checked configuration of one server process. */
export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailDir: string;
  mailFrom: string;
  demoData: boolean;
  /** The address users reach the app at (links in mails); one of the server's own origins. */
  publicUrl: string | undefined;
  /**
   * The origins the server listens at, known once it listens (main.ts fills them in); links in
   * mails use the first when there is no PUBLIC_URL.
   */
  listenOrigins: string[];
  /** How many reverse proxies in front of the server append to X-Forwarded-For (0: none). */
  trustProxy: number;
  /** Keys the server's own hashes; undefined: a key kept in the database is used. */
  secretKey: string | undefined;
  /** Multiplies every rate limit (sign-in, recovery): 1 keeps the product's limits. */
  rateLimitFactor: number;
  logLevel: 'error' | 'warn' | 'info' | 'debug';
  /** The OpenAI-compatible service the form composer asks; null: the built-in composer answers. */
  ai: AiSettings | null;
  /** The SPF mechanisms that stand for the server's mail relay (`include:spf.relay.example ip4:192.0.2.10`); null: senders' SPF is not checked. */
  mailRelaySpf: string | null;
  /** The DNS servers the SPF check asks (`host:port`); null: the system's. */
  dnsServers: string[] | null;
  /** Below this share of free space on DATA_DIR's disk, in per cent, the admins are alerted (0: never). */
  diskLowPercent: number;
}

/** An OpenAI-compatible chat service: its base address (without /chat/completions), key and model. */
export interface AiSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** A configuration problem, with one line per wrong variable. */
export class ConfigError extends Error {}

/** Parses and checks every environment variable the server reads; throws ConfigError listing each problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const given = present[name];
      const shown = SECRET_VARIABLES.has(name) || given === undefined ? '' : ` (got "${given}")`;
      return `  ${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailDir: path.resolve(e.MAIL_DIR ?? path.join(dataDir, 'mail')),
    mailFrom: e.MAIL_FROM,
    demoData: e.DEMO_DATA,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    listenOrigins: [],
    trustProxy: e.TRUST_PROXY,
    secretKey: e.SECRET_KEY,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    logLevel: e.LOG_LEVEL,
    ai: e.AI_BASE_URL && e.AI_API_KEY && e.AI_MODEL ? { baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''), apiKey: e.AI_API_KEY, model: e.AI_MODEL } : null,
    mailRelaySpf: e.MAIL_RELAY_SPF ?? null,
    dnsServers: e.DNS_SERVERS ?? null,
    diskLowPercent: e.DISK_LOW_PERCENT,
  };
}
