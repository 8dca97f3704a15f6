import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { storeImage } from '../../server/areas/media/service.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

// The smallest valid PNG: one transparent pixel.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('GET /api/img/{media_id}', () => {
  it('serves a stored image with its sniffed type, cache headers, nosniff and a sandbox CSP', async () => {
    const id = await storeImage(server.db, 'logo.png', PIXEL_PNG, server.clock.now());

    const answer = await server.browser().fetch(`/api/img/${id}`);

    expect(answer.status).toBe(200);
    expect(Buffer.from(answer.bytes).equals(PIXEL_PNG)).toBe(true);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(answer.headers.get('etag')).toBe(`"${crypto.createHash('sha256').update(PIXEL_PNG).digest('hex')}"`);
  });

  it('answers 304 to a browser that already has the same image', async () => {
    const id = await storeImage(server.db, 'logo.png', PIXEL_PNG, server.clock.now());
    const browser = server.browser();
    const first = await browser.fetch(`/api/img/${id}`);

    const again = await browser.fetch(`/api/img/${id}`, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });

    expect(again.status).toBe(304);
  });

  it.each([
    ['an unknown id', crypto.randomUUID()],
    ['an id that is not a UUID', 'not-a-uuid'],
    ['a path-like id', '..%2F..%2Fetc%2Fpasswd'],
  ])('answers 404 JSON not_found for %s', async (_label, id) => {
    const answer = await server.browser().fetch(`/api/img/${id}`);

    expect(answer.status).toBe(404);
    expect(answer.error?.code).toBe('not_found');
  });
});
