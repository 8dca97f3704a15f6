import path from 'node:path';
import { z } from 'zod';
import { EmailField } from '../contract/fields.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../contract/limits.ts';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be one of 1, 0, true, false, yes, no, on, off',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

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
  TRUST_PROXY: flag.default(false),
  RATE_LIMIT_FACTOR: z.coerce
    .number({ error: 'must be a number' })
    .min(1, { error: 'must be at least 1' })
    .max(1000, { error: 'must not exceed 1000' })
    .default(1),
  LOG_LEVEL: z.enum(['error', 'warn', 'info', 'debug'], { error: 'must be one of error, warn, info, debug' }).default('info'),
});

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
  publicUrl: string | undefined;
  trustProxy: boolean;
  /** Multiplies every rate limit (sign-in, recovery): 1 keeps the product's limits. */
  rateLimitFactor: number;
  logLevel: 'error' | 'warn' | 'info' | 'debug';
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
      const shown = name === 'ADMIN_PASSWORD' || given === undefined ? '' : ` (got "${given}")`;
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
    trustProxy: e.TRUST_PROXY,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    logLevel: e.LOG_LEVEL,
  };
}
