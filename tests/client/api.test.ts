import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckLogin, LoginUnlock, SetPreferredLang } from '../../contract/sign-in.ts';
import { call, download, post } from '../../src/lib/api.ts';
import { useNoticeStore } from '../../src/lib/notices.ts';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function spyConsoleError() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe('post, as the spec describes it', () => {
  it('POSTs JSON to /api/<path> and resolves with the body of a 200', async () => {
    let seen: { method: string; accept: string | null; type: string | null; body: unknown } | undefined;
    server.use(
      http.post('/api/accounting/checklogin', async ({ request }) => {
        seen = {
          method: request.method,
          accept: request.headers.get('accept'),
          type: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ logged: true, mustchange: false });
      }),
    );
    await expect(post('accounting/checklogin')).resolves.toEqual({ logged: true, mustchange: false });
    expect(seen).toEqual({ method: 'POST', accept: 'application/json', type: 'application/json', body: {} });
  });

  it('logs "Error calling <path>" and resolves null on any other status', async () => {
    const errors = spyConsoleError();
    server.use(http.post('/api/accounting/operator/current', () => HttpResponse.json({ error: {} }, { status: 401 })));
    await expect(post('accounting/operator/current')).resolves.toBeNull();
    expect(errors.mock.calls).toEqual([['Error calling accounting/operator/current']]);
  });

  it('treats a 2xx other than 200 as an error too', async () => {
    const errors = spyConsoleError();
    server.use(http.post('/api/theme/load', () => HttpResponse.json({ queued: true }, { status: 202 })));
    await expect(post('theme/load')).resolves.toBeNull();
    expect(errors.mock.calls).toEqual([['Error calling theme/load']]);
  });

  it('logs "System error calling <path>" and resolves null when the network fails', async () => {
    const errors = spyConsoleError();
    server.use(http.post('/api/accounting/logout', () => HttpResponse.error()));
    await expect(post('accounting/logout')).resolves.toBeNull();
    expect(errors.mock.calls).toEqual([['System error calling accounting/logout']]);
  });

  it('logs a system error when a 200 answer is not JSON', async () => {
    const errors = spyConsoleError();
    server.use(http.post('/api/theme/load', () => new HttpResponse('<html>', { status: 200 })));
    await expect(post('theme/load')).resolves.toBeNull();
    expect(errors.mock.calls).toEqual([['System error calling theme/load']]);
  });
});

describe('call, typed from the contract', () => {
  it('fills path parameters from the payload and sends an Idempotency-Key with mutations', async () => {
    let seen: { url: string; key: string | null; body: unknown } | undefined;
    server.use(
      http.post('/api/accounting/operator/set-preferred-lang/:lang', async ({ request }) => {
        seen = { url: new URL(request.url).pathname, key: request.headers.get('idempotency-key'), body: await request.json() };
        return HttpResponse.json({ Success: true });
      }),
    );
    await expect(call(SetPreferredLang, { lang: 'fr' })).resolves.toEqual({ ok: true, data: { Success: true } });
    expect(seen?.url).toBe('/api/accounting/operator/set-preferred-lang/fr');
    expect(seen?.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seen?.body).toEqual({});
  });

  it('asks for answers in the language of the page', async () => {
    let language: string | null = null;
    server.use(
      http.post('/api/accounting/checklogin', ({ request }) => {
        language = request.headers.get('accept-language');
        return HttpResponse.json({ logged: false, mustchange: false });
      }),
    );
    document.documentElement.lang = 'fr';
    await call(CheckLogin);
    document.documentElement.lang = '';
    expect(language).toBe('fr');
  });

  it('sends no Idempotency-Key with queries', async () => {
    let key: string | null = 'unset';
    server.use(
      http.post('/api/accounting/checklogin', ({ request }) => {
        key = request.headers.get('idempotency-key');
        return HttpResponse.json({ logged: false, mustchange: false });
      }),
    );
    await expect(call(CheckLogin)).resolves.toEqual({ ok: true, data: { logged: false, mustchange: false } });
    expect(key).toBeNull();
  });

  it("hands back the server's error body with the status, and logs like post", async () => {
    const errors = spyConsoleError();
    const error = { code: 'invalid_pin', message: 'The PIN is wrong.', fields: { Pin: 'The PIN is wrong.' } };
    server.use(http.post('/api/accounting/login-unlock', () => HttpResponse.json({ error }, { status: 401 })));
    await expect(call(LoginUnlock, { Email: 'a@example.com', Pin: '000000' })).resolves.toEqual({ ok: false, status: 401, error });
    expect(errors.mock.calls).toEqual([['Error calling accounting/login-unlock']]);
  });

  it('answers status 0 and no error body when the network fails', async () => {
    const errors = spyConsoleError();
    server.use(http.post('/api/accounting/checklogin', () => HttpResponse.error()));
    await expect(call(CheckLogin)).resolves.toEqual({ ok: false, status: 0, error: null });
    expect(errors.mock.calls).toEqual([['System error calling accounting/checklogin']]);
  });

  it('answers no error body when the error answer is not the error shape', async () => {
    spyConsoleError();
    server.use(http.post('/api/accounting/checklogin', () => new HttpResponse('Bad gateway', { status: 502 })));
    await expect(call(CheckLogin)).resolves.toEqual({ ok: false, status: 502, error: null });
  });
});

describe('download', () => {
  it('saves a 200 answer under the given file name', async () => {
    server.use(http.post('/api/admin/export', () => new HttpResponse('a,b', { status: 200, headers: { 'Content-Type': 'text/csv' } })));
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(`${this.download} ${this.href}`);
    });
    await expect(download('admin/export', { Kind: 'users' }, 'users.csv')).resolves.toBeUndefined();
    expect(clicks).toEqual(['users.csv blob:export']);
    expect(created).toHaveBeenCalledOnce();
  });

  it('logs and resolves undefined on another status', async () => {
    const errors = spyConsoleError();
    server.use(http.post('/api/admin/export', () => HttpResponse.json({}, { status: 403 })));
    await expect(download('admin/export', {}, 'users.csv')).resolves.toBeUndefined();
    expect(errors.mock.calls).toEqual([['Error calling admin/export']]);
  });
});

describe('a failed change is told once, by the screen that made it', () => {
  const refused = { error: { code: 'conflict', message: 'Someone else changed this record.' } };

  it("hands the server's refusal back to the caller and puts no notice on screen", async () => {
    spyConsoleError();
    useNoticeStore.setState({ notices: [] });
    server.use(http.post('/api/accounting/operator/set-preferred-lang/fr', () => HttpResponse.json(refused, { status: 409 })));

    const result = await call(SetPreferredLang, { lang: 'fr' });

    expect(result).toMatchObject({ ok: false, status: 409, error: { message: 'Someone else changed this record.' } });
    expect(useNoticeStore.getState().notices).toEqual([]);
  });

  it('says no answer came as status 0, with no notice either', async () => {
    spyConsoleError();
    useNoticeStore.setState({ notices: [] });
    server.use(http.post('/api/accounting/operator/set-preferred-lang/fr', () => HttpResponse.error()));

    const result = await call(SetPreferredLang, { lang: 'fr' });

    expect(result).toEqual({ ok: false, status: 0, error: null });
    expect(useNoticeStore.getState().notices).toEqual([]);
  });
});
