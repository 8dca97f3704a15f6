import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('starts with working defaults when nothing is set', () => {
    const dataDir = path.resolve('./data');

    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 3000,
      dataDir,
      databaseUrl: undefined,
      adminEmail: 'admin@example.com',
      adminPassword: undefined,
      smtpUrl: undefined,
      mailDir: path.join(dataDir, 'mail'),
      mailFrom: 'Back office <no-reply@localhost>',
      demoData: false,
      publicUrl: undefined,
      listenOrigins: [],
      trustProxy: 0,
      secretKey: undefined,
      rateLimitFactor: 1,
      logLevel: 'info',
      ai: null,
      mailRelaySpf: null,
      dnsServers: null,
      diskLowPercent: 10,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '8080',
      DATA_DIR: '/srv/bo',
      DATABASE_URL: 'postgres://bo@db/bo',
      ADMIN_EMAIL: ' Boss@Example.COM ',
      ADMIN_PASSWORD: 'long-enough-secret',
      SMTP_URL: 'smtp://relay:25',
      MAIL_DIR: '/var/mail/bo',
      MAIL_FROM: 'Contest <contest@example.com>',
      DEMO_DATA: 'yes',
      PUBLIC_URL: 'https://bo.example.com/',
      TRUST_PROXY: 'on',
      SECRET_KEY: 'a-secret-of-at-least-thirty-two-characters',
      LOG_LEVEL: 'debug',
      DISK_LOW_PERCENT: '5',
    });

    expect(config).toEqual({
      host: '0.0.0.0',
      port: 8080,
      dataDir: '/srv/bo',
      databaseUrl: 'postgres://bo@db/bo',
      adminEmail: 'boss@example.com',
      adminPassword: 'long-enough-secret',
      smtpUrl: 'smtp://relay:25',
      mailDir: '/var/mail/bo',
      mailFrom: 'Contest <contest@example.com>',
      demoData: true,
      publicUrl: 'https://bo.example.com',
      listenOrigins: [],
      trustProxy: 1,
      secretKey: 'a-secret-of-at-least-thirty-two-characters',
      rateLimitFactor: 1,
      logLevel: 'debug',
      ai: null,
      mailRelaySpf: null,
      dnsServers: null,
      diskLowPercent: 5,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DEMO_DATA: '' })).toMatchObject({ port: 3000, demoData: false });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a number (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535 (got "70000")'],
    [{ PORT: '80.5' }, 'PORT must be a whole number (got "80.5")'],
    [{ DATABASE_URL: 'mysql://db/bo' }, 'DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://db/bo")'],
    [{ ADMIN_EMAIL: 'not-an-address' }, 'ADMIN_EMAIL must be an email address (got "not-an-address")'],
    [{ SMTP_URL: 'http://relay' }, 'SMTP_URL must be a URL starting with smtp:// or smtps:// (got "http://relay")'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA must be one of 1, 0, true, false, yes, no, on, off (got "maybe")'],
    [{ TRUST_PROXY: 'x' }, 'TRUST_PROXY must be the number of trusted proxies (0, 1, 2...) or one of true, false, yes, no, on, off (got "x")'],
    [{ TRUST_PROXY: '1' }, 'PUBLIC_URL must be set when TRUST_PROXY is on: behind a proxy the server cannot know the address users reach it at'],
    [{ PUBLIC_URL: 'bo.example.com' }, 'PUBLIC_URL must be a URL starting with http:// or https:// (got "bo.example.com")'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of error, warn, info, debug (got "verbose")'],
    [{ MAIL_FROM: 'x' }, 'MAIL_FROM must be a sender address such as "Back office <no-reply@example.com>" (got "x")'],
  ])('explains a wrong %o', (env, line) => {
    expect(configError(env)).toBe(`Invalid configuration:\n  ${line}`);
  });

  it('never prints a wrong ADMIN_PASSWORD', () => {
    const message = configError({ ADMIN_PASSWORD: 'tiny-pw' });

    expect(message).toBe('Invalid configuration:\n  ADMIN_PASSWORD must be at least 10 characters long');
    expect(message).not.toContain('tiny-pw');
  });

  it('never prints a wrong SECRET_KEY', () => {
    const message = configError({ SECRET_KEY: 'too-short-a-secret' });

    expect(message).toBe('Invalid configuration:\n  SECRET_KEY must be at least 32 characters long');
    expect(message).not.toContain('too-short-a-secret');
  });

  it('lists every wrong variable at once', () => {
    const lines = configError({ PORT: 'x', LOG_LEVEL: 'loud', SMTP_URL: 'relay' }).split('\n').slice(1);

    expect(lines.map((line) => line.trim().split(' ')[0]).sort()).toEqual(['LOG_LEVEL', 'PORT', 'SMTP_URL']);
  });
});

describe('RATE_LIMIT_FACTOR', () => {
  it('keeps the product limits by default and refuses a factor below 1', () => {
    expect(loadConfig({}).rateLimitFactor).toBe(1);
    expect(loadConfig({ RATE_LIMIT_FACTOR: '20' }).rateLimitFactor).toBe(20);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '0.5' })).toThrow(/RATE_LIMIT_FACTOR must be at least 1/);
  });
});
