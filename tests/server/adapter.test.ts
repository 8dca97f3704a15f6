import { describe, expect, it } from 'vitest';
import { CheckLogin } from '../../contract/sign-in.ts';
import { ERRORS } from '../../contract/endpoints.ts';
import { MAX_BODY_BYTES } from '../../server/app.ts';
import type { Answer } from './browser.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

function expectError(answer: Answer, status: number, code: keyof typeof ERRORS): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.error?.code).toBe(code);
  expect(answer.error?.message).toBe(ERRORS[code].it);
}

describe('the API adapter', () => {
  it('answers a JSON POST with the same origin', async () => {
    const answer = await server.browser({ sameOrigin: true }).call(CheckLogin, {});

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ logged: false, mustchange: false });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx'])(
    'refuses Content-Type %s with 415, as a cross-site form could send it',
    async (type) => {
      const answer = await server.browser().post('accounting/checklogin', {}, { 'content-type': type });

      expectError(answer, 415, 'unsupported_media_type');
    },
  );

  it('refuses a request without Content-Type with 415', async () => {
    const answer = await server.browser().fetch('/api/accounting/checklogin', { method: 'POST', body: '{}' });

    expectError(answer, 415, 'unsupported_media_type');
  });

  it('accepts application/json with a charset', async () => {
    const answer = await server.browser().post('accounting/checklogin', {}, { 'content-type': 'application/json; charset=utf-8' });

    expect(answer.status).toBe(200);
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin null', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403 forbidden_origin', async (_label, headers) => {
    const answer = await server.browser().post('accounting/checklogin', {}, headers);

    expectError(answer, 403, 'forbidden_origin');
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const answer = await server.browser().post('accounting/no-such-call', {});

    expectError(answer, 404, 'not_found');
  });

  it('answers GET on a call with 405 and Allow: POST', async () => {
    const answer = await server.browser().fetch('/api/accounting/checklogin');

    expectError(answer, 405, 'method_not_allowed');
    expect(answer.headers.get('allow')).toBe('POST');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const answer = await server.browser().post('accounting/login-start', { Email: 'a@b.example', Password: 'x'.repeat(MAX_BODY_BYTES) });

    expectError(answer, 413, 'payload_too_large');
  });

  it('answers a body that is not JSON with 400 invalid_json', async () => {
    const answer = await server.browser().fetch('/api/accounting/checklogin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"Email": ',
    });

    expectError(answer, 400, 'invalid_json');
  });

  it.each([['[]'], ['"text"'], ['42'], ['null']])('refuses the JSON body %s, which is not an object, with 400', async (body) => {
    const answer = await server.browser().fetch('/api/accounting/checklogin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

    expectError(answer, 400, 'validation_failed');
  });

  it('treats an empty body as an empty payload (spec: payload defaults to an empty object)', async () => {
    const answer = await server.browser().post('accounting/checklogin');

    expect(answer.status).toBe(200);
  });

  it('answers a validation failure as {error:{code,message,fields}} with one message per field', async () => {
    const answer = await server.browser().post('accounting/login-start', { Email: 'not an address' });

    expectError(answer, 400, 'validation_failed');
    expect(answer.body).toEqual({
      error: {
        code: 'validation_failed',
        message: ERRORS.validation_failed.it,
        fields: { Email: 'Indirizzo email non valido', Password: 'Il campo Password è obbligatorio' },
      },
    });
  });
});
