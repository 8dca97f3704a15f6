import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codingWeight, mountStatic } from '../../server/http/static.ts';

const SCRIPT = 'export const greeting = "hello";\n'.repeat(200);
const INDEX = '<!doctype html><title>Back office</title>';
const SIGNED_IN = '<!doctype html><title>Back office</title><link rel="modulepreload" href="/assets/shell-1.js">';
const HOME = `${SIGNED_IN}<link rel="modulepreload" href="/assets/home-1.js">`;
const SIGNED_IN_FR = `${SIGNED_IN}<link rel="modulepreload" href="/assets/fr-1.js">`;
const HOME_FR = `${HOME}<link rel="modulepreload" href="/assets/fr-1.js">`;

describe('the built app as served', () => {
  let dist: string;
  let app: Hono;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), SCRIPT);
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js.gz'), zlib.gzipSync(SCRIPT, { level: 9 }));
    fs.writeFileSync(path.join(dist, 'assets', 'plain-1.css'), 'body{}');
    // A file with both of the build's copies, as scripts/precompress.ts writes them.
    fs.writeFileSync(path.join(dist, 'assets', 'both-1.js'), SCRIPT);
    fs.writeFileSync(path.join(dist, 'assets', 'both-1.js.gz'), zlib.gzipSync(SCRIPT, { level: 9 }));
    fs.writeFileSync(path.join(dist, 'assets', 'both-1.js.br'), zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(dist, 'app-home.html.br'), zlib.brotliCompressSync(HOME));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'app-signed-in.html'), SIGNED_IN);
    fs.writeFileSync(path.join(dist, 'app-home.html'), HOME);
    fs.writeFileSync(path.join(dist, 'app-signed-in.fr.html'), SIGNED_IN_FR);
    fs.writeFileSync(path.join(dist, 'app-home.fr.html'), HOME_FR);
    app = new Hono();
    mountStatic(app, dist);
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("sends the build's gzip copy to a browser that takes gzip, with the file's own type", async () => {
    const answer = await app.request('/assets/app-1.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await answer.arrayBuffer());
    expect(zlib.gunzipSync(body).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that does not take gzip, or has no copy of it', async () => {
    for (const encoding of [undefined, 'identity', 'gzip;q=0', 'br']) {
      const answer = await app.request('/assets/app-1.js', { headers: encoding ? { 'Accept-Encoding': encoding } : {} });
      expect(answer.headers.get('content-encoding'), String(encoding)).toBeNull();
      expect(await answer.text()).toBe(SCRIPT);
    }
    const css = await app.request('/assets/plain-1.css', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(css.headers.get('content-encoding')).toBeNull();
    expect(await css.text()).toBe('body{}');
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(codingWeight('gzip', 'gzip') > 0).toBe(true);
    expect(codingWeight('br;q=1.0, gzip;q=0.8, *;q=0.1', 'gzip') > 0).toBe(true);
    expect(codingWeight('*', 'gzip') > 0).toBe(true);
    expect(codingWeight('GZIP;Q=0.5', 'gzip') > 0).toBe(true);
    expect(codingWeight('gzip;q=0, *;q=1', 'gzip') > 0).toBe(false);
    expect(codingWeight('deflate, br', 'gzip') > 0).toBe(false);
    expect(codingWeight('gzip;q=nonsense', 'gzip') > 0).toBe(false);
    expect(codingWeight(undefined, 'gzip') > 0).toBe(false);
  });

  it("sends the build's brotli copy to a browser that takes brotli, and gzip's to one that prefers gzip", async () => {
    const sent = async (encoding: string | undefined) => {
      const answer = await app.request('/assets/both-1.js', { headers: encoding === undefined ? {} : { 'Accept-Encoding': encoding } });
      const body = Buffer.from(await answer.arrayBuffer());
      const coding = answer.headers.get('content-encoding');
      const text = coding === 'br' ? zlib.brotliDecompressSync(body) : coding === 'gzip' ? zlib.gunzipSync(body) : body;
      expect(text.toString(), String(encoding)).toBe(SCRIPT);
      expect(answer.headers.get('vary'), String(encoding)).toBe('Accept-Encoding');
      expect(answer.headers.get('content-type'), String(encoding)).toBe('text/javascript; charset=utf-8');
      return coding;
    };
    // What Chromium, Firefox and Safari send over HTTPS, and Chromium over HTTP too.
    expect(await sent('gzip, deflate, br, zstd')).toBe('br');
    expect(await sent('br')).toBe('br');
    expect(await sent('*')).toBe('br');
    expect(await sent('gzip, deflate')).toBe('gzip');
    expect(await sent('br;q=0.5, gzip')).toBe('gzip');
    expect(await sent('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(await sent('BR;Q=1, GZIP;Q=0.9')).toBe('br');
    expect(await sent('br;q=0, gzip;q=0')).toBeNull();
    expect(await sent('identity')).toBeNull();
    expect(await sent(undefined)).toBeNull();
  });

  it('weighs each coding of Accept-Encoding, the named one before `*`', () => {
    expect(codingWeight('gzip, deflate, br', 'br')).toBe(1);
    expect(codingWeight('br;q=0.4, *;q=0.9', 'br')).toBe(0.4);
    expect(codingWeight('gzip, *;q=0.3', 'br')).toBe(0.3);
    expect(codingWeight('gzip', 'br')).toBe(0);
    expect(codingWeight('br;q=oops', 'br')).toBe(0);
    expect(codingWeight(undefined, 'br')).toBe(0);
  });

  it("sends a signed-in start page's brotli copy, kept apart by the cookie", async () => {
    const answer = await app.request('/app/in/home', { headers: { Cookie: 'bo_session=anything', 'Accept-Encoding': 'gzip, br' } });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(zlib.brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(HOME);
  });

  it('names the shell\'s scripts up front to a browser holding a session cookie under /app/in, and only there', async () => {
    const cookie = { Cookie: 'bo_session=anything' };
    for (const [address, page] of [
      ['/app/in/company/x/options/main', SIGNED_IN],
      ['/app/in/homework', SIGNED_IN],
      ['/app/in/home', HOME],
      ['/app/in', HOME],
      ['/app/in/', HOME],
    ] as const) {
      const answer = await app.request(address, { headers: cookie });
      expect(await answer.text(), address).toBe(page);
      expect(answer.headers.get('vary'), address).toBe('Accept-Encoding, Cookie');
    }
    expect(await (await app.request('/app/in/home', { headers: { Cookie: '__Host-bo_session=anything' } })).text()).toBe(HOME);
    // Without one (or with only another cookie), and on the signed-out side, the plain page.
    expect(await (await app.request('/app/in/home')).text()).toBe(INDEX);
    expect(await (await app.request('/app/in/home', { headers: { Cookie: 'AppLanguage=en' } })).text()).toBe(INDEX);
    expect(await (await app.request('/app/out/login', { headers: cookie })).text()).toBe(INDEX);
  });

  it("names the texts of the language the cookie chooses, when the build has that language's page", async () => {
    const inFrench = { Cookie: 'bo_session=anything; AppLanguage=fr' };
    expect(await (await app.request('/app/in/home', { headers: inFrench })).text()).toBe(HOME_FR);
    expect(await (await app.request('/app/in/company/x/options/main', { headers: inFrench })).text()).toBe(SIGNED_IN_FR);
    // A language without its page here, a cookie naming no language, or a path in it: the page of no language.
    for (const lang of ['en', 'xx', '../index', '']) {
      const answer = await app.request('/app/in/home', { headers: { Cookie: `bo_session=anything; AppLanguage=${lang}` } });
      expect(await answer.text(), lang).toBe(HOME);
    }
    expect(await (await app.request('/app/in/home', { headers: { Cookie: 'AppLanguage=fr' } })).text()).toBe(INDEX);
  });
});
